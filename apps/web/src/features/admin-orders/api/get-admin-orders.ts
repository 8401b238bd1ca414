import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderStatus } from '@shop/domain';
import { apiCall } from '@/lib/api-client';

export interface AdminOrderFilters {
  status?: OrderStatus;
  search?: string;
  /** Days placed in India, YYYY-MM-DD (the dashboard's figures link here with them). */
  from?: string;
  to?: string;
  page: number;
}

export const adminOrdersQuery = (filters: AdminOrderFilters) =>
  queryOptions({
    queryKey: ['orders', 'admin', filters],
    queryFn: ({ signal }) =>
      apiCall('GET /api/admin/orders', {
        query: {
          status: filters.status,
          search: filters.search,
          from: filters.from,
          to: filters.to,
          page: filters.page,
        },
        signal,
      }),
  });

export const useAdminOrders = (filters: AdminOrderFilters) =>
  useQuery({ ...adminOrdersQuery(filters), placeholderData: keepPreviousData });
