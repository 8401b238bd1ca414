import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { catalogueLanguage } from '@/lib/language';

/** Up to four listed pieces like this one (same subcategory, same craft first): shown once it is sold. */
export const similarProductsQuery = (id: string) =>
  queryOptions({
    queryKey: ['products', 'similar', id],
    queryFn: ({ signal, meta }) =>
      apiCall('GET /api/products/id/:id/similar', {
        params: { id },
        query: catalogueLanguage(meta),
        signal,
      }).then((data) => data.products),
  });

export const useSimilarProducts = (id: string) => useQuery(similarProductsQuery(id));
