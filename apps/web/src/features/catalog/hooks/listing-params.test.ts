import { PRICE_PRESETS } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import {
  attributeChoices,
  choosePrice,
  clearFilters,
  filterCount,
  goToPage,
  inSizeOrder,
  listingSlug,
  listingView,
  parseListingParams,
  toggleAttribute,
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
    expect(state).toEqual({
      subcategories: ['rings'],
      price: null,
      page: 1,
      sizes: [],
      colours: [],
      crafts: [],
      materials: [],
    });
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

  it('reads sizes, colours, crafts and materials as comma lists, trimmed, without blanks or repeats', () => {
    const state = parse('?size=M,%20L%20,,M&colour=Indigo&craft=Dabu%20print,Ajrakh&material=Cotton');
    expect(state).toMatchObject({
      sizes: ['M', 'L'],
      colours: ['Indigo'],
      crafts: ['Dabu print', 'Ajrakh'],
      materials: ['Cotton'],
    });
    expect(filterCount(state)).toBe(6);
    expect(parse('?size=' + 'x'.repeat(121)).sizes).toEqual([]);
  });

  it('toggles a size or colour in the URL and starts again from the first page', () => {
    const params = new URLSearchParams('?sub=kurtis&size=M&page=3');
    const state = parseListingParams(params, presets);

    const added = toggleAttribute(params, state, 'sizes', 'L');
    expect(added.get('size')).toBe('M,L');
    expect(added.get('sub')).toBe('kurtis');
    expect(added.get('page')).toBeNull();

    const removed = toggleAttribute(params, state, 'sizes', 'M');
    expect(removed.has('size')).toBe(false);

    const coloured = toggleAttribute(params, state, 'colours', 'Indigo');
    expect(coloured.toString()).toBe('sub=kurtis&size=M&colour=Indigo');
    // Other filters keep what the shopper chose.
    expect(toggleSubcategory(coloured, parseListingParams(coloured, presets), 'sarees').get('colour')).toBe(
      'Indigo',
    );
  });

  it('clears every filter, sizes, colours, crafts and materials included', () => {
    const params = new URLSearchParams(
      '?size=M&colour=Rust&craft=Ajrakh&material=Silk&price=500-1000&page=2',
    );
    expect(clearFilters(params).toString()).toBe('');
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
    expect(filter).toEqual({ page: 2, category: ['rings'], minPrice: 500, maxPrice: 1000 });
  });

  it("asks for the whole collection when no subcategory is chosen, with its parent's price presets", () => {
    const { filter, presets } = listingView('jhumkas', jhumkas, new URLSearchParams(''));
    expect(filter).toEqual({ page: 1, category: ['jhumkas'], minPrice: undefined, maxPrice: undefined });
    expect(presets).toEqual(PRICE_PRESETS.jewelry);
  });

  it('asks for the chosen sizes, colours, crafts and materials, and the facets of what is shown', () => {
    const { filter, facets } = listingView(
      'clothing',
      undefined,
      new URLSearchParams('size=M,L&colour=Indigo&craft=Ajrakh&material=Cotton'),
    );
    expect(filter).toMatchObject({
      category: ['clothing'],
      size: ['M', 'L'],
      colour: ['Indigo'],
      craft: ['Ajrakh'],
      material: ['Cotton'],
    });
    expect(facets).toEqual({ categories: ['clothing'] });
    // Chosen subcategories narrow the products and the filters they offer alike.
    expect(listingView('clothing', undefined, new URLSearchParams('sub=kurtis')).facets).toEqual({
      categories: ['kurtis'],
    });
  });

  it('names the collection from /category/:slug or from the path', () => {
    expect(listingSlug('jhumkas', '/category/jhumkas')).toBe('jhumkas');
    expect(listingSlug(undefined, '/clothing/')).toBe('clothing');
  });
});

describe('the values a filter offers', () => {
  it('lists the offered values in order, ticks the chosen ones case aside, and keeps a chosen one no longer offered', () => {
    expect(attributeChoices(['S', 'M', 'L'], ['m', 'XL'])).toEqual([
      { value: 'S', checked: false, toggle: 'S' },
      { value: 'M', checked: true, toggle: 'm' },
      { value: 'L', checked: false, toggle: 'L' },
      { value: 'XL', checked: true, toggle: 'XL' },
    ]);
    expect(attributeChoices([], [])).toEqual([]);
  });
});

describe('the order sizes are offered in', () => {
  it('reads letter sizes small to large and ring sizes up, whatever order the products listed them in', () => {
    expect(inSizeOrder(['M', 's', 'XXL', 'L', 'XS', '3XL'])).toEqual(['XS', 's', 'M', 'L', 'XXL', '3XL']);
    expect(inSizeOrder(['12', '7', '9'])).toEqual(['7', '9', '12']);
  });

  it('reads bangle sizes in sixteenths (2.10 is the largest) after ring sizes, and keeps the rest in order', () => {
    expect(inSizeOrder(['2.2', '8', '2.10', '10', '2.4', '2.8'])).toEqual([
      '8',
      '10',
      '2.2',
      '2.4',
      '2.8',
      '2.10',
    ]);
    expect(inSizeOrder(['Free size', 'One size', 'M'])).toEqual(['M', 'Free size', 'One size']);
  });
});
