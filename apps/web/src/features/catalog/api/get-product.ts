import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { catalogueLanguage } from '@/lib/language';

export const productQuery = (id: string) =>
  queryOptions({
    queryKey: ['products', 'detail', id],
    queryFn: ({ signal, meta }) =>
      apiCall('GET /api/products/id/:id', { params: { id }, query: catalogueLanguage(meta), signal }).then(
        (data) => data.product,
      ),
  });

export const useProduct = (id: string) => useQuery(productQuery(id));
