import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

/** Staff's verdict on a UPI payment (decision 038): received (the order goes ahead) or not. */
function settleUpiPayment({ id, received }: { id: string; received: boolean }) {
  const request = received
    ? apiCall('POST /api/orders/:id/payment/received', { params: { id }, body: {} })
    : apiCall('POST /api/orders/:id/payment/not-received', { params: { id }, body: {} });
  return request.then((data) => data.order);
}

export function useSettleUpiPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: settleUpiPayment,
    onSuccess: (order) => {
      queryClient.setQueryData(['orders', 'detail', order.id], order);
      void queryClient.invalidateQueries({ queryKey: ['orders', 'admin'] });
      void queryClient.invalidateQueries({ queryKey: ['orders', 'notifications', order.id] });
      if (order.status === 'cancelled') void queryClient.invalidateQueries({ queryKey: ['products'] });
    },
  });
}
