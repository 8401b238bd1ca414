import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PINCODE_PATTERN } from '@shop/domain';
import { apiCall } from '@/lib/api-client';
import { useLanguage } from '@/lib/language';

/** What travels: a product's choice, or the signed-in cart (priced by the server either way). */
export type EstimateFor =
  | { productId: string; variantId?: string | undefined; quantity?: number }
  | { cart: true; cartTotal: number }
  /** A guest's cart is in the browser (decision 040): the place alone; checkout checks the total. */
  | { placeOnly: true };

/**
 * "Check delivery" (decision 032) for a pincode. The cart's total is only in the key, so a changed
 * cart asks again; the server prices the cart itself. On a Hindi page `?lang=hi` asks for the Cash
 * on Delivery reason in Hindi (issue 28).
 */
export function useDeliveryEstimate(pincode: string | null, what: EstimateFor) {
  const language = useLanguage();
  const valid = pincode !== null && PINCODE_PATTERN.test(pincode);
  const query =
    'cart' in what
      ? { cart: true }
      : 'productId' in what
        ? { productId: what.productId, variantId: what.variantId, quantity: what.quantity }
        : {};
  return useQuery({
    queryKey: ['delivery-estimate', pincode, what, language],
    queryFn: ({ signal }) =>
      apiCall('GET /api/delivery-estimate', {
        query: { pincode: pincode ?? '', ...query, ...(language === 'hi' ? { lang: language } : {}) },
        signal,
      }),
    enabled: valid,
    // Another size keeps the last answer on screen until the new one arrives.
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
    retry: false,
  });
}
