import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentMethod } from '@shop/domain';
import { apiCall } from '@/lib/api-client';

const paymentMethodsQuery = queryOptions({
  queryKey: ['payment-methods'],

  queryFn: ({ signal }) => apiCall('GET /api/payment-methods', { signal }).then((data) => data.methods),
});

const CASH_ONLY: PaymentMethod[] = ['cod'];

/**
 * The ways to pay the shop offers now (decision 038): Cash on Delivery until the server has
 * answered (or if it cannot), so the checkout never offers what the server would refuse.
 */
export function usePaymentMethods(): PaymentMethod[] {
  const { data } = useQuery(paymentMethodsQuery);
  return data ?? CASH_ONLY;
}
