import type { QueryClient } from '@tanstack/react-query';
import { mergeGuestCart } from '@/features/cart';
import { mergeBrowserWishlist } from '@/features/wishlist';
import type { Translate } from '@/lib/i18n/i18n';

/**
 * On sign-in and sign-up, what the shopper kept in this browser while signed out joins their
 * account (decisions 034 and 040). Each step keeps its own list when its call fails and never throws, so the
 * sign-in always goes on.
 */
export async function joinBrowserLists(queryClient: QueryClient, t: Translate): Promise<void> {
  await Promise.all([mergeBrowserWishlist(queryClient), mergeGuestCart(queryClient, t)]);
}
