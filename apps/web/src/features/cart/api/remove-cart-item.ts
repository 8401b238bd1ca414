import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { cartQuery, type Cart } from './get-cart';

export function removeCartItem(itemId: string) {
  return api.delete<{ cart: Cart }>(`/cart/items/${itemId}`).then((data) => data.cart);
}

export function useRemoveCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCartItem,
    onSuccess: (cart) => queryClient.setQueryData(cartQuery.queryKey, cart),
  });
}
