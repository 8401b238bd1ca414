import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Courier, OrderStatus } from '@shop/domain';
import { apiCall } from '@/lib/api-client';

/** A move along the lifecycle; shipping names the courier and AWB, a return to origin its reason. */
export interface StatusChange {
  id: string;
  status: OrderStatus;
  note?: string | undefined;
  courier?: Courier | undefined;
  trackingNumber?: string | undefined;
  reason?: string | undefined;
}

export function updateOrderStatus({ id, ...change }: StatusChange) {
  // Only the fields given: the server refuses a courier or reason sent with another move.
  const body = Object.fromEntries(
    Object.entries(change).filter(([, value]) => value !== undefined && value !== ''),
  ) as Omit<StatusChange, 'id'>;
  return apiCall('PATCH /api/orders/:id/status', { params: { id }, body }).then((data) => data.order);
}

export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderStatus,
    onSuccess: (order) => {
      queryClient.setQueryData(['orders', 'detail', order.id], order);
      void queryClient.invalidateQueries({ queryKey: ['orders', 'admin'] });
      // A status change writes a mail to the customer: the order's Notifications panel shows it.
      void queryClient.invalidateQueries({ queryKey: ['orders', 'notifications', order.id] });
      if (order.status === 'cancelled' || order.status === 'returned') {
        void queryClient.invalidateQueries({ queryKey: ['products'] });
      }
    },
  });
}
