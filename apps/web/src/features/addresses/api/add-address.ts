import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedAddressBody } from '@shop/domain';
import { apiCall } from '@/lib/api-client';
import { addressesQuery } from './list-addresses';

export function addAddress(body: SavedAddressBody) {
  return apiCall('POST /api/addresses', { body }).then((data) => data.address);
}

/** A new default changes the others too: the list is read again. */
export function useAddAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressesQuery.queryKey }),
  });
}
