import type { Return } from '@shop/domain';

/**
 * Where the refund goes: the UPI ID or bank account a Cash on Delivery customer gave (whole to
 * staff until the refund is made), or back to the UPI payment of a prepaid order.
 */
export function RefundDestination({ ret }: { ret: Pick<Return, 'refundTo' | 'paymentMethod'> }) {
  const { refundTo } = ret;
  if (!refundTo) {
    return (
      <p className="text-sm text-ink" data-testid="refund-to">
        {ret.paymentMethod === 'upi'
          ? 'Refund to the original UPI payment (the UPI ID the customer paid from).'
          : 'No refund destination was given.'}
      </p>
    );
  }
  if (refundTo.method === 'upi') {
    return (
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm" data-testid="refund-to">
        <dt className="text-muted">UPI ID</dt>
        <dd className="font-medium break-all text-ink">{refundTo.upiId}</dd>
      </dl>
    );
  }
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm" data-testid="refund-to">
      <dt className="text-muted">Account holder</dt>
      <dd className="font-medium text-ink">{refundTo.accountName}</dd>
      <dt className="text-muted">Account number</dt>
      <dd className="font-medium break-all text-ink tabular-nums">{refundTo.accountNumber}</dd>
      <dt className="text-muted">IFSC</dt>
      <dd className="font-medium text-ink">{refundTo.ifsc}</dd>
    </dl>
  );
}
