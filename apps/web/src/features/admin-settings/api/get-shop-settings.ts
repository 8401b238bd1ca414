import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

export const shopSettingsQuery = queryOptions({
  queryKey: ['shopSettings'],
  queryFn: ({ signal }) => apiCall('GET /api/admin/settings', { signal }).then((data) => data.settings),
});

/** GET /api/admin/settings: the shop's settings (staff). */
export const useShopSettings = () => useQuery(shopSettingsQuery);
