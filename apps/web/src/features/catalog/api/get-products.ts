import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { LISTING_PAGE_SIZE } from '@shop/domain';
import { apiCall } from '@/lib/api-client';

export interface ProductFilter {
  page: number;
  /** Category slugs; a parent slug covers its subcategories. */
  categories: string[];
  minPrice?: number;
  maxPrice?: number;
}

export const productsQuery = (filter: ProductFilter) =>
  queryOptions({
    queryKey: ['products', 'list', filter],
    queryFn: ({ signal }) =>
      apiCall('GET /api/products', {
        query: {
          page: filter.page,
          limit: LISTING_PAGE_SIZE,
          category: filter.categories.join(','),
          minPrice: filter.minPrice,
          maxPrice: filter.maxPrice,
        },
        signal,
      }),
  });

export function useProducts(filter: ProductFilter) {
  return useQuery({ ...productsQuery(filter), placeholderData: keepPreviousData });
}
