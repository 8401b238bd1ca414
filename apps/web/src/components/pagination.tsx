import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/i18n';

/**
 * Previous / 'Page x of y' / Next for a server-paged list, shown only when there is more than one
 * page. Every paged screen uses this one, storefront and back office alike.
 * `page` is the page asked for; `pagination` is the page on screen, which lags behind while `busy`
 * (pass the asked-for page in `pagination` to show it at once instead).
 */
export function Pagination({
  page,
  pagination,
  busy = false,
  onPageChange,
  label,
  labels,
  icons = true,
  compact = false,
  className,
  statusClassName,
}: {
  page: number;
  pagination: { page: number; totalPages: number } | undefined;
  busy?: boolean;
  onPageChange: (page: number) => void;
  /** The navigation landmark's name, for a second pager on a screen. */
  label?: string;
  labels?: { previous: string; next: string };
  /** Chevrons beside the words. */
  icons?: boolean;
  /** Smaller buttons, for a pager inside a section rather than under a screen's list. */
  compact?: boolean;
  /** Placement: margin and alignment of the row. */
  className?: string;
  statusClassName?: string;
}) {
  const t = useT();
  if (!pagination || pagination.totalPages <= 1) return null;
  const words = labels ?? { previous: t('pagination.previous'), next: t('pagination.next') };
  const { totalPages } = pagination;
  const button = compact ? ({ size: 'sm', className: 'h-11' } as const) : {};
  return (
    <nav aria-label={label ?? t('pagination.label')} className={cn('flex items-center gap-3', className)}>
      <Button
        variant="outline"
        {...button}
        disabled={page <= 1 || busy}
        onClick={() => onPageChange(Math.max(1, page - 1))}
      >
        {icons ? (
          <>
            <ChevronLeft className="size-4" /> {words.previous}
          </>
        ) : (
          words.previous
        )}
      </Button>
      <p className={cn('flex items-center gap-2 text-sm text-muted', statusClassName)}>
        {busy && <Spinner className="size-4" label={t('pagination.loadingPage')} />}
        {t('pagination.pageOf', { page: pagination.page, total: totalPages })}
      </p>
      <Button
        variant="outline"
        {...button}
        disabled={page >= totalPages || busy}
        onClick={() => onPageChange(Math.min(totalPages, page + 1))}
      >
        {icons ? (
          <>
            {words.next} <ChevronRight className="size-4" />
          </>
        ) : (
          words.next
        )}
      </Button>
    </nav>
  );
}
