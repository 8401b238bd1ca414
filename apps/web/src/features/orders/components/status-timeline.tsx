import { ORDER_STATUS_LABELS, type Order, type OrderHistoryEntry, type OrderStatus } from '@shop/domain';
import { Check, CircleX } from 'lucide-react';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format-date';

const FORWARD: readonly OrderStatus[] = ['pending', 'processing', 'shipped', 'delivered'];

const MEANING: Record<OrderStatus, string> = {
  awaiting_payment: 'Waiting for your UPI payment',
  pending: 'Order placed',
  processing: 'The studio is preparing your order',
  shipped: 'On its way to you',
  delivered: 'Delivered',
  returned: 'The parcel came back to the studio undelivered',
  cancelled: 'Order cancelled',
};

/** Entries that record something besides a status change (decision 028). */
type TimelineEvent = NonNullable<OrderHistoryEntry['event']>;
const EVENT_LABELS: Record<TimelineEvent, string> = { 'cod-confirmed': 'Cash on Delivery confirmed' };
const EVENT_MEANING: Record<TimelineEvent, string> = {
  'cod-confirmed': 'The customer confirmed the order',
};

/** End states that stop the road ahead. */
const STOPPED = new Set<OrderStatus>(['cancelled', 'returned']);

/**
 * "Track Order": every recorded change with its time, then the steps still to come. A cancelled
 * order ends at its cancellation, a returned one at its return to origin.
 */
export function StatusTimeline({ order }: { order: Pick<Order, 'status' | 'history'> }) {
  const reached = new Set(order.history.map((entry) => entry.status));
  const upcoming = STOPPED.has(order.status) ? [] : FORWARD.filter((status) => !reached.has(status));

  return (
    <ol className="grid gap-0" aria-label="Order status timeline" data-testid="status-timeline">
      {order.history.map((entry, index) => {
        const cancelled = !entry.event && STOPPED.has(entry.status);
        const last = index === order.history.length - 1 && upcoming.length === 0;
        return (
          <li
            key={`${entry.status}-${entry.event ?? ''}-${entry.at}`}
            className="relative grid grid-cols-[28px_1fr] gap-3 pb-5"
          >
            {!last && (
              <span aria-hidden="true" className="absolute top-7 bottom-0 left-[13px] w-0.5 bg-accent/40" />
            )}
            <span
              className={cn(
                'grid size-7 place-items-center rounded-full text-white',
                cancelled ? 'bg-danger' : 'bg-accent',
              )}
            >
              {cancelled ? <CircleX className="size-4" /> : <Check className="size-4" />}
            </span>
            <div className="pt-0.5">
              <p className="font-medium text-ink">
                {entry.event ? EVENT_LABELS[entry.event] : ORDER_STATUS_LABELS[entry.status]}
              </p>
              <p className="text-sm text-muted">
                {entry.event ? EVENT_MEANING[entry.event] : MEANING[entry.status]} ·{' '}
                <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                {entry.changedBy && ` · by ${entry.changedBy.name}`}
              </p>
              {entry.note && !entry.event && entry.note !== MEANING[entry.status] && (
                <p className="mt-0.5 text-sm text-ink-soft">“{entry.note}”</p>
              )}
            </div>
          </li>
        );
      })}
      {upcoming.map((status, index) => (
        <li key={status} className="relative grid grid-cols-[28px_1fr] gap-3 pb-5 last:pb-0">
          {index < upcoming.length - 1 && (
            <span aria-hidden="true" className="absolute top-7 bottom-0 left-[13px] w-0.5 bg-line" />
          )}
          <span className="size-7 rounded-full border-2 border-dashed border-line bg-card" />
          <div className="pt-0.5">
            <p className="font-medium text-muted">{ORDER_STATUS_LABELS[status]}</p>
            <p className="text-sm text-muted">Up next</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
