import { formatRupees, type TrackedOrder } from '@shop/domain';
import { ProductImage } from '@/components/product/product-image';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { OrderReturns, type GuestPair } from '@/features/returns';
import { formatDate, formatDay } from '@/lib/format-date';
import { OrderStatusBadge } from './order-status-badge';
import { OrderTotals } from './order-totals';
import { ShipmentDetails } from './shipment-details';
import { StatusTimeline } from './status-timeline';

/**
 * An order as /track shows it (decision 040): its progress, the parcel and what is in it; once
 * delivered, its returns, asked with the pair the guest looked it up by (decision 054).
 */
export function TrackedOrderView({ order, guest }: { order: TrackedOrder; guest: GuestPair }) {
  // The timeline's notes are the desk's; /track shows when each step happened.
  const timeline = {
    status: order.status,
    history: order.history.map((entry) => ({ ...entry, note: null })),
  };
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[1fr_360px]" data-testid="tracked-order">
      <div className="grid gap-6">
        <Card>
          <CardHeader className="gap-2 pb-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <CardTitle as="h2" className="text-xl">
                Order #{order.number}
              </CardTitle>
              <OrderStatusBadge status={order.status} />
            </div>
            <p className="text-sm text-muted">
              Placed on <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time> · Cash on
              Delivery
              {order.expectedDispatchDate && (
                <> · Leaves the studio by {formatDay(order.expectedDispatchDate)}</>
              )}
            </p>
          </CardHeader>
          <CardContent className="grid gap-6">
            <ShipmentDetails order={order} />
            <StatusTimeline order={timeline} />
          </CardContent>
        </Card>
        <OrderReturns orderId={order.id} orderStatus={order.status} guest={guest} />
      </div>
      <Card>
        <CardHeader className="pb-3">
          <CardTitle as="h2" className="text-lg">
            In this order
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          <ul className="grid gap-3">
            {order.items.map((item, index) => (
              <li key={index} className="grid grid-cols-[56px_1fr] gap-3" data-testid="tracked-line">
                <ProductImage src={item.image} alt={item.name} sizes="56px" className="size-14 rounded-lg" />
                <div className="min-w-0 text-sm">
                  <p className="font-medium text-ink">
                    {item.name}
                    {item.variantTitle && <span className="text-muted"> ({item.variantTitle})</span>}
                  </p>
                  <p className="text-muted">
                    {item.quantity} × {formatRupees(item.price)}
                  </p>
                </div>
              </li>
            ))}
          </ul>
          <OrderTotals order={order} />
        </CardContent>
      </Card>
    </div>
  );
}
