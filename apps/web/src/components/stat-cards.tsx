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
        // A <dl> holds only <dt>/<dd> groups in a <div>: the icon sits inside the term (axe's
        // definition-list and dlitem rules), beside the figure from a phone's width up.
        <Card key={name} className="relative p-4 sm:pl-[4.25rem]">
          <dt className="flex min-w-0 flex-col items-start gap-2 text-xs font-medium text-muted sm:text-sm">
            <span className="grid size-10 shrink-0 place-items-center rounded-full bg-accent-soft text-accent sm:absolute sm:top-1/2 sm:left-4 sm:-translate-y-1/2">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <span className="block max-w-full truncate">{name}</span>
          </dt>
          <dd className="font-display text-2xl font-semibold text-ink">
            {value ?? <Skeleton className="mt-1 h-7 w-10" />}
          </dd>
        </Card>
      ))}
    </dl>
  );
}
