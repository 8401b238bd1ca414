import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@shop/domain';
import { api } from '@/lib/api-client';

/** DELETE /users/:id: soft delete; the server also ends every session of that user. */
export function useDeactivateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ user: User }>(`/users/${id}`).then((d) => d.user),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['users'] }),
  });
}
