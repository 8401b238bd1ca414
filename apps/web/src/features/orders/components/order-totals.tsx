import { formatRupees, gstLabel, type Order } from '@shop/domain';

/** The totals the server fixed when the order was placed. */
export function OrderTotals({
  order,
}: {
  order: Pick<Order, 'subtotal' | 'discount' | 'couponCode' | 'delivery' | 'gst' | 'total'> & {
    items: readonly Pick<Order['items'][number], 'gstRate'>[];
  };
}) {
  return (
    <div className="grid gap-3 text-sm">
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-2">
        <dt className="text-muted">Subtotal</dt>
        <dd className="text-right tabular-nums">{formatRupees(order.subtotal)}</dd>
        {order.discount > 0 && (
          <>
            <dt className="text-muted">{order.couponCode ? `Discount (${order.couponCode})` : 'Discount'}</dt>
            <dd className="text-right text-leaf tabular-nums" data-testid="order-discount">
              −{formatRupees(order.discount)}
            </dd>
          </>
        )}
        <dt className="text-muted">Delivery</dt>
        <dd className="text-right tabular-nums">
          {order.delivery === 0 ? 'Free' : formatRupees(order.delivery)}
        </dd>
        <dt className="text-muted">{gstLabel(order.items.map((item) => item.gstRate))}</dt>
        <dd className="text-right tabular-nums">{formatRupees(order.gst)}</dd>
      </dl>
      <p className="flex items-baseline justify-between gap-4 border-t border-line pt-3">
        <span className="font-semibold text-ink">Total</span>
        <span className="text-lg font-semibold text-ink tabular-nums">{formatRupees(order.total)}</span>
      </p>
    </div>
  );
}
