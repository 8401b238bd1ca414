import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

export function useResendNotification(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiCall('POST /api/notifications/:id/resend', { params: { id } }).then((data) => data.notification),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['orders', 'notifications', orderId] }),
  });
}
