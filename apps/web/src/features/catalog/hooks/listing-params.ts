import { pricePresetsFor, type Category, type Facets, type PricePreset } from '@shop/domain';
import type { MessageId } from '@/lib/i18n/catalogue';
import type { FacetsScope } from '../api/get-facets';
import type { ProductFilter } from '../api/get-products';
import { LISTING_SORTS, parseSort, sortFilter } from './sort-params';

/**
 * The filters by what a piece is (decision 024): each is a facet of `GET /api/products/facets`, a
 * comma list in the URL (`?size=M,L&colour=Indigo&craft=Ajrakh&material=Cotton`) and the same
 * parameter of the product list.
 */
export const ATTRIBUTE_FILTERS = [
  { key: 'sizes', param: 'size', label: 'catalog.size' },
  { key: 'colours', param: 'colour', label: 'catalog.colour' },
  { key: 'crafts', param: 'craft', label: 'catalog.craft' },
  { key: 'materials', param: 'material', label: 'catalog.material' },
] as const satisfies readonly { key: keyof Facets; param: keyof ProductFilter; label: MessageId }[];
export type AttributeKey = (typeof ATTRIBUTE_FILTERS)[number]['key'];

/** The chosen values of each attribute filter, in the order they were chosen. */
export type AttributeValues = Record<AttributeKey, string[]>;

/**
 * The listing's filters and page live in the URL (`?sub=jhumkas,rings&price=500-1000&size=M&page=2`)
 * so a link, a reload and the Back button all show the same products.
 */
export interface ListingState extends AttributeValues {
  subcategories: string[];
  price: PricePreset | null;
  page: number;
  /** Only what is in stock (`?stock=1`; the search results page offers it). */
  inStock?: boolean;
}

const SLUG = /^[a-z0-9-]+$/;
/** The longest value the URL may name (the API keeps provenance to 120 characters). */
const VALUE_MAX = 120;
/** More values of one filter than any listing offers are cut, not sent. */
const VALUES_MAX = 30;

function commaList(value: string | null, keep: (part: string) => boolean): string[] {
  return (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part, index, all) => keep(part) && all.indexOf(part) === index);
}

function parseAttributes(params: URLSearchParams): AttributeValues {
  const values = {} as AttributeValues;
  for (const { key, param } of ATTRIBUTE_FILTERS) {
    values[key] = commaList(params.get(param), (part) => part.length > 0 && part.length <= VALUE_MAX).slice(
      0,
      VALUES_MAX,
    );
  }
  return values;
}

// eslint-disable-next-line lingui/no-unlocalized-strings -- size codes, not words
const LETTER_SIZES = ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', '2XL', 'XXXL', '3XL', '4XL', '5XL'];
const letterRank = (value: string) => {
  const rank = LETTER_SIZES.indexOf(value.toUpperCase());
  // 2XL is XXL and 3XL is XXXL: they sit together.
  return rank === 7 ? 6 : rank === 9 ? 8 : rank;
};

/**
 * Where a size sits: letter sizes XS to 5XL first, then whole numbers (ring sizes) going up, then
 * bangle sizes in inches and sixteenths going up (2.4 … 2.8, 2.10: 2.10 is the largest), then
 * anything else in the API's order.
 */
function sizeKey(size: string): [number, number, number] {
  const letter = letterRank(size);
  if (letter >= 0) return [0, letter, 0];
  if (/^\d+$/.test(size)) return [1, Number(size), 0];
  const bangle = /^(\d+)\.(\d+)$/.exec(size);
  if (bangle) return [2, Number(bangle[1]), Number(bangle[2])];
  return [3, 0, 0];
}

/**
 * The sizes a listing offers in the order a shopper reads them. The API gives each product's own
 * order, which mixes when products list different sizes (one kurti S–L, another M–XXL; rings and
 * bangles in one collection).
 */
export function inSizeOrder(sizes: readonly string[]): string[] {
  return [...sizes].sort((a, b) => {
    const [x, y] = [sizeKey(a), sizeKey(b)];
    return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
  });
}

/** One value a filter offers: its words, whether it is chosen, and the spelling to toggle. */
export interface AttributeChoice {
  value: string;
  checked: boolean;
  /** The chosen spelling when the URL names it otherwise ("m" for "M"), so a click removes it. */
  toggle: string;
}

/**
 * The values one filter shows: those the listing offers (in the facets' order), each ticked when
 * chosen (case aside, as the API matches), then any chosen value the listing no longer offers, so
 * it can still be taken out.
 */
export function attributeChoices(offered: readonly string[], chosen: readonly string[]): AttributeChoice[] {
  const lower = (value: string) => value.toLocaleLowerCase();
  const choices = offered.map((value) => {
    const match = chosen.find((item) => lower(item) === lower(value));
    return { value, checked: match !== undefined, toggle: match ?? value };
  });
  const extra = chosen.filter((item) => !offered.some((value) => lower(value) === lower(item)));
  return [...choices, ...extra.map((value) => ({ value, checked: true, toggle: value }))];
}

type AttributeParam = (typeof ATTRIBUTE_FILTERS)[number]['param'];

/** The attribute part of a product filter: only the filters with values, so query keys stay short. */
export function attributeFilter(state: AttributeValues): Pick<ProductFilter, AttributeParam> {
  const filter: Pick<ProductFilter, AttributeParam> = {};
  for (const { key, param } of ATTRIBUTE_FILTERS) if (state[key].length) filter[param] = state[key];
  return filter;
}

export function priceKey(preset: Pick<PricePreset, 'min' | 'max'>): string {
  return `${preset.min}-${preset.max}`;
}

export function parseListingParams(params: URLSearchParams, presets: readonly PricePreset[]): ListingState {
  const subcategories = commaList(params.get('sub'), (part) => SLUG.test(part));
  const priceParam = params.get('price');
  const price = presets.find((preset) => priceKey(preset) === priceParam) ?? null;
  const pageNumber = Number(params.get('page'));
  const page = Number.isInteger(pageNumber) && pageNumber > 1 ? pageNumber : 1;
  return { subcategories, price, page, ...parseAttributes(params) };
}

/**
 * What a listing shows for its URL: the price presets of its parent, the filters and page read from
 * the query, and the product filter and facets asked of the API. The page and its server prefetch both use it,
 * so they ask for exactly the same data.
 */
export function listingView(slug: string, category: Category | undefined, params: URLSearchParams) {
  const presets = pricePresetsFor(category?.parent?.slug ?? slug);
  const state = { ...parseListingParams(params, presets), sort: parseSort(params, LISTING_SORTS) };
  const filter: ProductFilter = {
    page: state.page,
    category: state.subcategories.length ? state.subcategories : [slug],
    minPrice: state.price?.min,
    maxPrice: state.price?.max,
    ...attributeFilter(state),
    ...sortFilter(state.sort, LISTING_SORTS),
  };
  // The filters offered are those of what the chosen subcategories (else the collection) hold.
  const facets: FacetsScope = { categories: filter.category };
  return { presets, state, filter, facets };
}

/** `/category/:slug` names its category; `/jewelry` and its siblings are their own slug. */
export function listingSlug(slugParam: string | undefined, pathname: string): string {
  return slugParam ?? pathname.replace(/^\/+|\/+$/g, '');
}

type FilterValues = Pick<ListingState, 'subcategories' | 'price' | AttributeKey>;

const NO_FILTERS: FilterValues = {
  subcategories: [],
  price: null,
  sizes: [],
  colours: [],
  crafts: [],
  materials: [],
};

function setList(params: URLSearchParams, name: string, values: string[]) {
  if (values.length) params.set(name, values.join(','));
  else params.delete(name);
}

function withFilters(params: URLSearchParams, filters: FilterValues): URLSearchParams {
  const next = new URLSearchParams(params);
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a URL parameter
  setList(next, 'sub', filters.subcategories);
  if (filters.price) next.set('price', priceKey(filters.price));
  else next.delete('price');
  for (const { key, param } of ATTRIBUTE_FILTERS) setList(next, param, filters[key]);
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
  return withFilters(params, { ...state, subcategories });
}

export function onlySubcategory(
  params: URLSearchParams,
  state: ListingState,
  slug: string | null,
): URLSearchParams {
  return withFilters(params, { ...state, subcategories: slug ? [slug] : [] });
}

/** Single choice: picking the chosen range again clears it. */
export function choosePrice(
  params: URLSearchParams,
  state: ListingState,
  preset: PricePreset | null,
): URLSearchParams {
  const same = preset && state.price && priceKey(preset) === priceKey(state.price);
  return withFilters(params, { ...state, price: same ? null : preset });
}

/** Adds a size, colour, craft or material to its filter, or takes it out when chosen already. */
export function toggleAttribute(
  params: URLSearchParams,
  state: ListingState,
  key: AttributeKey,
  value: string,
): URLSearchParams {
  const chosen = state[key];
  const values = chosen.includes(value) ? chosen.filter((item) => item !== value) : [...chosen, value];
  return withFilters(params, { ...state, [key]: values });
}

export function clearFilters(params: URLSearchParams): URLSearchParams {
  const next = withFilters(params, NO_FILTERS);
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
  const attributes = ATTRIBUTE_FILTERS.reduce((sum, { key }) => sum + state[key].length, 0);
  return state.subcategories.length + attributes + (state.price ? 1 : 0) + (state.inStock ? 1 : 0);
}

export function hasFilters(state: ListingState): boolean {
  return filterCount(state) > 0;
}
