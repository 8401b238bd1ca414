import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@shop/domain';
import { api } from '@/lib/api-client';

/** POST /users/:id/reactivate (DECISIONS D4). */
export function useReactivateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<{ user: User }>(`/users/${id}/reactivate`).then((d) => d.user),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['users'] }),
  });
}
