import { formatRupees, type TrackedOrder } from '@shop/domain';
import { ProductImage } from '@/components/product/product-image';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { OrderReturns, type GuestPair } from '@/features/returns';
import { Trans } from '@lingui/react';
import { useDates, useT } from '@/lib/i18n/i18n';
import { OrderStatusBadge } from './order-status-badge';
import { OrderTotals } from './order-totals';
import { ShipmentDetails } from './shipment-details';
import { StatusTimeline } from './status-timeline';

/**
 * An order as /track shows it (decision 040): its progress, the parcel and what is in it; once
 * delivered, its returns, asked with the pair the guest looked it up by (decision 054).
 */
export function TrackedOrderView({ order, guest }: { order: TrackedOrder; guest: GuestPair }) {
  const t = useT();
  const dates = useDates();
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
              {}
              <CardTitle as="h2" className="text-xl">
                {t('order.number', { number: order.number })}
              </CardTitle>
              <OrderStatusBadge status={order.status} />
            </div>
            <p className="text-sm text-muted">
              <Trans
                id="order.placedOnVia"
                values={{ date: dates.date(order.createdAt), method: t('payment.method.cod') }}
                components={{ 0: <time dateTime={order.createdAt} /> }}
              />
              {order.expectedDispatchDate && (
                <> · {t('order.leavesStudioBy', { day: dates.day(order.expectedDispatchDate) })}</>
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
          {}
          <CardTitle as="h2" className="text-lg">
            {t('order.inThisOrder')}
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          <ul className="grid gap-3">
            {order.items.map((item, index) => (
              <li key={index} className="grid grid-cols-[56px_1fr] gap-3" data-testid="tracked-line">
                {/* eslint-disable-next-line lingui/no-unlocalized-strings -- an image size, not a word */}
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
