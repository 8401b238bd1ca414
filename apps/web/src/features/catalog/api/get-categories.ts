import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { catalogueLanguage } from '@/lib/language';

export const parentCategoriesQuery = queryOptions({
  queryKey: ['categories', 'parents'],
  queryFn: ({ signal, meta }) =>
    apiCall('GET /api/categories/parents', { query: catalogueLanguage(meta), signal }).then(
      (data) => data.categories,
    ),
});

export const useParentCategories = () => useQuery(parentCategoriesQuery);

export const categoryQuery = (slug: string) =>
  queryOptions({
    queryKey: ['categories', 'slug', slug],
    queryFn: ({ signal, meta }) =>
      apiCall('GET /api/categories/:slug', { params: { slug }, query: catalogueLanguage(meta), signal }).then(
        (data) => data.category,
      ),
  });

export const useCategory = (slug: string) => useQuery(categoryQuery(slug));
