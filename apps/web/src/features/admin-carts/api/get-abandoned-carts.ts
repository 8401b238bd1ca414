import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

export interface AbandonedCartFilters {
  /** Untouched for at least this many hours (the API's own minimum is 1). */
  olderThanHours: number;
  page: number;
}

export const abandonedCartsQuery = (filters: AbandonedCartFilters) =>
  queryOptions({
    queryKey: ['abandoned-carts', filters],
    queryFn: ({ signal }) => apiCall('GET /api/admin/abandoned-carts', { query: filters, signal }),
  });

/** GET /api/admin/abandoned-carts: carts left behind, newest activity first (staff). */
export const useAbandonedCarts = (filters: AbandonedCartFilters) =>
  useQuery({ ...abandonedCartsQuery(filters), placeholderData: keepPreviousData });
