import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order } from '@shop/domain';
import { api } from '@/lib/api-client';

export const orderQuery = (id: string) =>
  queryOptions({
    queryKey: ['orders', 'detail', id],
    queryFn: ({ signal }) =>
      api.get<{ order: Order }>(`/orders/${id}`, undefined, signal).then((data) => data.order),
  });

export const useOrder = (id: string) => useQuery(orderQuery(id));
