import type { QueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { apiCall } from '@/lib/api-client';
import { cartQuery } from './api/get-cart';
import { guestCart } from './lib/guest-cart-store';
import { pageLanguage } from '@/lib/language';
import type { Translate } from '@/lib/i18n/i18n';

/**
 * On sign-in or sign-up (decision 040): the pieces a guest put in this browser's cart join the
 * account's cart (the server caps each by stock and says what changed), then leave the browser. The
 * merged cart answers the cart query, so the badge needs no second call. Never throws: when the call
 * fails the browser keeps its lines for the next sign-in, and the sign-in goes on.
 */
export async function mergeGuestCart(queryClient: QueryClient, t: Translate): Promise<void> {
  const items = guestCart.lines();
  if (items.length === 0) return;
  try {
    const { cart, changes } = await apiCall('POST /api/cart/merge', {
      body: { items: [...items] },
      query: pageLanguage(),
    });
    guestCart.clear();
    queryClient.setQueryData(cartQuery.queryKey, cart);
    if (changes.length === 0) return;
    // After the sign-in's own "Signed in" toast, which would otherwise replace this one.
    window.setTimeout(() =>
      toast({
        title: t('cart.toast.merged'),
        description: changes.map((change) => change.message).join('. '),
      }),
    );
  } catch {
    // Kept in the browser (see above).
  }
}
