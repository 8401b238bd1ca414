import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '@shop/domain';
import { api } from '@/lib/api-client';
import { orderQuery } from './get-order';

export function cancelOrder(id: string) {
  return api.post<{ order: Order }>(`/orders/${id}/cancel`, {}).then((data) => data.order);
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: (order) => {
      queryClient.setQueryData(orderQuery(order.id).queryKey, order);
      void queryClient.invalidateQueries({ queryKey: ['orders', 'list'] });
      // The units went back on the shelf.
      void queryClient.invalidateQueries({ queryKey: ['products'] });
    },
  });
}
