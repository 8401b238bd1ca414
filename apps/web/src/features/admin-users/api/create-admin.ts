import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@shop/domain';
import { api } from '@/lib/api-client';

export interface CreateAdminInput {
  email: string;
  password: string;
  fullName: string;
  role: 'admin' | 'administrator';
}

/** POST /users/admin: a new staff account. */
export function useCreateAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateAdminInput) =>
      api.post<{ user: User }>('/users/admin', body).then((d) => d.user),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['users'] }),
  });
}
