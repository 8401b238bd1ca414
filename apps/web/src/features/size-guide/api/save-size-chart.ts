import type { SizeChartBody } from '@shop/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

/** PUT /api/admin/size-charts/:categoryId: creates or replaces the category's chart. */
export function useSaveSizeChart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ categoryId, body }: { categoryId: string; body: SizeChartBody }) =>
      apiCall('PUT /api/admin/size-charts/:categoryId', { params: { categoryId }, body }).then(
        (data) => data.sizeChart,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['sizeCharts'] }),
  });
}
