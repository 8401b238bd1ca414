import type { LucideIcon } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

export interface Stat {
  label: string;
  value: number | undefined;
  icon: LucideIcon;
}

/** A row of counts; a skeleton stands in for a number still loading. */
export function StatCards({ stats, label }: { stats: Stat[]; label?: string }) {
  return (
    <dl aria-label={label} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {stats.map(({ label: name, value, icon: Icon }) => (
        <Card key={name} className="flex flex-col items-start gap-2 p-4 sm:flex-row sm:items-center sm:gap-3">
          <span className="grid size-10 shrink-0 place-items-center rounded-full bg-accent-soft text-accent">
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <div className="min-w-0">
            <dt className="truncate text-xs font-medium text-muted sm:text-sm">{name}</dt>
            <dd className="font-display text-2xl font-semibold text-ink">
              {value ?? <Skeleton className="mt-1 h-7 w-10" />}
            </dd>
          </div>
        </Card>
      ))}
    </dl>
  );
}
