import { PRICE_PRESETS } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import {
  choosePrice,
  clearFilters,
  goToPage,
  listingSlug,
  listingView,
  parseListingParams,
  toggleSubcategory,
} from './listing-params';

const presets = PRICE_PRESETS.jewelry;
const parse = (search: string) => parseListingParams(new URLSearchParams(search), presets);

describe('listing URL state', () => {
  it('reads subcategories, price range and page from the URL', () => {
    const state = parse('?sub=jhumkas,rings&price=500-1000&page=3');
    expect(state.subcategories).toEqual(['jhumkas', 'rings']);
    expect(state.price).toMatchObject({ min: 500, max: 1000 });
    expect(state.page).toBe(3);
  });

  it('ignores values it does not know', () => {
    const state = parse('?sub=Bad Slug,,rings&price=1-2&page=-4');
    expect(state).toEqual({ subcategories: ['rings'], price: null, page: 1 });
  });

  it('resets the page to 1 on any filter change', () => {
    const params = new URLSearchParams('?sub=rings&page=4');
    const state = parseListingParams(params, presets);

    const added = toggleSubcategory(params, state, 'jhumkas');
    expect(added.get('sub')).toBe('rings,jhumkas');
    expect(added.get('page')).toBeNull();

    const priced = choosePrice(params, state, presets[1]!);
    expect(priced.get('price')).toBe('500-1000');
    expect(priced.get('page')).toBeNull();

    expect(clearFilters(params).toString()).toBe('');
  });

  it('treats the price range as a single choice that toggles off', () => {
    const params = new URLSearchParams('?price=500-1000');
    const state = parseListingParams(params, presets);
    expect(choosePrice(params, state, presets[2]!).get('price')).toBe('1000-2000');
    expect(choosePrice(params, state, presets[1]!).get('price')).toBeNull();
  });

  it('keeps filters when only the page changes', () => {
    const next = goToPage(new URLSearchParams('?sub=rings'), 2);
    expect(next.toString()).toBe('sub=rings&page=2');
    expect(goToPage(next, 1).toString()).toBe('sub=rings');
  });
});

describe('listing view (what the page shows and the server prefetches)', () => {
  const jhumkas = { slug: 'jhumkas', parent: { slug: 'jewelry' } } as Parameters<typeof listingView>[1];

  it('asks for the chosen subcategories, price range and page', () => {
    const { filter } = listingView(
      'jewelry',
      undefined,
      new URLSearchParams('sub=rings&price=500-1000&page=2'),
    );
    expect(filter).toEqual({ page: 2, categories: ['rings'], minPrice: 500, maxPrice: 1000 });
  });

  it("asks for the whole collection when no subcategory is chosen, with its parent's price presets", () => {
    const { filter, presets } = listingView('jhumkas', jhumkas, new URLSearchParams(''));
    expect(filter).toEqual({ page: 1, categories: ['jhumkas'], minPrice: undefined, maxPrice: undefined });
    expect(presets).toEqual(PRICE_PRESETS.jewelry);
  });

  it('names the collection from /category/:slug or from the path', () => {
    expect(listingSlug('jhumkas', '/category/jhumkas')).toBe('jhumkas');
    expect(listingSlug(undefined, '/clothing/')).toBe('clothing');
  });
});
