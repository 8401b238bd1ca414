import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

export const ordersQuery = (page: number) =>
  queryOptions({
    queryKey: ['orders', 'list', page],

    queryFn: ({ signal }) => apiCall('GET /api/orders', { query: { page }, signal }),
  });

/** My orders, newest first (the server orders them). */
export const useOrders = (page: number) =>
  useQuery({ ...ordersQuery(page), placeholderData: keepPreviousData });
