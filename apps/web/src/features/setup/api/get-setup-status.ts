import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

export const setupStatusQuery = queryOptions({
  queryKey: ['setup', 'status'],
  queryFn: ({ signal }) => apiCall('GET /api/setup', { signal }),
});

/** GET /api/setup: whether the shop still needs its first-run setup. */
export const useSetupStatus = (enabled = true) => useQuery({ ...setupStatusQuery, enabled });
