import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

export const orderReturnsQuery = (orderId: string) =>
  queryOptions({
    queryKey: ['returns', 'order', orderId],
    queryFn: ({ signal }) =>
      apiCall('GET /api/orders/:id/returns', { params: { id: orderId }, signal }).then(
        (data) => data.returns,
      ),
  });

/** GET /api/orders/:id/returns: an order's returns, oldest first. */
export const useOrderReturns = (orderId: string) => useQuery(orderReturnsQuery(orderId));
