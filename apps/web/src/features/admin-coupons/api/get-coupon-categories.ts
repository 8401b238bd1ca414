import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

/** Alphabetical the way a reader expects: accents and case aside, numbers by value. */
const byName = new Intl.Collator('en-IN', { sensitivity: 'base', numeric: true });

const couponCategoriesQuery = queryOptions({
  queryKey: ['categories', 'for-coupons'],
  queryFn: ({ signal }) =>
    apiCall('GET /api/categories', { signal }).then((data) =>
      data.categories
        .map(({ id, name, parent }) => ({
          id,
          name: parent ? `${parent.name} › ${name}` : name,
        }))
        // By the name shown, as the owner reads them: each parent followed by its subcategories.
        .sort((a, b) => byName.compare(a.name, b.name)),
    ),
});

/** The shown categories a code may be limited to, a subcategory named with its parent. */
export const useCouponCategories = () => useQuery(couponCategoriesQuery);
