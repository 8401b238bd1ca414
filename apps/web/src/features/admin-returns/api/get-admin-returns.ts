import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ReturnStatus } from '@shop/domain';
import { apiCall } from '@/lib/api-client';

/** The Returns screen's filters: a status ('open': not yet settled; 'all': every one) and an age. */
export interface AdminReturnFilters {
  status: ReturnStatus | 'open' | 'all';
  /** Only returns asked more than this many days ago. */
  olderThanDays?: number | undefined;
  page: number;
}

export const adminReturnsQuery = (filters: AdminReturnFilters) =>
  queryOptions({
    queryKey: ['returns', 'admin', filters],
    queryFn: ({ signal }) =>
      apiCall('GET /api/admin/returns', {
        query: {
          status: filters.status === 'all' ? undefined : filters.status,
          olderThanDays: filters.olderThanDays,
          page: filters.page,
        },
        signal,
      }),
  });

/** GET /api/admin/returns: a page of returns, newest first, with the count of each status (staff). */
export const useAdminReturns = (filters: AdminReturnFilters) =>
  useQuery({ ...adminReturnsQuery(filters), placeholderData: keepPreviousData });
