import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { addressesQuery } from './list-addresses';

export function deleteAddress(id: string) {
  return apiCall('DELETE /api/addresses/:id', { params: { id } }).then((data) => data.addresses);
}

/** The server answers with the book as it is now (the default may have moved). */
export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAddress,
    onSuccess: (addresses) => queryClient.setQueryData(addressesQuery.queryKey, addresses),
  });
}
