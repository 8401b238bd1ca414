import type { Order } from '@shop/domain';
import { TriangleAlert } from 'lucide-react';
import { cn } from '@/lib/cn';
import { plural } from '@/lib/plural';

export const returnsText = (count: number) =>
  `${plural(count, { one: 'earlier order', other: 'earlier orders' })} returned to origin`;

/**
 * The customer's record of parcels that came back (decision 028), so staff confirm a Cash-on-Delivery
 * order before shipping another. Nothing when the record is clean.
 */
export function ReturnsWarning({ order, className }: { order: Order; className?: string }) {
  const count = order.returnsToOrigin ?? 0;
  if (count === 0) return null;
  return (
    <p
      className={cn(
        'flex items-start gap-2 rounded-xl border border-danger/30 bg-danger-soft px-3.5 py-2.5 text-sm text-ink',
        className,
      )}
      data-testid="returns-warning"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-danger" />
      <span>
        <strong className="font-semibold">{returnsText(count)}</strong> for this customer (same account or
        mobile number). Confirm before you ship.
      </span>
    </p>
  );
}
