import type { ProductSort } from '@shop/domain';
import type { MessageId } from '@/lib/i18n/catalogue';

/**
 * The orders a listing or a search offers, kept in the URL as the API's own word
 * (`?sort=price-asc`) so a link, a reload and the Back button show the same order (issue 12).
 */
export interface SortOption {
  key: ProductSort;
  /** What the sort menu shows, a message id. */
  label: MessageId;
}

const NEWEST: SortOption = { key: 'newest', label: 'catalog.sort.newest' };
const BY_PRICE: SortOption[] = [
  { key: 'price-asc', label: 'catalog.sort.priceAsc' },
  { key: 'price-desc', label: 'catalog.sort.priceDesc' },
];
const BEST_RATED: SortOption = { key: 'rating', label: 'catalog.sort.rating' };

/** A collection: newest first unless asked otherwise. */
export const LISTING_SORTS: readonly SortOption[] = [NEWEST, ...BY_PRICE, BEST_RATED];
/** A search: best match first unless asked otherwise. */
export const SEARCH_SORTS: readonly SortOption[] = [
  { key: 'relevance', label: 'catalog.sort.relevance' },
  ...BY_PRICE,
  NEWEST,
  BEST_RATED,
];

/** The order the URL names, else the first (the default); an unknown word is the default too. */
export function parseSort(params: URLSearchParams, options: readonly SortOption[]): SortOption {
  const fallback = options[0]!;
  return options.find((option) => option.key === params.get('sort')) ?? fallback;
}

/** Another order, from the first page. The default order leaves the URL. */
export function chooseSort(
  params: URLSearchParams,
  key: string,
  options: readonly SortOption[],
): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('page');
  const sort = options.find((option) => option.key === key);
  if (sort && sort !== options[0]) next.set('sort', sort.key);
  else next.delete('sort');
  return next;
}

/** What the API is asked: nothing for the default, so the usual page shares its cache entry. */
export function sortFilter(sort: SortOption, options: readonly SortOption[]): { sort?: ProductSort } {
  return sort === options[0] ? {} : { sort: sort.key };
}
