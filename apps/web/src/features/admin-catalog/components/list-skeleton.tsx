import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

/** Rows shaped like the admin tables (a thumbnail, two lines, badges, an action) while they load. */
export function ListSkeleton({ label, rows = 6 }: { label: string; rows?: number }) {
  return (
    <Card aria-busy="true" aria-label={label} className="grid divide-y divide-line">
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="flex items-center gap-3 px-4 py-3.5 md:px-5">
          <Skeleton className="size-12 rounded-xl" />
          <div className="grid flex-1 gap-1.5">
            <Skeleton className="h-4 w-40" />
            <Skeleton className="h-3.5 w-56 max-w-full" />
          </div>
          <Skeleton className="hidden h-5 w-20 rounded-full md:block" />
          <Skeleton className="hidden h-5 w-16 rounded-full md:block" />
          <Skeleton className="h-9 w-20 rounded-full" />
        </div>
      ))}
    </Card>
  );
}
