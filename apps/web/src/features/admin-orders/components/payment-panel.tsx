import {
  formatRupees,
  orderNumber,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
  type Order,
} from '@shop/domain';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast, toastError } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-date';
import { useSettleUpiPayment } from '../api/settle-upi-payment';

type Verdict = 'paid' | 'not_received';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-3 text-sm">
      <dt className="text-muted">{label}</dt>
      <dd className="font-medium text-ink">{children}</dd>
    </div>
  );
}

/**
 * The order's payment for staff (decision 038): method, state, the UTR the customer gave, a warning
 * when another order gave the same UTR, and, while it awaits a UPI payment, staff's verdict after
 * checking the bank account. Either verdict asks first: neither can be undone.
 */
export function PaymentPanel({ order, onChanged }: { order: Order; onChanged?: (order: Order) => void }) {
  const settle = useSettleUpiPayment();
  const [asking, setAsking] = useState<Verdict | null>(null);
  const number = orderNumber(order.id);
  const amount = formatRupees(order.total);
  const shared = order.utrSharedWith ?? [];

  const decide = (verdict: Verdict) =>
    settle.mutate(
      { id: order.id, received: verdict === 'paid' },
      {
        onSuccess: (changed) => {
          setAsking(null);
          toast({
            title: verdict === 'paid' ? 'Marked paid' : 'Payment not received',
            description: `Order #${number} is now ${verdict === 'paid' ? 'pending' : 'cancelled'}.`,
            variant: 'success',
          });
          onChanged?.(changed);
        },
        onError: (error) =>
          toastError('The payment was not recorded', errorMessage(error, 'Failed to record the payment')),
      },
    );

  return (
    <div className="grid gap-3" data-testid="payment-panel">
      <dl className="grid gap-1.5">
        <Fact label="Method">{PAYMENT_METHOD_LABELS[order.paymentMethod]}</Fact>
        <Fact label="Status">
          <span data-testid="payment-status">{PAYMENT_STATUS_LABELS[order.paymentStatus]}</span>
        </Fact>
        {order.paymentMethod === 'upi' && (
          <Fact label="UTR">
            {order.paymentUtr ? (
              <span className="tabular-nums" data-testid="payment-utr">
                {order.paymentUtr}
              </span>
            ) : (
              <span className="font-normal text-muted">Not given yet</span>
            )}
          </Fact>
        )}
        {/* The expiry job cancels only orders without a UTR (expireUnpaidOrders): once the customer
            gave one, the order waits for staff however late, so the deadline no longer applies. */}
        {order.paymentDueBy && !order.paymentUtr && (
          <Fact label="Cancelled unless paid by">{formatDateTime(order.paymentDueBy)}</Fact>
        )}
        {order.paidAt && <Fact label="Paid on">{formatDateTime(order.paidAt)}</Fact>}
      </dl>
      {order.status === 'awaiting_payment' && order.paymentUtr && (
        <p
          className="rounded-xl border border-marigold/40 bg-marigold-soft px-3 py-2 text-sm text-ink"
          data-testid="utr-waiting"
        >
          The customer sent the payment reference. It is waiting for you to check it in the bank account; the
          order will not be cancelled on its own meanwhile.
        </p>
      )}
      {shared.length > 0 && (
        <p
          className="rounded-xl border border-danger/30 bg-danger-soft px-3 py-2 text-sm text-ink"
          role="alert"
          data-testid="utr-shared"
        >
          The same UTR was given on order {shared.map((other) => `#${other}`).join(', ')}: one payment may be
          claimed twice. Check the bank statement before marking it paid.
        </p>
      )}
      {order.status === 'awaiting_payment' && (
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            className="h-11"
            disabled={settle.isPending}
            onClick={() => setAsking('paid')}
          >
            Mark paid
          </Button>
          <Button
            type="button"
            variant="outline"
            className="h-11"
            disabled={settle.isPending}
            onClick={() => setAsking('not_received')}
          >
            Not received
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={asking === 'paid' ? `Mark order #${number} paid?` : `No payment for order #${number}?`}
        description={
          asking === 'paid'
            ? `Only when ${amount}${order.paymentUtr ? ` with UTR ${order.paymentUtr}` : ''} is in the shop's account. The order then goes ahead as pending and the customer is told.`
            : `The order is cancelled, its pieces go back in stock and the customer is told that ${amount} did not arrive.`
        }
        confirmLabel={asking === 'paid' ? 'Mark paid' : 'Not received: cancel order'}
        destructive={asking === 'not_received'}
        pending={settle.isPending}
        pendingLabel="Recording the payment"
        onConfirm={() => asking && decide(asking)}
      />
    </div>
  );
}
