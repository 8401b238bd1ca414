import { queryOptions, useQuery } from '@tanstack/react-query';
import { SEARCH_MIN_CHARS } from '@shop/domain';
import { apiCall } from '@/lib/api-client';

/** GET /api/products/spellings: searches spelt like this one, for "Did you mean …?". */
export const spellingsQuery = (q: string) =>
  queryOptions({
    queryKey: ['products', 'spellings', q],
    queryFn: ({ signal }) =>
      apiCall('GET /api/products/spellings', { query: { q }, signal }).then((data) => data.spellings),
  });

/** Asked only when a search found nothing (and is long enough to be a search at all). */
export function useSpellings(q: string, wanted: boolean) {
  return useQuery({ ...spellingsQuery(q), enabled: wanted && q.length >= SEARCH_MIN_CHARS });
}
