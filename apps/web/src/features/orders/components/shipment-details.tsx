import type { Order } from '@shop/domain';
import { ExternalLink, Truck } from 'lucide-react';
import { Trans } from '@lingui/react';
import { useDates, useT } from '@/lib/i18n/i18n';

/**
 * The parcel once it has left the studio (decision 028): courier, AWB number and the courier's
 * own tracking page. Nothing before shipping.
 */
export function ShipmentDetails({
  order,
}: {
  order: Pick<Order, 'courier' | 'trackingNumber' | 'trackingUrl' | 'shippedAt'>;
}) {
  const t = useT();
  const dates = useDates();
  if (!order.courier || !order.trackingNumber) return null;
  const courier = <strong className="font-semibold" />;
  return (
    <div className="grid gap-2 text-sm" data-testid="shipment">
      <p className="flex items-start gap-2 text-ink">
        <Truck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
        <span>
          {order.shippedAt ? (
            <Trans
              id="order.shipment.sentWithOn"
              values={{ courier: order.courier, date: dates.dateTime(order.shippedAt) }}
              components={{ 0: courier, 1: <time dateTime={order.shippedAt} /> }}
            />
          ) : (
            <Trans
              id="order.shipment.sentWith"
              values={{ courier: order.courier }}
              components={{ 0: courier }}
            />
          )}
        </span>
      </p>
      <p className="text-muted">
        {t('order.awbNumber')}{' '}
        <span className="font-mono font-medium tracking-wide text-ink select-all" data-testid="awb">
          {order.trackingNumber}
        </span>
      </p>
      {order.trackingUrl && (
        <a
          href={order.trackingUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex h-11 w-fit items-center gap-1.5 rounded-full border border-accent px-4 font-medium text-accent hover:bg-accent-soft"
        >
          {t('order.shipment.trackParcel')} <ExternalLink aria-hidden="true" className="size-4" />
          <span className="sr-only">{t('order.opensCourierSite', { courier: order.courier })}</span>
        </a>
      )}
    </div>
  );
}
