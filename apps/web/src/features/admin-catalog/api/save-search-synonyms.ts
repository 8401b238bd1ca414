import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { searchSynonymsQuery } from './get-search-synonyms';

/** PUT /api/admin/search-synonyms: the whole list at once; searches answered before are forgotten. */
export function useSaveSearchSynonyms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (groups: string[][]) =>
      apiCall('PUT /api/admin/search-synonyms', { body: { groups } }).then((data) => data.groups),
    onSuccess: async (groups) => {
      queryClient.setQueryData(searchSynonymsQuery.queryKey, groups);
      await queryClient.invalidateQueries({ queryKey: ['products'] });
    },
  });
}
