import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

export const adminCategoriesQuery = queryOptions({
  queryKey: ['categories', 'admin'],
  queryFn: ({ signal }) =>
    apiCall('GET /api/categories', { query: { includeInactive: true }, signal }).then(
      (data) => data.categories,
    ),
});

/** GET /categories?includeInactive=true: every category, parents and subcategories, for staff. */
export const useAdminCategories = () => useQuery(adminCategoriesQuery);
