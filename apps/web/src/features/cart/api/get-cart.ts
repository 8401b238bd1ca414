import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Cart } from '@shop/domain';
import { apiCall } from '@/lib/api-client';
import { useAuth } from '@/features/auth';
import { useGuestCart } from './quote-cart';

export type { Cart } from '@shop/domain';

export const EMPTY_CART: Cart = {
  items: [],
  summary: {
    count: 0,
    subtotal: 0,
    discount: 0,
    delivery: 0,
    gst: 0,
    total: 0,
    gstIncluded: true,
    roundOff: 0,
  },
  coupon: null,
};

export const cartQuery = queryOptions({
  queryKey: ['cart'],
  queryFn: ({ signal }) =>
    // A missing cart reads as an empty one (older servers answered null).
    apiCall('GET /api/cart', { signal }).then((data): Cart => (data.cart as Cart | null) ?? EMPTY_CART),
});

/**
 * The cart: a signed-in user's from the server; a guest's kept in the browser and priced by the
 * server (decision 040). Both in one shape, so every screen shows either the same way.
 */
export function useCart() {
  const { isAuthenticated, isInitializing } = useAuth();
  const account = useQuery({ ...cartQuery, enabled: isAuthenticated });
  const guest = useGuestCart(!isAuthenticated && !isInitializing);
  // Until the session is known (the server's render, the first check), the cart is loading rather
  // than a guest's empty one, so a signed-in shopper never sees "empty" flash by.
  return isAuthenticated || isInitializing ? account : guest;
}

/** The navbar badge: the sum of quantities (decision 008), unavailable lines included. */
export function cartCount(cart: Cart | null | undefined): number {
  return cart?.items.reduce((sum, item) => sum + item.quantity, 0) ?? 0;
}
