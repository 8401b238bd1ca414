import type { Language } from '@shop/domain';
import { escapeHtml } from '../../lib/text.js';

/** The titles of unlisted pages in each language (issue 28). */
const TITLES: Record<Language, { notFound: string; search: string }> = {
  en: { notFound: 'Not found', search: 'Search' },
  hi: { notFound: 'पेज नहीं मिला', search: 'खोज' },
};

/** Pages with no place in search engines' results: a title, and `noindex`. */
function unlistedHead(title: string, shopName: string): string {
  return [
    `<title>${escapeHtml(`${title} | ${shopName}`)}</title>`,
    '<meta name="robots" content="noindex">',
  ].join('\n');
}

/** <head> tags of the not-found page (HTTP 404). */
export function notFoundHeadTags(shopName: string, language: Language = 'en'): string {
  return unlistedHead(TITLES[language].notFound, shopName);
}

/** The results page of a search (`/search?q=jhumka`), as the storefront reads its query. */
const SEARCH_PATH = /^\/search\/?(?:[?#]|$)/;
const SEARCH_MAX = 100;

/**
 * <head> tags of a search's results page, "Search: jhumka" (decision 023); null for any other
 * address. Results pages are endless and change with the catalogue: they stay out of search engines.
 */
export function searchHeadTags(url: string, shopName: string, language: Language = 'en'): string | null {
  if (!SEARCH_PATH.test(url)) return null;
  let q = '';
  try {
    q = (new URL(url, 'http://page.invalid').searchParams.get('q') ?? '').trim().slice(0, SEARCH_MAX);
  } catch {
    // An address that does not parse is a search for nothing.
  }
  const { search } = TITLES[language];
  return unlistedHead(q ? `${search}: ${q}` : search, shopName);
}
