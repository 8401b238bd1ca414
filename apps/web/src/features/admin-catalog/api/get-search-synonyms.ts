import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

export const searchSynonymsQuery = queryOptions({
  queryKey: ['search-synonyms'],
  queryFn: ({ signal }) => apiCall('GET /api/admin/search-synonyms', { signal }).then((data) => data.groups),
});

/** GET /api/admin/search-synonyms: the groups of words search reads as one (staff only). */
export const useSearchSynonyms = () => useQuery(searchSynonymsQuery);
