import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '@shop/domain';
import { api } from '@/lib/api-client';

export const adminCategoriesQuery = queryOptions({
  queryKey: ['categories', 'admin'],
  queryFn: ({ signal }) =>
    api
      .get<{ categories: Category[] }>('/categories', { includeInactive: true }, signal)
      .then((data) => data.categories),
});

/** GET /categories?includeInactive=true: every category, parents and subcategories, for staff. */
export const useAdminCategories = () => useQuery(adminCategoriesQuery);
