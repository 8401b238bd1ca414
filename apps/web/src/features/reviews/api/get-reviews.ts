import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Pagination, Review } from '@shop/domain';
import { api } from '@/lib/api-client';

export interface ReviewList {
  reviews: Review[];
  pagination: Pagination;
  summary: { rating: number; count: number };
}

export const reviewsQuery = (productId: string, page = 1) =>
  queryOptions({
    queryKey: ['products', 'reviews', productId, page],
    queryFn: ({ signal }) => api.get<ReviewList>(`/products/${productId}/reviews`, { page }, signal),
  });

export const useReviews = (productId: string, page = 1) => useQuery(reviewsQuery(productId, page));
