import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

export const reviewsQuery = (productId: string, page = 1) =>
  queryOptions({
    queryKey: ['products', 'reviews', productId, page],
    queryFn: ({ signal }) =>
      apiCall('GET /api/products/:id/reviews', { params: { id: productId }, query: { page }, signal }),
  });

export const useReviews = (productId: string, page = 1) => useQuery(reviewsQuery(productId, page));
