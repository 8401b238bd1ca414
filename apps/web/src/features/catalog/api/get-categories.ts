import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '@shop/domain';
import { api } from '@/lib/api-client';

export const parentCategoriesQuery = queryOptions({
  queryKey: ['categories', 'parents'],
  queryFn: ({ signal }) =>
    api
      .get<{ categories: Category[] }>('/categories/parents', undefined, signal)
      .then((data) => data.categories),
});

export const useParentCategories = () => useQuery(parentCategoriesQuery);

export const categoryQuery = (slug: string) =>
  queryOptions({
    queryKey: ['categories', 'slug', slug],
    queryFn: ({ signal }) =>
      api
        .get<{ category: Category }>(`/categories/${encodeURIComponent(slug)}`, undefined, signal)
        .then((data) => data.category),
  });

export const useCategory = (slug: string) => useQuery(categoryQuery(slug));
