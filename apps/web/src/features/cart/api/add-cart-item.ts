import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddCartItemBody } from '@shop/domain';
import { apiCall } from '@/lib/api-client';
import { cartQuery } from './get-cart';
import { pageLanguage } from '@/lib/language';

export function addCartItem(input: AddCartItemBody) {
  return apiCall('POST /api/cart/items', { body: input, query: pageLanguage() }).then((data) => data.cart);
}

/** The server answers with the whole repriced cart, which replaces ours. */
export function useAddCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCartItem,
    onSuccess: (cart) => queryClient.setQueryData(cartQuery.queryKey, cart),
  });
}
