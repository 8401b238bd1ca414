import type { Order, OrderHistoryEntry, OrderStatus } from '@shop/domain';
import { Check, CircleX } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { MessageId } from '@/lib/i18n/catalogue';
import { useDates, useT } from '@/lib/i18n/i18n';
import { ORDER_STATUS_WORDS } from '../lib/order-words';

const FORWARD: readonly OrderStatus[] = ['pending', 'processing', 'shipped', 'delivered'];

const MEANING: Record<OrderStatus, MessageId> = {
  awaiting_payment: 'order.meaning.awaiting_payment',
  pending: 'order.placed',
  processing: 'order.meaning.processing',
  shipped: 'order.meaning.shipped',
  delivered: 'order.status.delivered',
  returned: 'order.meaning.returned',
  cancelled: 'order.cancelled',
};

/* eslint-disable lingui/no-unlocalized-strings -- compared with the notes the server stores, never shown */
/** A step's meaning as the server may store it for a note: such a note is not shown again. */
const STORED_MEANING: Record<OrderStatus, string> = {
  awaiting_payment: 'Waiting for your UPI payment',
  pending: 'Order placed',
  processing: 'The studio is preparing your order',
  shipped: 'On its way to you',
  delivered: 'Delivered',
  returned: 'The parcel came back to the studio undelivered',
  cancelled: 'Order cancelled',
};
/* eslint-enable lingui/no-unlocalized-strings */

/** Entries that record something besides a status change (decision 028). */
type TimelineEvent = NonNullable<OrderHistoryEntry['event']>;
const EVENT_LABELS: Record<TimelineEvent, MessageId> = { 'cod-confirmed': 'order.event.codConfirmed' };
const EVENT_MEANING: Record<TimelineEvent, MessageId> = {
  'cod-confirmed': 'order.event.codConfirmedMeaning',
};

/** End states that stop the road ahead. */
const STOPPED = new Set<OrderStatus>(['cancelled', 'returned']);

/**
 * "Track Order": every recorded change with its time, then the steps still to come. A cancelled
 * order ends at its cancellation, a returned one at its return to origin.
 */
export function StatusTimeline({ order }: { order: Pick<Order, 'status' | 'history'> }) {
  const t = useT();
  const dates = useDates();
  const reached = new Set(order.history.map((entry) => entry.status));
  const upcoming = STOPPED.has(order.status) ? [] : FORWARD.filter((status) => !reached.has(status));

  return (
    <ol className="grid gap-0" aria-label={t('order.timeline.label')} data-testid="status-timeline">
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
                {t(entry.event ? EVENT_LABELS[entry.event] : ORDER_STATUS_WORDS[entry.status])}
              </p>
              <p className="text-sm text-muted">
                {t(entry.event ? EVENT_MEANING[entry.event] : MEANING[entry.status])} ·{' '}
                <time dateTime={entry.at}>{dates.dateTime(entry.at)}</time>
                {entry.changedBy && <> · {t('order.timeline.by', { name: entry.changedBy.name })}</>}
              </p>
              {entry.note && !entry.event && entry.note !== STORED_MEANING[entry.status] && (
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
            <p className="font-medium text-muted">{t(ORDER_STATUS_WORDS[status])}</p>
            <p className="text-sm text-muted">{t('order.timeline.upNext')}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
