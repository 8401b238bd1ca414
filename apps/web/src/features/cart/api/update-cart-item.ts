import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { cartQuery, type Cart } from './get-cart';

/** A quantity below 1 removes the line (the server's rule, SPEC section 4). */
export function updateCartItem(input: { itemId: string; quantity: number }) {
  return api
    .put<{ cart: Cart }>(`/cart/items/${input.itemId}`, { quantity: input.quantity })
    .then((data) => data.cart);
}

export function useUpdateCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCartItem,
    onSuccess: (cart) => queryClient.setQueryData(cartQuery.queryKey, cart),
  });
}
