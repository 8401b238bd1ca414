import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@shop/domain';
import { api } from '@/lib/api-client';

export const productQuery = (id: string) =>
  queryOptions({
    queryKey: ['products', 'detail', id],
    queryFn: ({ signal }) =>
      api
        .get<{ product: Product }>(`/products/id/${encodeURIComponent(id)}`, undefined, signal)
        .then((data) => data.product),
  });

export const useProduct = (id: string) => useQuery(productQuery(id));
