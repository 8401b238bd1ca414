import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

const adminSizeChartsQuery = queryOptions({
  queryKey: ['sizeCharts', 'admin'],
  queryFn: ({ signal }) => apiCall('GET /api/admin/size-charts', { signal }).then((data) => data.sizeCharts),
});

/** GET /api/admin/size-charts: every chart, with its category (staff). */
export const useAdminSizeCharts = () => useQuery(adminSizeChartsQuery);
