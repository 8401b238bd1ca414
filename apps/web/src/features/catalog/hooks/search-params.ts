import { pricePresetsFor } from '@shop/domain';
import type { FacetsScope } from '../api/get-facets';
import type { ProductFilter } from '../api/get-products';
import { attributeFilter, goToPage, parseListingParams, type ListingState } from './listing-params';
import { parseSort, SEARCH_SORTS, sortFilter, type SortOption } from './sort-params';

/**
 * The results page of a search keeps everything in the URL, as a listing does
 * (`/search?q=jhumka&price=500-1000&stock=1&sort=price-asc&page=2`): a link, a reload and the Back
 * button all show the same results.
 */

/** The longest search the API takes; a longer address is cut rather than refused. */
const MAX_QUERY = 100;

export interface SearchState extends ListingState {
  q: string;
  sort: SortOption;
}

/** Search spans every collection: its price ranges are the shop's usual ones (decision 008). */
// eslint-disable-next-line lingui/no-unlocalized-strings -- a listing key
export const searchPricePresets = () => pricePresetsFor('search');

/**
 * What the results page shows for its URL: the search, its filters, sort and page, and the product
 * filter and facets asked of the API. The page and its server prefetch both use it, so they ask alike.
 */
export function searchView(params: URLSearchParams) {
  const presets = searchPricePresets();
  const listing = parseListingParams(params, presets);
  const q = (params.get('q') ?? '').trim().slice(0, MAX_QUERY);
  const sort = parseSort(params, SEARCH_SORTS);
  const state: SearchState = {
    ...listing,
    q,
    sort,
    // Search filters by price, stock, size, colour, craft and material, not by subcategory.
    subcategories: [],
    inStock: params.get('stock') === '1',
  };
  const filter: ProductFilter = {
    page: state.page,
    category: [],
    search: q,
    ...(state.price ? { minPrice: state.price.min, maxPrice: state.price.max } : {}),
    ...(state.inStock ? { inStock: true } : {}),
    ...attributeFilter(state),
    ...sortFilter(sort, SEARCH_SORTS),
  };
  const facets: FacetsScope = { categories: [], search: q };
  return { presets, state, filter, facets };
}

/** Only what is in stock, or everything again; from the first page. */
export function toggleInStock(params: URLSearchParams, state: SearchState): URLSearchParams {
  const next = goToPage(params, 1);
  if (state.inStock) next.delete('stock');
  else next.set('stock', '1');
  return next;
}
