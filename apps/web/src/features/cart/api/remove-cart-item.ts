import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { cartQuery } from './get-cart';

export function removeCartItem(itemId: string) {
  return apiCall('DELETE /api/cart/items/:itemId', { params: { itemId } }).then((data) => data.cart);
}

export function useRemoveCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCartItem,
    onSuccess: (cart) => queryClient.setQueryData(cartQuery.queryKey, cart),
  });
}
