import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { useLanguage } from '@/lib/language';
import { addressesQuery } from '@/features/addresses';
import { cartQuery, EMPTY_CART } from '@/features/cart';
import type { GuestCartLine, GuestContact, Language, PaymentMethod, ShippingAddress } from '@shop/domain';

export function placeOrder(input: {
  shippingAddress: ShippingAddress;
  /** Keep the address in the address book (decision 034); visitors leave it out. */
  saveAddress?: boolean;
  paymentMethod: PaymentMethod;
  /** A guest's lines and contact (decision 040); a signed-in shopper's order is their cart. */
  items?: GuestCartLine[];
  contact?: GuestContact;
  /** A business's GSTIN and legal name for its invoice (decision 050), given together or not at all. */
  buyerGstin?: string;
  buyerName?: string;
  /** The pages' language (issue 28): the order's mails and messages follow it. */
  language: Language;
  idempotencyKey: string;
}) {
  const { idempotencyKey, ...body } = input;

  return apiCall('POST /api/orders', {
    body,
    headers: { 'idempotency-key': idempotencyKey },
  }).then((data) => data.order);
}

/** The server empties the cart in the same transaction that creates the order. */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  const language = useLanguage();
  return useMutation({
    mutationFn: (input: Omit<Parameters<typeof placeOrder>[0], 'language'>) =>
      placeOrder({ ...input, language }),
    onSuccess: (order) => {
      queryClient.setQueryData(cartQuery.queryKey, EMPTY_CART);
      // eslint-disable-next-line lingui/no-unlocalized-strings -- a query key, not words
      queryClient.setQueryData(['orders', 'detail', order.id], order);
      void queryClient.invalidateQueries({ queryKey: ['orders', 'list'] });
      // The address may have joined the address book (decision 034).
      void queryClient.invalidateQueries({ queryKey: addressesQuery.queryKey });
      // Stock went down: product pages must not show the old count.
      void queryClient.invalidateQueries({ queryKey: ['products'] });
    },
  });
}
