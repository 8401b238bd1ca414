import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

/** Where the signed-in person is signed in (issue 29), the most recently used first. */
export const sessionsQuery = queryOptions({
  queryKey: ['auth', 'sessions'],

  queryFn: ({ signal }) => apiCall('GET /api/auth/sessions', { signal }).then((data) => data.sessions),
  // "Last active" is only worth showing as it is now.
  staleTime: 0,
});

export const useSessions = () => useQuery(sessionsQuery);

/** Signs one session out, or every other one; the list is read again either way. */
export function useEndSessions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: sessionsQuery.queryKey });
  const endOne = useMutation({
    mutationFn: (id: string) => apiCall('DELETE /api/auth/sessions/:id', { params: { id } }),
    onSettled: refresh,
  });
  const endOthers = useMutation({
    mutationFn: () => apiCall('POST /api/auth/sessions/end-others'),
    onSettled: refresh,
  });
  return { endOne, endOthers };
}
