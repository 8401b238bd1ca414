import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateReturnBody } from '@shop/domain';
import { apiCall } from '@/lib/api-client';
import { returnOptionsKey, type GuestPair } from './keys';

/** POST /api/orders/:id/returns: the request; the order's returns are read again after it. */
export function useCreateReturn(orderId: string, guest?: GuestPair) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateReturnBody) =>
      apiCall('POST /api/orders/:id/returns', {
        params: { id: orderId },
        body: guest ? { ...body, ...guest } : body,
      }).then((data) => data.return),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: returnOptionsKey(orderId) }),
  });
}
