import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

export const couponsQuery = queryOptions({
  queryKey: ['coupons'],
  queryFn: ({ signal }) => apiCall('GET /api/coupons', { signal }).then((data) => data.coupons),
});

/** GET /api/coupons: every code with its uses and revenue (staff). */
export const useCoupons = () => useQuery(couponsQuery);
