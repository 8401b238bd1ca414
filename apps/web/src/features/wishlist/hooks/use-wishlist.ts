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

const NOTHING_SAVED: WishlistItem[] = [];
/** The server cannot see the browser's storage: pages render (and hydrate) with an empty list. */
const serverSnapshot = () => NOTHING_SAVED;

/** The browser-kept wishlist, shared by every component and every open tab. */
export function useWishlist() {
  const items = useSyncExternalStore(subscribeWishlist, getWishlist, serverSnapshot);
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
