import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

export const shopStatsQuery = queryOptions({
  queryKey: ['shopStats'],
  queryFn: ({ signal }) => apiCall('GET /api/products/stats', { signal }),
});

/** GET /api/products/stats: designs on sale, reviews written and their average (decision 030). */
export const useShopStats = () => useQuery(shopStatsQuery);
