import { describe, expect, it } from 'vitest';
import { clearFilters, goToPage } from './listing-params';
import { searchView, toggleInStock } from './search-params';
import { chooseSort, SEARCH_SORTS } from './sort-params';

const view = (query: string) => searchView(new URLSearchParams(query));

describe('the search results page in the URL', () => {
  it('reads the search, price, stock, sort and page, and asks the API for exactly that', () => {
    const { state, filter } = view('q=%20jumka%20&price=500-1000&stock=1&sort=price-desc&page=3');
    expect(state).toMatchObject({ q: 'jumka', inStock: true, page: 3, subcategories: [] });
    expect(state.price?.label).toBe('₹500 - ₹1,000');
    expect(state.sort.key).toBe('price-desc');
    expect(filter).toEqual({
      page: 3,
      category: [],
      search: 'jumka',
      minPrice: 500,
      maxPrice: 1000,
      inStock: true,
      sort: 'price-desc',
    });
  });

  it('falls back to best match, every price and page 1 for what it does not know', () => {
    const { state, filter } = view('q=kurta&price=1-2&sort=cheapest&page=-4&stock=yes');
    expect(state.sort.key).toBe('relevance');
    expect(filter).toEqual({ page: 1, category: [], search: 'kurta' });
  });

  it('filters the results by size, colour, craft and material, and asks for the facets of the search', () => {
    const { state, filter, facets } = view('q=kurti&size=M&colour=Indigo,Rust&craft=Ajrakh&material=Cotton');
    expect(state).toMatchObject({ sizes: ['M'], colours: ['Indigo', 'Rust'], subcategories: [] });
    expect(filter).toEqual({
      page: 1,
      category: [],
      search: 'kurti',
      size: ['M'],
      colour: ['Indigo', 'Rust'],
      craft: ['Ajrakh'],
      material: ['Cotton'],
    });
    expect(facets).toEqual({ categories: [], search: 'kurti' });
    expect(clearFilters(new URLSearchParams('q=kurti&size=M&sort=newest')).toString()).toBe(
      'q=kurti&sort=newest',
    );
  });

  it('cuts a search longer than the API takes', () => {
    expect(view(`q=${'a'.repeat(150)}`).state.q).toHaveLength(100);
  });

  it('starts from the first page when the stock filter or the order changes, and keeps the search', () => {
    const params = new URLSearchParams('q=jhumka&page=4');
    const { state } = searchView(params);
    expect(toggleInStock(params, state).toString()).toBe('q=jhumka&stock=1');
    const inStock = new URLSearchParams('q=jhumka&stock=1&page=2');
    expect(toggleInStock(inStock, searchView(inStock).state).toString()).toBe('q=jhumka');
    expect(chooseSort(params, 'newest', SEARCH_SORTS).toString()).toBe('q=jhumka&sort=newest');
    expect(
      chooseSort(new URLSearchParams('q=jhumka&sort=newest'), 'relevance', SEARCH_SORTS).toString(),
    ).toBe('q=jhumka');
    expect(clearFilters(new URLSearchParams('q=jhumka&stock=1&price=0-500&sort=rating')).toString()).toBe(
      'q=jhumka&sort=rating',
    );
    expect(goToPage(params, 2).toString()).toBe('q=jhumka&page=2');
  });
});
