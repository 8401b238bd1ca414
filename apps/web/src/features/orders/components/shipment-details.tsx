import type { Order } from '@shop/domain';
import { ExternalLink, Truck } from 'lucide-react';
import { formatDateTime } from '@/lib/format-date';

/**
 * The parcel once it has left the studio (decision 028): courier, AWB number and the courier's
 * own tracking page. Nothing before shipping.
 */
export function ShipmentDetails({
  order,
}: {
  order: Pick<Order, 'courier' | 'trackingNumber' | 'trackingUrl' | 'shippedAt'>;
}) {
  if (!order.courier || !order.trackingNumber) return null;
  return (
    <div className="grid gap-2 text-sm" data-testid="shipment">
      <p className="flex items-start gap-2 text-ink">
        <Truck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
        <span>
          Sent with <strong className="font-semibold">{order.courier}</strong>
          {order.shippedAt && (
            <>
              {' '}
              on <time dateTime={order.shippedAt}>{formatDateTime(order.shippedAt)}</time>
            </>
          )}
        </span>
      </p>
      <p className="text-muted">
        AWB number{' '}
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
          Track your parcel <ExternalLink aria-hidden="true" className="size-4" />
          <span className="sr-only">(opens {order.courier}’s site)</span>
        </a>
      )}
    </div>
  );
}
