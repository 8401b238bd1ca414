import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

/** DELETE /users/:id: soft delete; the server also ends every session of that user. */
export function useDeactivateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiCall('DELETE /api/users/:id', { params: { id } }).then((data) => data.user),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['users'] }),
  });
}
