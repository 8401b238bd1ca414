import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderList } from '@shop/domain';
import { api } from '@/lib/api-client';

export const ordersQuery = (page: number) =>
  queryOptions({
    queryKey: ['orders', 'list', page],
    queryFn: ({ signal }) => api.get<OrderList>('/orders', { page }, signal),
  });

/** My orders, newest first (the server orders them). */
export const useOrders = (page: number) =>
  useQuery({ ...ordersQuery(page), placeholderData: keepPreviousData });
