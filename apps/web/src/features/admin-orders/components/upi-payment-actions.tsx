import type { Order } from '@shop/domain';
import { Button } from '@/components/ui/button';
import { toast, toastError } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useSettleUpiPayment } from '../api/settle-upi-payment';

/**
 * An order awaiting its UPI payment (decision 038): the UTR the customer gave, a warning when
 * another order gave the same one, and staff's verdict after checking the bank account.
 */
export function UpiPaymentActions({
  order,
  onChanged,
}: {
  order: Order;
  onChanged?: (order: Order) => void;
}) {
  const settle = useSettleUpiPayment();
  const decide = (received: boolean) =>
    settle.mutate(
      { id: order.id, received },
      {
        onSuccess: (changed) => {
          toast({
            title: received ? 'Payment received' : 'Payment not received',
            description: `Order #${changed.number} is now ${received ? 'pending' : 'cancelled'}.`,
            variant: 'success',
          });
          onChanged?.(changed);
        },
        onError: (error) =>
          toastError('The payment was not recorded', errorMessage(error, 'Failed to record the payment')),
      },
    );
  const shared = order.utrSharedWith ?? [];
  return (
    <div
      role="group"
      aria-label="UPI payment"
      className="grid gap-3 rounded-xl border border-line bg-sand/40 p-3"
    >
      <p className="text-sm">
        {order.paymentUtr ? (
          <>
            UTR given by the customer: <strong data-testid="payment-utr">{order.paymentUtr}</strong>
          </>
        ) : (
          'Awaiting the UPI payment: the customer has not given a UTR yet.'
        )}
      </p>
      {shared.length > 0 && (
        <p className="text-sm text-danger" role="alert">
          The same UTR was given on order {shared.map((number) => `#${number}`).join(', ')}: check before
          marking it paid.
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="button" disabled={settle.isPending} onClick={() => decide(true)}>
          Payment received
        </Button>
        <Button type="button" variant="outline" disabled={settle.isPending} onClick={() => decide(false)}>
          Not received
        </Button>
      </div>
    </div>
  );
}
