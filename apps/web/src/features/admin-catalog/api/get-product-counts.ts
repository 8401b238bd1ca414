import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

/**
 * Product Management's figures over the whole catalogue (staff only). Under `products`, so every
 * product or category change refreshes them with the list.
 */
export const useProductCounts = () =>
  useQuery({
    queryKey: ['products', 'admin-counts'],
    queryFn: async ({ signal }) => (await apiCall('GET /api/admin/products/counts', { signal })).counts,
  });
