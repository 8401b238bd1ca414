import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

/** Rows shaped like the users table (cards on phones) while the first page loads. */
export function UsersSkeleton() {
  return (
    <Card aria-busy="true" aria-label="Loading users" className="grid divide-y divide-line">
      {Array.from({ length: 6 }, (_, index) => (
        <div key={index} className="flex items-center gap-3 px-4 py-3.5 md:px-5">
          <Skeleton className="size-9 rounded-full" />
          <div className="grid flex-1 gap-1.5 md:flex md:items-center md:gap-6">
            <Skeleton className="h-4 w-32" />
            <Skeleton className="h-3.5 w-44 md:h-4" />
          </div>
          <Skeleton className="hidden h-5 w-20 rounded-full md:block" />
          <Skeleton className="hidden h-5 w-16 rounded-full md:block" />
          <Skeleton className="h-9 w-24 rounded-full" />
        </div>
      ))}
    </Card>
  );
}
