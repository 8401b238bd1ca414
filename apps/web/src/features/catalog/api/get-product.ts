import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

export const productQuery = (id: string) =>
  queryOptions({
    queryKey: ['products', 'detail', id],
    queryFn: ({ signal }) =>
      apiCall('GET /api/products/id/:id', { params: { id }, signal }).then((data) => data.product),
  });

export const useProduct = (id: string) => useQuery(productQuery(id));
