import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { cartQuery, type Cart } from './get-cart';

export function addCartItem(input: { productId: string; quantity: number }) {
  return api.post<{ cart: Cart }>('/cart/items', input).then((data) => data.cart);
}

/** The server answers with the whole repriced cart, which replaces ours. */
export function useAddCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCartItem,
    onSuccess: (cart) => queryClient.setQueryData(cartQuery.queryKey, cart),
  });
}
