import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

/** DELETE /api/admin/size-charts/:categoryId. */
export function useDeleteSizeChart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (categoryId: string) =>
      apiCall('DELETE /api/admin/size-charts/:categoryId', { params: { categoryId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['sizeCharts'] }),
  });
}
