import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

export const orderNotificationsQuery = (orderId: string) =>
  queryOptions({
    queryKey: ['orders', 'notifications', orderId],
    queryFn: ({ signal }) =>
      apiCall('GET /api/orders/:id/notifications', { params: { id: orderId }, signal }).then(
        (data) => data.notifications,
      ),
  });

/** An order's mails; while one is on its way the panel looks again every few seconds. */
export const useOrderNotifications = (orderId: string) =>
  useQuery({
    ...orderNotificationsQuery(orderId),
    refetchInterval: (query) =>
      query.state.data?.some((row) => row.state === 'queued' || row.state === 'sending') ? 3_000 : false,
  });
