import { beforeEach, describe, expect, it } from 'vitest';
import { getWishlist, toggleWishlist } from './wishlist-store';

const ring = { id: '11111111-1111-4111-8111-111111111111', name: 'Silver Ring', price: 499 };
const stole = { id: '22222222-2222-4222-8222-222222222222', name: 'Pashmina Stole', price: 1999 };

describe('wishlist store', () => {
  beforeEach(() => {
    localStorage.clear();
  });

  it('discards an unparseable stored value and starts empty', () => {
    localStorage.setItem('wishlist', '{not json');
    expect(getWishlist()).toEqual([]);
    expect(localStorage.getItem('wishlist')).toBeNull();
  });

  it('discards a stored value that is not a list of products', () => {
    localStorage.setItem('wishlist', JSON.stringify([{ name: 'no id' }]));
    expect(getWishlist()).toEqual([]);
  });

  it('toggle adds an absent product and removes a present one, rewriting storage each time', () => {
    toggleWishlist(ring);
    toggleWishlist(stole);
    expect(JSON.parse(localStorage.getItem('wishlist')!)).toEqual([ring, stole]);

    toggleWishlist(ring);
    expect(JSON.parse(localStorage.getItem('wishlist')!)).toEqual([stole]);
  });
});
