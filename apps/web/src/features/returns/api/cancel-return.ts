import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { returnOptionsKey, type GuestPair } from './keys';

/** POST /api/returns/:id/cancel: the shopper takes a request back before the pickup. */
export function useCancelReturn(orderId: string, guest?: GuestPair) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (returnId: string) =>
      apiCall('POST /api/returns/:id/cancel', { params: { id: returnId }, body: guest ?? {} }).then(
        (data) => data.return,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: returnOptionsKey(orderId) }),
  });
}
