import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

const upiPaymentQuery = (orderId: string) =>
  queryOptions({
    queryKey: ['orders', 'payment', orderId],
    queryFn: ({ signal }) =>
      apiCall('GET /api/orders/:id/payment', { params: { id: orderId }, signal }).then(
        (data) => data.payment,
      ),
  });

/** The UPI ID, amount and `upi://pay` link of an order, all from the server's order (decision 038). */
export const useUpiPayment = (orderId: string, enabled: boolean) =>
  useQuery({ ...upiPaymentQuery(orderId), enabled });

function submitUtr({ orderId, utr }: { orderId: string; utr: string }) {
  return apiCall('POST /api/orders/:id/payment', { params: { id: orderId }, body: { utr } }).then(
    (data) => data.order,
  );
}

/** The customer gives the 12-digit UTR of their payment; the order comes back for the page. */
export function useSubmitUtr() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitUtr,
    onSuccess: (order) => {
      // eslint-disable-next-line lingui/no-unlocalized-strings -- a query key, not words
      queryClient.setQueryData(['orders', 'detail', order.id], order);
      void queryClient.invalidateQueries({ queryKey: upiPaymentQuery(order.id).queryKey });
      void queryClient.invalidateQueries({ queryKey: ['orders', 'list'] });
    },
  });
}
