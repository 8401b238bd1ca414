import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { useAuth } from '@/features/auth';

/** The signed-in customer's address book, the default first (decision 034). */
export const addressesQuery = queryOptions({
  queryKey: ['addresses'],

  queryFn: ({ signal }) => apiCall('GET /api/addresses', { signal }).then((data) => data.addresses),
});

/** Visitors have no address book and make no call. */
export function useSavedAddresses() {
  const { isAuthenticated } = useAuth();
  return useQuery({ ...addressesQuery, enabled: isAuthenticated });
}
