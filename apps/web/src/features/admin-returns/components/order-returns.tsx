import { Link } from '@/lib/router';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { useOrderReturns } from '../api/get-order-returns';
import { returnPath } from '../lib/paths';
import { linesSummary } from '../lib/return-text';
import { ReturnStatusBadge } from '@/components/return-status-badge';

/** An order's returns, for the staff's order sheet: each with its status, opening its own screen. */
export function OrderReturns({ orderId }: { orderId: string }) {
  const returns = useOrderReturns(orderId);
  if (returns.isPending) return <Skeleton className="h-12 w-full rounded-lg" />;
  if (returns.isError) {
    return (
      <p className="text-sm text-danger">{errorMessage(returns.error, 'The returns could not be loaded')}</p>
    );
  }
  if (returns.data.length === 0) return <p className="text-sm text-muted">No returns asked.</p>;
  return (
    <ul className="grid gap-2" aria-label="Returns of this order">
      {returns.data.map((ret) => (
        <li key={ret.id}>
          <Link
            to={returnPath(ret.id)}
            className="grid gap-1 rounded-lg border border-line bg-card px-3 py-2.5 hover:border-accent"
          >
            <span className="flex items-center justify-between gap-2">
              <span className="font-medium text-ink">Return {ret.number}</span>
              <ReturnStatusBadge status={ret.status} />
            </span>
            <span className="text-sm text-muted">{linesSummary(ret)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
