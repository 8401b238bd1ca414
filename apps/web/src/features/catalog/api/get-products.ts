import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { LISTING_PAGE_SIZE, type ProductListQuery, type ProductFilter as ListFilter } from '@shop/domain';
import { apiCall } from '@/lib/api-client';
import { catalogueLanguage } from '@/lib/language';

/**
 * A listing's or search's filter: the contract's own (`ProductFilter`, the API's parsed query) with
 * the page. `category` is always named (no slug: every category, a search); `search` is what a
 * shopper typed; an attribute list (`size`, `colour`, `craft`, `material`) holds chosen values.
 */
export type ProductFilter = Pick<ProductListQuery, 'page'> &
  Required<Pick<ListFilter, 'category'>> &
  Pick<
    ListFilter,
    'minPrice' | 'maxPrice' | 'search' | 'inStock' | 'sort' | 'size' | 'colour' | 'craft' | 'material'
  >;

const commaList = (values: string[] | undefined) => values?.join(',') || undefined;

export const productsQuery = (filter: ProductFilter) =>
  queryOptions({
    queryKey: ['products', 'list', filter],
    queryFn: ({ signal, meta }) =>
      apiCall('GET /api/products', {
        query: {
          ...catalogueLanguage(meta),
          page: filter.page,
          limit: LISTING_PAGE_SIZE,
          category: filter.category.join(','),
          minPrice: filter.minPrice,
          maxPrice: filter.maxPrice,
          search: filter.search,
          inStock: filter.inStock,
          sort: filter.sort,
          size: commaList(filter.size),
          colour: commaList(filter.colour),
          craft: commaList(filter.craft),
          material: commaList(filter.material),
        },
        signal,
      }),
  });

export function useProducts(filter: ProductFilter) {
  return useQuery({ ...productsQuery(filter), placeholderData: keepPreviousData });
}
