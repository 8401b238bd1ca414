import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

/** POST /api/admin/abandoned-carts/:cartId/remind-email: one reminder mail a week per cart. */
export function useRemindByEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cartId: string) =>
      apiCall('POST /api/admin/abandoned-carts/:cartId/remind-email', { params: { cartId } }),
    // The list shows when the last reminder went, so it is read again either way (a 409 too).
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['abandoned-carts'] }),
  });
}
