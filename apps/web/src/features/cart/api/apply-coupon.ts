import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { cartQuery } from './get-cart';
import { pageLanguage } from '@/lib/language';

/** Puts a code on the cart; a refusal (422) carries the server's reason in words. */
export function applyCoupon(code: string) {
  return apiCall('POST /api/cart/coupon', { body: { code }, query: pageLanguage() }).then(
    (data) => data.cart,
  );
}

export function useApplyCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyCoupon,
    onSuccess: (cart) => queryClient.setQueryData(cartQuery.queryKey, cart),
  });
}
