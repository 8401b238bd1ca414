import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { catalogueLanguage } from '@/lib/language';

/** Which listing the facets are of: its categories (a parent covers its subcategories) or a search. */
export interface FacetsScope {
  categories: string[];
  search?: string;
}

/**
 * The sizes in stock, colours, crafts and materials a listing can be filtered by (decision 024); on
 * a Hindi page, with the words to show for each of their values (`labels`).
 */
export const facetsQuery = ({ categories, search }: FacetsScope) =>
  queryOptions({
    queryKey: ['products', 'facets', { categories, search }],
    queryFn: ({ signal, meta }) =>
      apiCall('GET /api/products/facets', {
        query: {
          ...catalogueLanguage(meta),
          category: categories.join(',') || undefined,
          search: search || undefined,
        },
        signal,
      }).then((data) => data.facets),
  });

/** Keeps the last facets while another scope's load, so the filters do not blink. */
export const useFacets = (scope: FacetsScope, enabled = true) =>
  useQuery({ ...facetsQuery(scope), placeholderData: keepPreviousData, enabled });
