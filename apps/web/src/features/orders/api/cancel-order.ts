import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { orderQuery } from './get-order';

export function cancelOrder(id: string) {
  return apiCall('POST /api/orders/:id/cancel', { params: { id }, body: {} }).then((data) => data.order);
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
