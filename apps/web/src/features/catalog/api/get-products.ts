import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { LISTING_PAGE_SIZE, type ProductSort } from '@shop/domain';
import { apiCall } from '@/lib/api-client';

export interface ProductFilter {
  page: number;
  /** Category slugs; a parent slug covers its subcategories. None: every category (a search). */
  categories: string[];
  minPrice?: number;
  maxPrice?: number;
  /** What a shopper typed; the answer is ranked by how well it matches unless sorted otherwise. */
  search?: string;
  /** Only what can be bought now. */
  inStock?: true;
  /** Left out for the page's default order (newest, or best match for a search). */
  sort?: ProductSort;
  /** Values of a size or colour option among the variants in stock (decision 024). */
  sizes?: string[];
  colours?: string[];
  /** Provenance, case aside. */
  crafts?: string[];
  materials?: string[];
}

const commaList = (values: string[] | undefined) => values?.join(',') || undefined;

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
          search: filter.search,
          inStock: filter.inStock,
          sort: filter.sort,
          size: commaList(filter.sizes),
          colour: commaList(filter.colours),
          craft: commaList(filter.crafts),
          material: commaList(filter.materials),
        },
        signal,
      }),
  });

export function useProducts(filter: ProductFilter) {
  return useQuery({ ...productsQuery(filter), placeholderData: keepPreviousData });
}
