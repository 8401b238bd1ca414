import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { catalogueLanguage } from '@/lib/language';

/**
 * GET /api/size-charts?category=: the chart that applies to a category (its own or its parent's),
 * its words in the page's language (decision 074).
 */
export const sizeChartQuery = (categorySlug: string) =>
  queryOptions({
    queryKey: ['sizeCharts', 'chart', categorySlug],
    queryFn: ({ signal, meta }) =>
      apiCall('GET /api/size-charts', {
        query: { category: categorySlug, ...catalogueLanguage(meta) },
        signal,
      }).then((data) => data.sizeChart),
  });

export const useSizeChart = (categorySlug: string) => useQuery(sizeChartQuery(categorySlug));
