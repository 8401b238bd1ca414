import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Cart } from '@shop/domain';
import { apiCall } from '@/lib/api-client';
import { useAuth } from '@/features/auth';

export type { Cart } from '@shop/domain';

export const EMPTY_CART: Cart = {
  items: [],
  summary: { count: 0, subtotal: 0, discount: 0, delivery: 0, gst: 0, total: 0 },
  coupon: null,
};

export const cartQuery = queryOptions({
  queryKey: ['cart'],
  queryFn: ({ signal }) =>
    // A missing cart reads as an empty one (older servers answered null).
    apiCall('GET /api/cart', { signal }).then((data): Cart => (data.cart as Cart | null) ?? EMPTY_CART),
});

/** The signed-in user's cart; visitors have none and make no call (decision 008). */
export function useCart() {
  const { isAuthenticated } = useAuth();
  return useQuery({ ...cartQuery, enabled: isAuthenticated });
}

/** The navbar badge: the sum of quantities (decision 008), unavailable lines included. */
export function cartCount(cart: Cart | null | undefined): number {
  return cart?.items.reduce((sum, item) => sum + item.quantity, 0) ?? 0;
}
