import { queryOptions, useQuery } from '@tanstack/react-query';
import { HOME_FEATURED_COUNT, type Product } from '@shop/domain';
import { api } from '@/lib/api-client';

export const featuredProductsQuery = (limit = HOME_FEATURED_COUNT) =>
  queryOptions({
    queryKey: ['products', 'featured', limit],
    queryFn: ({ signal }) =>
      api.get<{ products: Product[] }>('/products/featured', { limit }, signal).then((data) => data.products),
  });

export const useFeaturedProducts = (limit?: number) => useQuery(featuredProductsQuery(limit));
