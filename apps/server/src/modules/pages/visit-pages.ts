import { formatVisitHint, pathWithoutLanguage, visitHintFromCookies, type VisitHint } from '@shop/domain';

/**
 * The pages whose first paint depends on the visitor (decision 064): the cart and checkout, drawn
 * from the visit hint cookie since the server never sees the browser's storage. Every other page is
 * the same for everyone, so it neither reads the hint nor varies its cache by it.
 */
const PAGES_BY_VISIT = new Set(['/cart', '/checkout']);

/** The visitor a page is rendered for: null for a page that is the same for everyone. */
export interface PageVisit {
  /** The cookie's hint (none sent reads as a first visit); undefined for a value not ours. */
  hint: VisitHint | undefined;
  /** The page's cache key with the hint in it: one cached page per kind of visitor. */
  cacheKey: string;
}

/**
 * For the cart and checkout, the hint and the cache key that goes with it (`/cart#visit=guest.0`,
 * `member`, `guest.1` to `guest.3`, `none`), so one kind of visitor's page is never served to another.
 */
export function pageVisitOf(pageKey: string, cookieHeader: string | undefined): PageVisit | null {
  // The Hindi cart (`/hi/cart`) paints from the hint as the English one does (issue 28).
  const pathname = pathWithoutLanguage(pageKey.split('?')[0] ?? pageKey);
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (!PAGES_BY_VISIT.has(path)) return null;
  const hint = visitHintFromCookies(cookieHeader);
  return { hint, cacheKey: `${pageKey}#visit=${hint ? formatVisitHint(hint) : 'none'}` };
}
