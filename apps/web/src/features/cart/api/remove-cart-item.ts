import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { cartQuery } from './get-cart';
import { pageLanguage } from '@/lib/language';

export function removeCartItem(itemId: string) {
  return apiCall('DELETE /api/cart/items/:itemId', { params: { itemId }, query: pageLanguage() }).then(
    (data) => data.cart,
  );
}

export function useRemoveCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCartItem,
    onSuccess: (cart) => queryClient.setQueryData(cartQuery.queryKey, cart),
  });
}
