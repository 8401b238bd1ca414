import { pricePresetsFor, type Category, type PricePreset } from '@shop/domain';
import type { ProductFilter } from '../api/get-products';

/**
 * The listing's filters and page live in the URL (`?sub=jhumkas,rings&price=500-1000&page=2`) so a
 * link, a reload and the Back button all show the same products.
 */
export interface ListingState {
  subcategories: string[];
  price: PricePreset | null;
  page: number;
  /** Only what is in stock (`?stock=1`; the search results page offers it). */
  inStock?: boolean;
}

const SLUG = /^[a-z0-9-]+$/;

export function priceKey(preset: Pick<PricePreset, 'min' | 'max'>): string {
  return `${preset.min}-${preset.max}`;
}

export function parseListingParams(params: URLSearchParams, presets: readonly PricePreset[]): ListingState {
  const subcategories = (params.get('sub') ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part, index, all) => SLUG.test(part) && all.indexOf(part) === index);
  const priceParam = params.get('price');
  const price = presets.find((preset) => priceKey(preset) === priceParam) ?? null;
  const pageNumber = Number(params.get('page'));
  const page = Number.isInteger(pageNumber) && pageNumber > 1 ? pageNumber : 1;
  return { subcategories, price, page };
}

/**
 * What a listing shows for its URL: the price presets of its parent, the filters and page read from
 * the query, and the product filter asked of the API. The page and its server prefetch both use it,
 * so they ask for exactly the same data.
 */
export function listingView(slug: string, category: Category | undefined, params: URLSearchParams) {
  const presets = pricePresetsFor(category?.parent?.slug ?? slug);
  const state = parseListingParams(params, presets);
  const filter: ProductFilter = {
    page: state.page,
    categories: state.subcategories.length ? state.subcategories : [slug],
    minPrice: state.price?.min,
    maxPrice: state.price?.max,
  };
  return { presets, state, filter };
}

/** `/category/:slug` names its category; `/jewelry` and its siblings are their own slug. */
export function listingSlug(slugParam: string | undefined, pathname: string): string {
  return slugParam ?? pathname.replace(/^\/+|\/+$/g, '');
}

function withFilters(
  params: URLSearchParams,
  subcategories: string[],
  price: PricePreset | null,
): URLSearchParams {
  const next = new URLSearchParams(params);
  if (subcategories.length) next.set('sub', subcategories.join(','));
  else next.delete('sub');
  if (price) next.set('price', priceKey(price));
  else next.delete('price');
  // Any filter change starts again from the first page (decision 008).
  next.delete('page');
  return next;
}

export function toggleSubcategory(
  params: URLSearchParams,
  state: ListingState,
  slug: string,
): URLSearchParams {
  const subcategories = state.subcategories.includes(slug)
    ? state.subcategories.filter((item) => item !== slug)
    : [...state.subcategories, slug];
  return withFilters(params, subcategories, state.price);
}

export function onlySubcategory(
  params: URLSearchParams,
  state: ListingState,
  slug: string | null,
): URLSearchParams {
  return withFilters(params, slug ? [slug] : [], state.price);
}

/** Single choice: picking the chosen range again clears it. */
export function choosePrice(
  params: URLSearchParams,
  state: ListingState,
  preset: PricePreset | null,
): URLSearchParams {
  const same = preset && state.price && priceKey(preset) === priceKey(state.price);
  return withFilters(params, state.subcategories, same ? null : preset);
}

export function clearFilters(params: URLSearchParams): URLSearchParams {
  const next = withFilters(params, [], null);
  next.delete('stock');
  return next;
}

export function goToPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page > 1) next.set('page', String(page));
  else next.delete('page');
  return next;
}

/** How many filters are in force: the number on a phone's "Filters" button. */
export function filterCount(state: ListingState): number {
  return state.subcategories.length + (state.price ? 1 : 0) + (state.inStock ? 1 : 0);
}

export function hasFilters(state: ListingState): boolean {
  return filterCount(state) > 0;
}
