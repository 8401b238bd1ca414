import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

export const orderQuery = (id: string) =>
  queryOptions({
    queryKey: ['orders', 'detail', id],
    queryFn: ({ signal }) =>
      apiCall('GET /api/orders/:id', { params: { id }, signal }).then((data) => data.order),
  });

export const useOrder = (id: string) => useQuery(orderQuery(id));
