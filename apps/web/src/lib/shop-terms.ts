import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShopTerms } from '@shop/domain';
import { apiCall } from './api-client';
import { catalogueLanguage } from './language';

/**
 * What the shop tells every visitor (decision 048): its legal name and address, customer care, the
 * grievance officer (their designation in the page's language; decision 075), and the tax,
 * payment and delivery rules as the settings hold them now.
 */
export const shopTermsQuery = queryOptions({
  queryKey: ['shop', 'terms'],
  queryFn: ({ signal, meta }) =>
    apiCall('GET /api/shop/terms', { query: catalogueLanguage(meta), signal }).then((data) => data.terms),
  staleTime: 5 * 60 * 1000,
});

/** The terms once known (the server renders every page with them); undefined until then. */
export function useShopTerms(): ShopTerms | undefined {
  return useQuery(shopTermsQuery).data;
}
