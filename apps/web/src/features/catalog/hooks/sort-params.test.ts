import { describe, expect, it } from 'vitest';
import { listingView } from './listing-params';
import { chooseSort, LISTING_SORTS, parseSort, SEARCH_SORTS } from './sort-params';

const listing = (query: string) => listingView('jewelry', undefined, new URLSearchParams(query));

describe('the order of a listing in the URL', () => {
  it('asks the API for the order the URL names, and nothing for newest (the default)', () => {
    expect(listing('sort=price-asc').filter).toEqual({ page: 1, category: ['jewelry'], sort: 'price-asc' });
    expect(listing('sort=price-desc&page=2').filter).toMatchObject({ page: 2, sort: 'price-desc' });
    expect(listing('sort=rating').state.sort.label).toBe('catalog.sort.rating');
    expect(listing('').filter).toEqual({ page: 1, category: ['jewelry'] });
    expect(listing('sort=newest').filter).toEqual(listing('').filter);
  });

  it('reads an unknown order, or best match (no search here), as newest first', () => {
    expect(listing('sort=cheapest').state.sort.key).toBe('newest');
    expect(listing('sort=relevance').filter).not.toHaveProperty('sort');
    expect(parseSort(new URLSearchParams('sort=relevance'), SEARCH_SORTS).key).toBe('relevance');
  });

  it('starts from the first page when the order changes, keeps the filters, and drops the default', () => {
    const params = new URLSearchParams('sub=jhumkas&price=500-1000&page=3');
    expect(chooseSort(params, 'price-asc', LISTING_SORTS).toString()).toBe(
      'sub=jhumkas&price=500-1000&sort=price-asc',
    );
    expect(chooseSort(new URLSearchParams('sort=rating&page=2'), 'newest', LISTING_SORTS).toString()).toBe(
      '',
    );
    expect(chooseSort(new URLSearchParams('sort=rating'), 'bogus', LISTING_SORTS).toString()).toBe('');
  });
});
