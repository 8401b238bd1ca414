import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderStatus } from '@shop/domain';
import { apiCall } from '@/lib/api-client';

export function updateOrderStatus(input: { id: string; status: OrderStatus; note?: string }) {
  const body = input.note ? { status: input.status, note: input.note } : { status: input.status };
  return apiCall('PATCH /api/orders/:id/status', { params: { id: input.id }, body }).then(
    (data) => data.order,
  );
}

export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderStatus,
    onSuccess: (order) => {
      queryClient.setQueryData(['orders', 'detail', order.id], order);
      void queryClient.invalidateQueries({ queryKey: ['orders', 'admin'] });
      if (order.status === 'cancelled') void queryClient.invalidateQueries({ queryKey: ['products'] });
    },
  });
}
