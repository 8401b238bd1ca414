import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '@shop/domain';
import { api } from '@/lib/api-client';
import { cartQuery, EMPTY_CART } from '@/features/cart';
import type { AddressValues } from '../lib/address-validation';

export function placeOrder(input: { shippingAddress: AddressValues; idempotencyKey: string }) {
  return api
    .post<{ order: Order }>(
      '/orders',
      { shippingAddress: input.shippingAddress },
      { 'Idempotency-Key': input.idempotencyKey },
    )
    .then((data) => data.order);
}

/** The server empties the cart in the same transaction that creates the order. */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeOrder,
    onSuccess: (order) => {
      queryClient.setQueryData(cartQuery.queryKey, EMPTY_CART);
      queryClient.setQueryData(['orders', 'detail', order.id], order);
      void queryClient.invalidateQueries({ queryKey: ['orders', 'list'] });
      // Stock went down: product pages must not show the old count.
      void queryClient.invalidateQueries({ queryKey: ['products'] });
    },
  });
}
