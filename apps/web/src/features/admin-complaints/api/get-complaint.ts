import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

export const complaintQuery = (id: string) =>
  queryOptions({
    queryKey: ['admin-complaints', 'one', id],
    queryFn: ({ signal }) =>
      apiCall('GET /api/admin/complaints/:id', { signal, params: { id } }).then((data) => data.complaint),
  });

/** GET /api/admin/complaints/:id: one complaint with its message and replies (staff). */
export const useComplaint = (id: string | null) =>
  useQuery({ ...complaintQuery(id ?? ''), enabled: id !== null });
