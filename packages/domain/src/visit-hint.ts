/**
 * The visit hint (decision 064): a small first-party cookie the browser keeps up to date, saying
 * whether it holds a session and how many lines its guest cart has. The server cannot read the
 * browser's storage, so the cart and checkout pages render their first paint from this hint; the
 * real state always wins once the page is hydrated. It carries no personal data.
 */
export const VISIT_HINT_COOKIE = 'shop_visit';

/** A year: the hint outlives a session so a returning guest's first paint is right too. */
export const VISIT_HINT_MAX_AGE_SECONDS = 31_536_000;

/**
 * Guest lines counted up to this many: the cart's skeleton shows at most three lines, so a bigger
 * number would only split the server's page cache without changing the page.
 */
const MAX_HINTED_LINES = 3;

export type VisitHint = { kind: 'member' } | { kind: 'guest'; lines: number };

/** The cookie's value: `member`, or `guest.N` with N capped at three. */
export function formatVisitHint(hint: VisitHint): string {
  if (hint.kind === 'member') return 'member';
  return `guest.${Math.min(MAX_HINTED_LINES, Math.max(0, Math.trunc(hint.lines)))}`;
}

const GUEST_VALUE = /^guest\.(\d{1,4})$/;

/** The hint a cookie value says, or undefined for anything else (a tampered or older value). */
export function parseVisitHint(value: string | undefined): VisitHint | undefined {
  if (value === 'member') return { kind: 'member' };
  const lines = value === undefined ? null : GUEST_VALUE.exec(value)?.[1];
  if (!lines) return undefined;
  return { kind: 'guest', lines: Math.min(MAX_HINTED_LINES, Number(lines)) };
}

/**
 * No hint at all: a browser that has never run the shop's script (it writes the hint at every
 * start), so it holds no session and no guest cart. A first visit to the cart then paints its empty
 * state from the server (issue 27); a browser that lost only its cookies is put right on hydration.
 */
const FIRST_VISIT: VisitHint = { kind: 'guest', lines: 0 };

/**
 * The hint in a `Cookie` header (the server) or `document.cookie` (the browser): both are
 * `name=value` pairs joined by `;`. The first `shop_visit` counts, as browsers send the most
 * specific path first. No such cookie reads as a first visit; a value the shop never writes reads
 * as unknown (undefined).
 */
export function visitHintFromCookies(cookies: string | undefined): VisitHint | undefined {
  const value = visitHintValue(cookies);
  return value === undefined ? FIRST_VISIT : parseVisitHint(value);
}

/**
 * Whether the cookies hold a `shop_visit` cookie at all, whatever its value: a browser that has run
 * the shop's script before (the boot script reads this before the app writes the hint again).
 */
export function hasVisitHint(cookies: string | undefined): boolean {
  return visitHintValue(cookies) !== undefined;
}

/** The first `shop_visit` cookie's raw value, or undefined when there is none. */
function visitHintValue(cookies: string | undefined): string | undefined {
  for (const pair of (cookies ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at >= 0 && pair.slice(0, at).trim() === VISIT_HINT_COOKIE) return pair.slice(at + 1).trim();
  }
  return undefined;
}
