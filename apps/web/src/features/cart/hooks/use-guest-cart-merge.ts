import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from '@/components/ui/use-toast';
import { registerAfterSignIn } from '@/lib/after-sign-in';
import { apiCall } from '@/lib/api-client';
import { guestCart } from '../lib/guest-cart-store';
import { cartQuery } from '../api/get-cart';

/**
 * On every sign-in and sign-up, the pieces a guest put in this browser's cart join the account's
 * cart (decision 040; the server caps each by stock and says what changed). Mount once, in the
 * layout. The browser's lines are forgotten only once the server has them.
 */
export function useGuestCartMerge(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      registerAfterSignIn(async () => {
        const items = guestCart.lines();
        if (items.length === 0) return;
        const { cart, changes } = await apiCall('POST /api/cart/merge', { body: { items: [...items] } });
        guestCart.clear();
        queryClient.setQueryData(cartQuery.queryKey, cart);
        if (changes.length === 0) return;
        // After the sign-in's own "Welcome back" toast, which would otherwise replace this one.
        window.setTimeout(() =>
          toast({
            title: 'Your cart was updated',
            description: changes.map((change) => change.message).join('. '),
          }),
        );
      }),
    [queryClient],
  );
}
