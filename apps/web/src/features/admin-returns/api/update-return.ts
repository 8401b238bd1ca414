import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateReturnBody } from '@shop/domain';
import { apiCall } from '@/lib/api-client';

export function updateReturn({ id, step }: { id: string; step: UpdateReturnBody }) {
  return apiCall('PATCH /api/returns/:id', { params: { id }, body: step }).then((data) => data.return);
}

/**
 * PATCH /api/returns/:id: one step of a return (staff). The return on screen is replaced by the
 * answer, and the lists that show it are fetched again.
 */
export function useUpdateReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReturn,
    onSuccess: (changed) => {
      queryClient.setQueryData(['returns', 'detail', changed.id], changed);
      void queryClient.invalidateQueries({ queryKey: ['returns'] });
      // Receiving puts pieces back in stock; an exchange holds stock and opens a replacement order.
      if (changed.status === 'received' || changed.status === 'exchanged') {
        void queryClient.invalidateQueries({ queryKey: ['products'] });
      }
      if (changed.replacementOrderId) void queryClient.invalidateQueries({ queryKey: ['orders'] });
    },
  });
}
