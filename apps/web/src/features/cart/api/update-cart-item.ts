import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { pageLanguage } from '@/lib/language';
import { cartQuery } from './get-cart';

/** A quantity below 1 removes the line (the server's rule, decision 008). */
export function updateCartItem(input: { itemId: string; quantity: number }) {
  return apiCall('PUT /api/cart/items/:itemId', {
    params: { itemId: input.itemId },
    body: { quantity: input.quantity },
    query: pageLanguage(),
  }).then((data) => data.cart);
}

export function useUpdateCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCartItem,
    onSuccess: (cart) => queryClient.setQueryData(cartQuery.queryKey, cart),
  });
}
