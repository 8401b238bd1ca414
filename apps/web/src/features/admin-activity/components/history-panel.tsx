import { Skeleton } from '@/components/ui/skeleton';
import { useHistory } from '../api/audit';
import { ActivityEntries } from './activity-entries';

/**
 * A product's or an order's history in the back office (issue 29): every staff change to it, newest
 * first ("Price ₹1,299 → ₹1,199 by manager@…, 28 Nov 2026, 2:02 pm").
 */
export function HistoryPanel({ entity, id }: { entity: 'product' | 'order'; id: string }) {
  const history = useHistory(entity, id);
  if (history.isPending) return <Skeleton className="h-16 w-full" />;
  if (history.isError) return <p className="text-sm text-danger">The history could not be loaded.</p>;
  if (history.data.entries.length === 0) {
    return <p className="text-sm text-muted">No staff changes recorded yet.</p>;
  }
  return <ActivityEntries entries={history.data.entries} />;
}
