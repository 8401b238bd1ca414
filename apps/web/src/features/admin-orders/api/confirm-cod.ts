import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

export function confirmCod(id: string) {
  return apiCall('POST /api/orders/:id/cod-confirmation', { params: { id } }).then((data) => data.order);
}

/** Records that the customer confirmed the Cash-on-Delivery order (decision 028). */
export function useConfirmCod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmCod,
    onSuccess: (order) => {
      queryClient.setQueryData(['orders', 'detail', order.id], order);
      void queryClient.invalidateQueries({ queryKey: ['orders', 'admin'] });
    },
  });
}
