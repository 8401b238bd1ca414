import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from './api-client';
import { catalogueLanguage } from './language';

/**
 * The home page's hero and the announcement bar over every page (issue 26, decision 057), as the
 * owner wrote them on /admin/pages, placeholders filled, in the page's language (decision 075).
 * The layout and the home page read it.
 */
export const storefrontHomeQuery = queryOptions({
  queryKey: ['storefront', 'home'],
  queryFn: ({ signal, meta }) =>
    apiCall('GET /api/storefront/home', { query: catalogueLanguage(meta), signal }),
  staleTime: 5 * 60 * 1000,
});

export const useStorefrontHome = () => useQuery(storefrontHomeQuery);
