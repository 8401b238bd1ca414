import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { cartQuery } from './get-cart';
import { pageLanguage } from '@/lib/language';

export function clearCart() {
  return apiCall('DELETE /api/cart', { query: pageLanguage() }).then((data) => data.cart);
}

export function useClearCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearCart,
    onSuccess: (cart) => queryClient.setQueryData(cartQuery.queryKey, cart),
  });
}
