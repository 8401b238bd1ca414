import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_PAGE_SIZE } from '@shop/domain';
import { apiCall } from '@/lib/api-client';

export interface AdminProductFilter {
  page: number;
  /** A category slug; a parent slug covers its subcategories. */
  category?: string | undefined;
  search?: string | undefined;
}

export const adminProductsQuery = (filter: AdminProductFilter) =>
  queryOptions({
    queryKey: ['products', 'admin', filter],
    queryFn: ({ signal }) =>
      apiCall('GET /api/products', {
        query: {
          page: filter.page,
          limit: ADMIN_PAGE_SIZE,
          category: filter.category,
          search: filter.search,
          includeInactive: true,
        },
        signal,
      }),
  });

/** GET /products with inactive ones too (staff only); the last page stays while the next loads. */
export const useAdminProducts = (filter: AdminProductFilter) =>
  useQuery({ ...adminProductsQuery(filter), placeholderData: keepPreviousData });
