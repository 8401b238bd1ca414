import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

/** Which listing the facets are of: its categories (a parent covers its subcategories) or a search. */
export interface FacetsScope {
  categories: string[];
  search?: string;
}

/** The sizes in stock, colours, crafts and materials a listing can be filtered by (decision 024). */
export const facetsQuery = ({ categories, search }: FacetsScope) =>
  queryOptions({
    queryKey: ['products', 'facets', { categories, search }],
    queryFn: ({ signal }) =>
      apiCall('GET /api/products/facets', {
        query: { category: categories.join(',') || undefined, search: search || undefined },
        signal,
      }).then((data) => data.facets),
  });

/** Keeps the last facets while another scope's load, so the filters do not blink. */
export const useFacets = (scope: FacetsScope, enabled = true) =>
  useQuery({ ...facetsQuery(scope), placeholderData: keepPreviousData, enabled });
