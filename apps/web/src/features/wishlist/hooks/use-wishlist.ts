import { useSyncExternalStore } from 'react';
import { useAuth } from '@/features/auth';
import { useT } from '@/lib/i18n/i18n';
import { useServerWishlist } from './use-server-wishlist';
import {
  addToWishlist,
  clearWishlist,
  getWishlist,
  removeFromWishlist,
  subscribeWishlist,
  type WishlistItem,
} from './wishlist-store';
import { tellCleared, tellRemoved, tellSaved } from './wishlist-toasts';

export type { WishlistItem };

const NOTHING_SAVED: WishlistItem[] = [];
/** The server cannot see the browser's storage: pages render (and hydrate) with an empty list. */
const serverSnapshot = () => NOTHING_SAVED;

/**
 * The wishlist every heart, the count and the wishlist page read (decision 034): signed in, the
 * account's list on the server; signed out, the list kept in this browser, shared by every open tab.
 */
export function useWishlist() {
  const t = useT();
  const { isAuthenticated } = useAuth();
  const kept = useSyncExternalStore(subscribeWishlist, getWishlist, serverSnapshot);
  const account = useServerWishlist(isAuthenticated);
  const items = isAuthenticated ? account.items : kept;
  const has = (id: string) => items.some((item) => item.id === id);

  /**
   * Adds an absent product, removes a present one. Told at once, in the browser's list as in the
   * account's; a refusal of the account's is told (and undone) when the server answers.
   */
  const toggle = (product: WishlistItem) => {
    if (has(product.id)) {
      if (isAuthenticated) account.remove(product);
      else removeFromWishlist(product.id);
      tellRemoved(t, product.name);
    } else {
      if (isAuthenticated) account.save(product);
      else addToWishlist(product);
      tellSaved(t, product.name);
    }
  };

  const clear = () => {
    if (isAuthenticated) account.clear();
    else clearWishlist();
    tellCleared(t);
  };

  return {
    items,
    count: items.length,
    /** Signed in, until the server's list has arrived. */
    isLoading: isAuthenticated && account.isLoading,
    has,
    toggle,
    clear,
  };
}
