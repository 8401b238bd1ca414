import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

/** GET /api/size-charts?category=: the chart that applies to a category (its own or its parent's). */
export const sizeChartQuery = (categorySlug: string) =>
  queryOptions({
    queryKey: ['sizeCharts', 'chart', categorySlug],
    queryFn: ({ signal }) =>
      apiCall('GET /api/size-charts', { query: { category: categorySlug }, signal }).then(
        (data) => data.sizeChart,
      ),
  });

export const useSizeChart = (categorySlug: string) => useQuery(sizeChartQuery(categorySlug));
