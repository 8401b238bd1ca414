import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { cartQuery } from './get-cart';
import { pageLanguage } from '@/lib/language';

export function removeCoupon() {
  return apiCall('DELETE /api/cart/coupon', { query: pageLanguage() }).then((data) => data.cart);
}

export function useRemoveCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCoupon,
    onSuccess: (cart) => queryClient.setQueryData(cartQuery.queryKey, cart),
  });
}
