import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

export const setupChecklistQuery = queryOptions({
  queryKey: ['setup', 'checklist'],
  queryFn: ({ signal }) => apiCall('GET /api/admin/setup-checklist', { signal }).then((data) => data.items),
});

/** GET /api/admin/setup-checklist: the back office's first steps, each ticked by the server. */
export const useSetupChecklist = (enabled = true) => useQuery({ ...setupChecklistQuery, enabled });
