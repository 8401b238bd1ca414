import type { QueryClient } from '@tanstack/react-query';
import { MAX_WISHLIST_ITEMS } from '@shop/domain';
import { mergeIntoServer, serverWishlistQuery } from './api/server-wishlist';
import { forgetBrowserWishlist, getWishlist } from './hooks/wishlist-store';

/**
 * On sign-in or sign-up (decision 034): the list this browser kept while signed out joins the
 * account's in one call and then leaves the browser, so a shared device shows nothing of the account
 * once signed out again. The merged list answers the account's wishlist query, so the hearts need no
 * second call. Never throws: when the call fails the browser keeps its list for the next sign-in,
 * and the sign-in goes on.
 */
export async function mergeBrowserWishlist(queryClient: QueryClient): Promise<void> {
  const kept = getWishlist();
  if (kept.length === 0) return;
  try {
    // The server takes at most its limit in one merge; the oldest saved come first.
    const merged = await mergeIntoServer(kept.slice(0, MAX_WISHLIST_ITEMS).map((item) => item.id));
    queryClient.setQueryData(serverWishlistQuery.queryKey, merged);
    forgetBrowserWishlist();
  } catch {
    // Kept in the browser (see above).
  }
}
