import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateAdminBody } from '@shop/domain';
import { apiCall } from '@/lib/api-client';

/** What the form sends: every field, the role chosen. */
export type CreateAdminInput = Required<CreateAdminBody>;

/** POST /users/admin: a new staff account. */
export function useCreateAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateAdminInput) =>
      apiCall('POST /api/users/admin', { body }).then((data) => data.user),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['users'] }),
  });
}
