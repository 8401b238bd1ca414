import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

/** The Activity screen's filters, as GET /api/admin/audit takes them (empty ones left out). */
export interface ActivityFilter {
  page: number;
  actor?: string | undefined;
  entity?: string | undefined;
  entityId?: string | undefined;
  action?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** GET /api/admin/audit: one page of the activity log; the last page stays while the next loads. */
export const useActivity = (filter: ActivityFilter) =>
  useQuery({
    queryKey: ['audit', 'list', filter],
    queryFn: ({ signal }) => apiCall('GET /api/admin/audit', { query: filter, signal }),
    placeholderData: keepPreviousData,
    // The log moves with every staff change: read it afresh each time the screen opens.
    staleTime: 0,
  });

export const historyQuery = (entity: 'product' | 'order', id: string) =>
  queryOptions({
    queryKey: ['audit', 'history', entity, id],
    queryFn: ({ signal }) =>
      apiCall('GET /api/admin/history/:entity/:id', { params: { entity, id }, signal }),
    staleTime: 0,
  });

/** A product's or an order's own history, newest first, for its back-office view. */
export const useHistory = (entity: 'product' | 'order', id: string) => useQuery(historyQuery(entity, id));
