import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

export const parentCategoriesQuery = queryOptions({
  queryKey: ['categories', 'parents'],
  queryFn: ({ signal }) => apiCall('GET /api/categories/parents', { signal }).then((data) => data.categories),
});

export const useParentCategories = () => useQuery(parentCategoriesQuery);

export const categoryQuery = (slug: string) =>
  queryOptions({
    queryKey: ['categories', 'slug', slug],
    queryFn: ({ signal }) =>
      apiCall('GET /api/categories/:slug', { params: { slug }, signal }).then((data) => data.category),
  });

export const useCategory = (slug: string) => useQuery(categoryQuery(slug));
