import type { Order } from '@shop/domain';
import { TotalsLines } from '@/components/totals-lines';

/** The totals the server fixed when the order was placed (decision 050: whole rupees, GST included or added). */
export function OrderTotals({
  order,
}: {
  order: Pick<
    Order,
    'subtotal' | 'discount' | 'couponCode' | 'delivery' | 'gst' | 'total' | 'gstIncluded' | 'roundOff'
  > & {
    items: readonly Pick<Order['items'][number], 'gstRate'>[];
  };
}) {
  return (
    <div className="grid gap-3 text-sm">
      <TotalsLines
        totals={order}
        couponCode={order.couponCode}
        gstRates={order.items.map((item) => item.gstRate)}
        // eslint-disable-next-line lingui/no-unlocalized-strings -- a test id prefix, not a word
        testIdPrefix="order"
        totalClassName="text-lg"
      />
    </div>
  );
}
