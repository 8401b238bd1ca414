import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderList, OrderStatus } from '@shop/domain';
import { api } from '@/lib/api-client';

export interface AdminOrderFilters {
  status?: OrderStatus;
  search?: string;
  page: number;
}

export const adminOrdersQuery = (filters: AdminOrderFilters) =>
  queryOptions({
    queryKey: ['orders', 'admin', filters],
    queryFn: ({ signal }) =>
      api.get<OrderList>(
        '/admin/orders',
        { status: filters.status, search: filters.search, page: filters.page },
        signal,
      ),
  });

export const useAdminOrders = (filters: AdminOrderFilters) =>
  useQuery({ ...adminOrdersQuery(filters), placeholderData: keepPreviousData });
