import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedAddressBody } from '@shop/domain';
import { apiCall } from '@/lib/api-client';
import { addressesQuery } from './list-addresses';

export function updateAddress(input: { id: string; body: SavedAddressBody }) {
  return apiCall('PUT /api/addresses/:id', { params: { id: input.id }, body: input.body }).then(
    (data) => data.address,
  );
}

export function useUpdateAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressesQuery.queryKey }),
  });
}
