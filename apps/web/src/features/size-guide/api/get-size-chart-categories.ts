import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

/** GET /api/size-charts/categories: the slugs of the categories a size chart applies to. */
export const sizeChartCategoriesQuery = queryOptions({
  queryKey: ['sizeCharts', 'categories'],

  queryFn: ({ signal }) => apiCall('GET /api/size-charts/categories', { signal }).then((data) => data.slugs),
});

export const useSizeChartCategories = () => useQuery(sizeChartCategoriesQuery);

/**
 * For a product page's prefetch: the list that decides whether its "Size guide" button shows, so
 * the server renders the button in place. A failure only leaves the button out.
 */
export function prefetchSizeGuide(queryClient: QueryClient): Promise<void> {
  return queryClient.prefetchQuery(sizeChartCategoriesQuery);
}
