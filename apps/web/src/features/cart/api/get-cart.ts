import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Cart } from '@shop/domain';
import { apiCall } from '@/lib/api-client';
import { useVisitHint } from '@/lib/visit-hint-context';
import { useAuth } from '@/features/auth';
import { useGuestCartLines } from '../lib/guest-cart-store';
import { useGuestCart } from './quote-cart';
import { pageLanguage } from '@/lib/language';

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

    apiCall('GET /api/cart', { query: pageLanguage(), signal }).then(
      (data): Cart => (data.cart as Cart | null) ?? EMPTY_CART,
    ),
});

/**
 * The cart: a signed-in user's from the server; a guest's kept in the browser and priced by the
 * server (decision 040). Both in one shape, so every screen shows either the same way.
 */
export function useCart() {
  const { isAuthenticated, isInitializing } = useAuth();
  const hint = useVisitHint();
  // Until the session is known (the server's render, hydration), the cart is loading rather than a
  // guest's empty one, so a signed-in shopper never sees "empty" flash by; unless the visit hint
  // says this browser is a guest's with no lines (decision 064): then the guest's cart, whose empty
  // answer is there at once, so the first paint is the empty cart.
  const hintedEmpty = isInitializing && !isAuthenticated && hint?.kind === 'guest' && hint.lines === 0;
  const account = useQuery({ ...cartQuery, enabled: isAuthenticated });
  const guest = useGuestCart(!isAuthenticated && (!isInitializing || hintedEmpty));
  return isAuthenticated || (isInitializing && !hintedEmpty) ? account : guest;
}

/**
 * While the cart loads, how many lines it will show, when that is known: a guest's lines in this
 * browser, or before the session is known the visit hint's (decision 064), at most three. Undefined
 * for a signed-in shopper or an unknown hint: the screens then keep their usual skeleton.
 */
export function useExpectedGuestLines(): number | undefined {
  const { isAuthenticated, isInitializing } = useAuth();
  const hint = useVisitHint();
  const lines = useGuestCartLines();
  if (isAuthenticated) return undefined;
  if (!isInitializing) return Math.min(3, lines.length);
  return hint?.kind === 'guest' ? hint.lines : undefined;
}

/** The navbar badge: the sum of quantities (decision 008), unavailable lines included. */
export function cartCount(cart: Cart | null | undefined): number {
  return cart?.items.reduce((sum, item) => sum + item.quantity, 0) ?? 0;
}
