import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

/**
 * Previous / 'Page x of y' / Next for a server-paged list, shown only when there is more than one page.
 * `page` is the page asked for; `pagination` is the page on screen, which lags behind while `busy`.
 */
export function Pagination({
  page,
  pagination,
  busy = false,
  onPageChange,
}: {
  page: number;
  pagination: { page: number; totalPages: number } | undefined;
  busy?: boolean;
  onPageChange: (page: number) => void;
}) {
  if (!pagination || pagination.totalPages <= 1) return null;
  const { totalPages } = pagination;
  return (
    <nav aria-label="Pagination" className="flex items-center justify-between gap-3">
      <Button
        variant="outline"
        disabled={page <= 1 || busy}
        onClick={() => onPageChange(Math.max(1, page - 1))}
      >
        <ChevronLeft className="size-4" /> Previous
      </Button>
      <p className="flex items-center gap-2 text-sm text-muted">
        {busy && <Spinner className="size-4" label="Loading page" />}
        Page {pagination.page} of {totalPages}
      </p>
      <Button
        variant="outline"
        disabled={page >= totalPages || busy}
        onClick={() => onPageChange(Math.min(totalPages, page + 1))}
      >
        Next <ChevronRight className="size-4" />
      </Button>
    </nav>
  );
}
