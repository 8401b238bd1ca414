import { queryOptions, useQuery } from '@tanstack/react-query';
import { HOME_FEATURED_COUNT } from '@shop/domain';
import { apiCall } from '@/lib/api-client';
import { catalogueLanguage } from '@/lib/language';

export const featuredProductsQuery = (limit = HOME_FEATURED_COUNT) =>
  queryOptions({
    queryKey: ['products', 'featured', limit],
    queryFn: ({ signal, meta }) =>
      apiCall('GET /api/products/featured', { query: { limit, ...catalogueLanguage(meta) }, signal }).then(
        (data) => data.products,
      ),
  });

export const useFeaturedProducts = (limit?: number) => useQuery(featuredProductsQuery(limit));
