import { couponValueLabel, formatRupees, type Coupon } from '@shop/domain';
import { Pencil, Power } from 'lucide-react';
import { ResponsiveTable } from '@/components/responsive-table';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatDate } from '@/lib/format-date';
import { plural } from '@/lib/plural';

/** "Up to 30 Nov 2026", "From 1 Dec 2026", or nothing for a code without dates. */
function period(coupon: Coupon): string {
  const from = coupon.startsAt ? `from ${formatDate(coupon.startsAt)}` : '';
  const until = coupon.endsAt ? `until ${formatDate(coupon.endsAt)}` : '';
  return [from, until].filter(Boolean).join(' ') || 'no end date';
}

/** Uses against the limit: "3 / 5", or "3" with no limit. */
const usesText = (coupon: Coupon) =>
  coupon.usageLimit === null ? String(coupon.uses) : `${coupon.uses} / ${coupon.usageLimit}`;

function terms(coupon: Coupon): string {
  return [
    coupon.minSubtotal > 0 ? `min ${formatRupees(coupon.minSubtotal)}` : null,
    coupon.perCustomerLimit !== null ? `${coupon.perCustomerLimit} per customer` : null,
    coupon.firstOrderOnly ? 'first order' : null,
    coupon.categoryIds.length
      ? plural(coupon.categoryIds.length, { one: 'category', other: 'categories' })
      : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

function Status({ coupon }: { coupon: Coupon }) {
  return coupon.active ? <Badge variant="success">Active</Badge> : <Badge variant="secondary">Off</Badge>;
}

function Actions({
  coupon,
  busy,
  onEdit,
  onToggle,
}: {
  coupon: Coupon;
  busy: boolean;
  onEdit: () => void;
  onToggle: () => void;
}) {
  return (
    <div className="flex justify-end gap-2">
      <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Edit ${coupon.code}`}>
        <Pencil className="size-4" /> Edit
      </Button>
      <Button variant="outline" size="sm" disabled={busy} onClick={onToggle}>
        <Power className="size-4" /> {coupon.active ? 'Deactivate' : 'Activate'}
      </Button>
    </div>
  );
}

/** Every code with its terms, uses and the revenue of its orders: cards on phones, a table above. */
export function CouponsList({
  coupons,
  busyId,
  onEdit,
  onToggle,
}: {
  coupons: Coupon[];
  busyId: string | null;
  onEdit: (coupon: Coupon) => void;
  onToggle: (coupon: Coupon) => void;
}) {
  return (
    <ResponsiveTable
      label="Coupons"
      headers={['Code', 'Value', 'Terms', 'Uses', 'Revenue', 'Status', 'Actions']}
      cards={coupons.map((coupon) => (
        <li key={coupon.id}>
          <Card className="grid gap-2 p-4" data-testid="coupon-card">
            <div className="flex items-center justify-between gap-3">
              <span className="font-semibold tracking-wide text-ink">{coupon.code}</span>
              <Status coupon={coupon} />
            </div>
            <p className="text-sm text-ink-soft">
              {couponValueLabel(coupon)} · {period(coupon)}
            </p>
            {terms(coupon) && <p className="text-xs text-muted">{terms(coupon)}</p>}
            <p className="text-sm">
              Uses <span className="font-semibold tabular-nums">{usesText(coupon)}</span> · Revenue{' '}
              <span className="font-semibold tabular-nums">{formatRupees(coupon.revenue)}</span>
            </p>
            <Actions
              coupon={coupon}
              busy={busyId === coupon.id}
              onEdit={() => onEdit(coupon)}
              onToggle={() => onToggle(coupon)}
            />
          </Card>
        </li>
      ))}
      rows={coupons.map((coupon) => (
        <tr key={coupon.id} data-testid="coupon-row">
          <td className="px-5 py-3 font-semibold tracking-wide text-ink">{coupon.code}</td>
          <td className="px-4 py-3">
            {couponValueLabel(coupon)}
            <span className="block text-xs text-muted">{period(coupon)}</span>
          </td>
          <td className="px-4 py-3 text-xs text-muted">{terms(coupon) || '—'}</td>
          <td className="px-4 py-3 tabular-nums">{usesText(coupon)}</td>
          <td className="px-4 py-3 tabular-nums">{formatRupees(coupon.revenue)}</td>
          <td className="px-4 py-3">
            <Status coupon={coupon} />
          </td>
          <td className="px-5 py-3">
            <Actions
              coupon={coupon}
              busy={busyId === coupon.id}
              onEdit={() => onEdit(coupon)}
              onToggle={() => onToggle(coupon)}
            />
          </td>
        </tr>
      ))}
    />
  );
}
