import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Cart, CartQuote, GuestCartLine } from '@shop/domain';
import { toast } from '@/components/ui/use-toast';
import { apiCall } from '@/lib/api-client';
import { guestCart, useGuestCartLines } from '../lib/guest-cart-store';
import { pageLanguage } from '@/lib/language';
import { useT, type Translate } from '@/lib/i18n/i18n';

const NOTHING: CartQuote = {
  cart: {
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
  },
  dropped: [],
};

/** The server's price for the lines; lines it no longer knows are forgotten here, and said so. */
async function quote(lines: readonly GuestCartLine[], signal: AbortSignal, t: Translate): Promise<CartQuote> {
  if (lines.length === 0) return NOTHING;

  const answer = await apiCall('POST /api/cart/quote', {
    body: { items: [...lines] },
    query: pageLanguage(),
    signal,
  });
  if (answer.dropped.length > 0) {
    guestCart.drop(answer.dropped.map((line) => line.variantId));
    toast({ title: t('cart.toast.changed'), description: answer.dropped[0]?.message ?? '' });
  }
  return answer;
}

/**
 * A guest's cart as the server prices it now (decision 040), in the signed-in cart's shape: asked
 * again whenever the lines change, showing the last answer meanwhile.
 */
export function useGuestCart(enabled: boolean) {
  const t = useT();
  const lines = useGuestCartLines();
  return useQuery({
    queryKey: ['cart', 'guest', lines],
    queryFn: ({ signal }) => quote(lines, signal, t),
    enabled,
    // No lines, nothing to ask: the empty cart at once, even before the session is known (the
    // visit hint's empty cart, decision 064), so no skeleton flashes between it and the real one.
    initialData: enabled && lines.length === 0 ? NOTHING : undefined,
    placeholderData: keepPreviousData,
    select: (data): Cart => data.cart,
  });
}
