import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { cartQuery, EMPTY_CART } from '@/features/cart';
import type { ShippingAddress } from '@shop/domain';

export function placeOrder(input: { shippingAddress: ShippingAddress; idempotencyKey: string }) {
  return apiCall('POST /api/orders', {
    body: { shippingAddress: input.shippingAddress },
    headers: { 'idempotency-key': input.idempotencyKey },
  }).then((data) => data.order);
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
