import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { returnOptionsKey, type GuestPair } from './keys';

/**
 * What may be returned from a delivered order now, and the returns asked so far: for the signed-in
 * shopper by their session, for a guest by the tracking pair.
 */
export const returnOptionsQuery = (orderId: string, guest?: GuestPair) =>
  queryOptions({
    queryKey: [...returnOptionsKey(orderId), guest?.orderNumber ?? null, guest?.phone ?? null],
    queryFn: ({ signal }) =>
      apiCall('POST /api/orders/:id/return-options', {
        params: { id: orderId },
        body: guest ?? {},
        signal,
      }).then((data) => data.options),
  });

export const useReturnOptions = (orderId: string, guest: GuestPair | undefined, enabled: boolean) =>
  useQuery({ ...returnOptionsQuery(orderId, guest), enabled });
