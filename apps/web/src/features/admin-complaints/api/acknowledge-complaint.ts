import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

/** POST /api/admin/complaints/:id/acknowledge. */
export function useAcknowledgeComplaint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiCall('POST /api/admin/complaints/:id/acknowledge', { params: { id } }).then(
        (data) => data.complaint,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin-complaints'] }),
  });
}
