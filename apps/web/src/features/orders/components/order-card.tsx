import { formatRupees, orderNumber, type Order } from '@shop/domain';
import { Eye, MapPin, Smartphone, Star, Truck } from 'lucide-react';
import { Link } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Trans } from '@lingui/react';
import { useDates, useT } from '@/lib/i18n/i18n';
import { OrderLines } from './order-lines';
import { OrderStatusBadge } from './order-status-badge';
import { ShippingAddressBlock } from './shipping-address';

/** One order in the history, as the order history lists it. */
export function OrderCard({ order }: { order: Order }) {
  const t = useT();
  const dates = useDates();
  const href = `/orders/${order.id}`;
  const trackable = order.status === 'pending' || order.status === 'processing';
  return (
    <Card className="overflow-hidden" data-testid="order-card">
      <div className="flex flex-wrap items-start justify-between gap-3 border-b border-line bg-sand/40 px-4 py-3 sm:px-6">
        <div>
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="font-display text-lg font-semibold text-ink">
              {t('order.number', { number: orderNumber(order.id) })}
            </h2>
            <OrderStatusBadge status={order.status} />
          </div>
          <p className="text-sm text-muted">
            <time dateTime={order.createdAt}>{dates.date(order.createdAt)}</time>
          </p>
        </div>
        <p className="flex items-baseline gap-2 sm:block sm:text-right">
          <span className="text-xs text-muted sm:block">{t('order.total')}</span>
          <span className="text-lg font-semibold text-ink tabular-nums">
            {formatRupees(order.totalAmount)}
          </span>
        </p>
      </div>
      <div className="grid gap-5 px-4 py-4 sm:px-6 md:grid-cols-[1fr_240px]">
        <OrderLines items={order.items} />
        <div className="grid content-start gap-3 text-sm md:border-l md:border-line md:pl-5">
          <div>
            <p className="mb-1 flex items-center gap-1.5 text-xs font-semibold tracking-wide text-muted uppercase">
              <MapPin aria-hidden="true" className="size-3.5" /> {t('order.shippingAddress')}
            </p>
            <ShippingAddressBlock address={order.shippingAddress} />
          </div>
          <p className="text-muted">
            <Trans
              id="order.placedOn"
              values={{ date: dates.dateTime(order.createdAt) }}
              components={{ 0: <time dateTime={order.createdAt} /> }}
            />
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2 border-t border-line px-4 py-3 sm:px-6">
        {order.status === 'awaiting_payment' && (
          <Button asChild size="sm" className="h-11">
            <Link to={`${href}/pay`}>
              <Smartphone className="size-4" />{' '}
              {order.paymentUtr ? t('order.paymentPage') : t('order.payByUpi')}
            </Link>
          </Button>
        )}
        {order.status === 'delivered' && (
          <Button asChild size="sm" className="h-11">
            <Link to={`${href}#review`}>
              <Star className="size-4" /> {t('order.rateReview')}
            </Link>
          </Button>
        )}
        {trackable && (
          <Button asChild size="sm" variant="secondary" className="h-11">
            <Link to={`${href}#tracking`}>
              <Truck className="size-4" /> {t('order.track')}
            </Link>
          </Button>
        )}
        <Button asChild size="sm" variant="outline" className="h-11">
          <Link to={href}>
            <Eye className="size-4" /> {t('order.viewDetails')}
          </Link>
        </Button>
      </div>
    </Card>
  );
}

export function OrderCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-[var(--radius-card)] border border-line bg-card">
      <div className="flex justify-between gap-3 border-b border-line px-6 py-4">
        <div className="grid gap-2">
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-4 w-24" />
        </div>
        <Skeleton className="h-8 w-20" />
      </div>
      <div className="grid gap-3 px-6 py-4">
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-16 w-4/5" />
      </div>
    </div>
  );
}
