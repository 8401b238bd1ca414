import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

const couponCategoriesQuery = queryOptions({
  queryKey: ['categories', 'for-coupons'],
  queryFn: ({ signal }) =>
    apiCall('GET /api/categories', { signal }).then((data) =>
      data.categories.map(({ id, name, parent }) => ({
        id,
        name: parent ? `${parent.name} › ${name}` : name,
      })),
    ),
});

/** The shown categories a code may be limited to, a subcategory named with its parent. */
export const useCouponCategories = () => useQuery(couponCategoriesQuery);
