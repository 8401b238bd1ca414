import { describe, expect, it } from 'vitest';
import { plural, pluralWord } from './plural';

const product = { one: 'product', other: 'products' };

describe('plural', () => {
  it('uses the singular for one and the plural otherwise', () => {
    expect(plural(1, product)).toBe('1 product');
    expect(plural(2, product)).toBe('2 products');
    expect(plural(0, product)).toBe('0 products');
  });

  it('writes the number the Indian way', () => {
    expect(plural(120000, product)).toBe('1,20,000 products');
    expect(plural(1500, { one: 'item', other: 'items' })).toBe('1,500 items');
  });

  it('gives the noun alone when the sentence places the number', () => {
    expect(pluralWord(1, { one: 'category has', other: 'categories have' })).toBe('category has');
    expect(pluralWord(3, { one: 'category has', other: 'categories have' })).toBe('categories have');
  });
});
