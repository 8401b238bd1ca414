import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from './api-client';

/**
 * The home page's hero and the announcement bar over every page (issue 26, decision 057), as the
 * owner wrote them on /admin/pages, placeholders filled. The layout and the home page read it.
 */
export const storefrontHomeQuery = queryOptions({
  queryKey: ['storefront', 'home'],
  queryFn: ({ signal }) => apiCall('GET /api/storefront/home', { signal }),
  staleTime: 5 * 60 * 1000,
});

export const useStorefrontHome = () => useQuery(storefrontHomeQuery);
