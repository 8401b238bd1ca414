import type { UserCounts } from '@shop/domain';
import { Shield, ShieldCheck, ShoppingBag, Users } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

const STATS = [
  { key: 'total', label: 'Total Users', icon: Users },
  { key: 'administrator', label: 'Administrators', icon: ShieldCheck },
  { key: 'admin', label: 'Admins', icon: Shield },
  { key: 'customer', label: 'Customers', icon: ShoppingBag },
] as const;

/** Four stat cards; the counts are the server's, over every user (not just the page on screen). */
export function UserStats({ counts }: { counts: UserCounts | undefined }) {
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {STATS.map(({ key, label, icon: Icon }) => (
        <Card key={key} className="flex flex-col items-start gap-2 p-4 sm:flex-row sm:items-center sm:gap-3">
          <span className="grid size-10 shrink-0 place-items-center rounded-full bg-accent-soft text-accent">
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <div className="min-w-0">
            <dt className="truncate text-xs font-medium text-muted sm:text-sm">{label}</dt>
            <dd className="font-display text-2xl font-semibold text-ink">
              {counts ? counts[key] : <Skeleton className="mt-1 h-7 w-10" />}
            </dd>
          </div>
        </Card>
      ))}
    </dl>
  );
}
