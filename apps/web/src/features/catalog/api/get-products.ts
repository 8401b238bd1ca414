import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { LISTING_PAGE_SIZE, type ProductList } from '@shop/domain';
import { api } from '@/lib/api-client';

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
      api.get<ProductList>(
        '/products',
        {
          page: filter.page,
          limit: LISTING_PAGE_SIZE,
          category: filter.categories.join(','),
          minPrice: filter.minPrice,
          maxPrice: filter.maxPrice,
        },
        signal,
      ),
  });

export function useProducts(filter: ProductFilter) {
  return useQuery({ ...productsQuery(filter), placeholderData: keepPreviousData });
}
