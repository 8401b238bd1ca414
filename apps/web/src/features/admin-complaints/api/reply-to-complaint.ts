import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

/** POST /api/admin/complaints/:id/replies: kept, and mailed to the customer. */
export function useReplyToComplaint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, message }: { id: string; message: string }) =>
      apiCall('POST /api/admin/complaints/:id/replies', { params: { id }, body: { message } }).then(
        (data) => data.complaint,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin-complaints'] }),
  });
}
