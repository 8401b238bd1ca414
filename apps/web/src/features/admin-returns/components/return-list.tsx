import { RETURN_REASON_LABELS, type Return } from '@shop/domain';
import { Link } from '@/lib/router';
import { ResponsiveTable } from '@/components/responsive-table';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format-date';
import { returnPath } from '../lib/paths';
import { ageText, linesSummary } from '../lib/return-text';
import { ReturnStatusBadge } from '@/components/return-status-badge';

const customerName = (ret: Return) => ret.customer?.name ?? 'Guest';

function Age({ ret, now }: { ret: Return; now: Date | undefined }) {
  return <span title={formatDate(ret.createdAt)}>{ageText(ret.createdAt, now)}</span>;
}

/** The returns of a page, each opening its screen: cards on phones, a table to scan on wider screens. */
export function ReturnList({ returns, now }: { returns: readonly Return[]; now?: Date }) {
  return (
    <ResponsiveTable
      label="Returns"
      headers={[
        'Return',
        'Customer',
        'Reason',
        'Pieces',
        'Status',
        'Asked',
        <span className="sr-only">Open</span>,
      ]}
      cards={returns.map((ret) => (
        <li key={ret.id}>
          <Link
            to={returnPath(ret.id)}
            className="grid gap-1.5 rounded-[var(--radius-card)] border border-line bg-card p-4 shadow-[var(--shadow-soft)]"
            data-testid="admin-return"
          >
            <span className="flex items-center justify-between gap-2">
              <span className="font-display text-base font-semibold text-ink">Return {ret.number}</span>
              <ReturnStatusBadge status={ret.status} />
            </span>
            <span className="text-sm text-ink">{linesSummary(ret)}</span>
            <span className="text-sm text-muted">
              {customerName(ret)} · Order #{ret.orderNumber}
            </span>
            <span className="flex justify-between gap-2 text-sm text-muted">
              <span>{RETURN_REASON_LABELS[ret.reason]}</span>
              <Age ret={ret} now={now} />
            </span>
          </Link>
        </li>
      ))}
      rows={returns.map((ret) => (
        <tr key={ret.id} className="align-top" data-testid="admin-return">
          <td className="px-5 py-3">
            <span className="block font-medium text-ink">{ret.number}</span>
            <span className="block text-xs text-muted">Order #{ret.orderNumber}</span>
          </td>
          <td className="px-4 py-3">
            <span className="block text-ink">{customerName(ret)}</span>
            {ret.customer && <span className="block text-xs text-muted">{ret.customer.phone}</span>}
          </td>
          <td className="px-4 py-3 text-ink">{RETURN_REASON_LABELS[ret.reason]}</td>
          <td className="max-w-64 px-4 py-3 text-ink">{linesSummary(ret)}</td>
          <td className="px-4 py-3">
            <ReturnStatusBadge status={ret.status} />
          </td>
          <td className="px-4 py-3 whitespace-nowrap text-muted">
            <Age ret={ret} now={now} />
          </td>
          <td className="px-5 py-3 text-right">
            <Button asChild variant="outline" size="sm" className="h-11">
              <Link to={returnPath(ret.id)}>
                Open<span className="sr-only"> return {ret.number}</span>
              </Link>
            </Button>
          </td>
        </tr>
      ))}
    />
  );
}
