import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import type { CategoryPayload } from '../category-form';

/** POST /categories, or PUT /categories/:id when an id is given. */
export function useSaveCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string | undefined; body: CategoryPayload }) =>
      (id
        ? apiCall('PUT /api/categories/:id', { params: { id }, body })
        : apiCall('POST /api/categories', { body })
      ).then((data) => data.category),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['categories'] }),
        queryClient.invalidateQueries({ queryKey: ['products'] }),
      ]);
    },
  });
}
