import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ComplaintStatus } from '@shop/domain';
import { apiCall } from '@/lib/api-client';

export interface ComplaintFilter {
  status: ComplaintStatus | 'overdue' | 'all';
  page: number;
}

export const complaintsQuery = (filter: ComplaintFilter) =>
  queryOptions({
    queryKey: ['admin-complaints', filter],
    queryFn: ({ signal }) =>
      apiCall('GET /api/admin/complaints', {
        signal,
        query: {
          page: filter.page,
          ...(filter.status === 'overdue'
            ? { overdue: true }
            : filter.status === 'all'
              ? {}
              : { status: filter.status }),
        },
      }),
  });

/** GET /api/admin/complaints: a page of complaints with the counts for each tab (staff). */
export const useComplaints = (filter: ComplaintFilter) =>
  useQuery({ ...complaintsQuery(filter), placeholderData: keepPreviousData });
