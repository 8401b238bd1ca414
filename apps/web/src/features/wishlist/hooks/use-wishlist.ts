import { useSyncExternalStore } from 'react';
import {
  addToWishlist,
  clearWishlist,
  getWishlist,
  removeFromWishlist,
  subscribeWishlist,
  toggleWishlist,
  type WishlistItem,
} from './wishlist-store';

export type { WishlistItem };

/** The browser-kept wishlist, shared by every component and every open tab. */
export function useWishlist() {
  const items = useSyncExternalStore(subscribeWishlist, getWishlist, getWishlist);
  return {
    items,
    count: items.length,
    has: (id: string) => items.some((item) => item.id === id),
    toggle: toggleWishlist,
    add: addToWishlist,
    remove: removeFromWishlist,
    clear: clearWishlist,
  };
}
