import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

const staffCategoriesQuery = queryOptions({
  queryKey: ['categories', 'admin'],
  queryFn: ({ signal }) =>
    apiCall('GET /api/categories', { query: { includeInactive: true }, signal }).then(
      (data) => data.categories,
    ),
});

/** Every category, hidden ones too: a chart may be prepared before its category is shown. */
export const useStaffCategories = () => useQuery(staffCategoriesQuery);
