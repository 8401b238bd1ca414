import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/ui/use-toast';
import { getWishlist, toggleWishlist } from './wishlist-store';

vi.mock('@/components/ui/use-toast', () => ({ toast: vi.fn() }));

const ring = { id: '11111111-1111-4111-8111-111111111111', name: 'Silver Ring', price: 499 };
const stole = { id: '22222222-2222-4222-8222-222222222222', name: 'Pashmina Stole', price: 1999 };

describe('wishlist store', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.mocked(toast).mockClear();
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
    expect(toast).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'Added to wishlist' }));

    toggleWishlist(ring);
    expect(JSON.parse(localStorage.getItem('wishlist')!)).toEqual([stole]);
    expect(toast).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'Removed from wishlist' }));
  });
});
