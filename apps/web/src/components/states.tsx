import { CloudOff, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/i18n';

/** Something could not be loaded: say so plainly and offer to try again. */
export function ErrorState({
  title,
  message,
  onRetry,
  className,
}: {
  title?: string;
  message?: string;
  onRetry?: () => void;
  className?: string;
}) {
  const t = useT();
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-col items-center gap-3 rounded-[var(--radius-card)] border border-dashed border-line bg-card/60 px-6 py-12 text-center',
        className,
      )}
    >
      <CloudOff aria-hidden="true" className="size-9 text-muted" strokeWidth={1.5} />
      <p className="font-display text-xl font-semibold text-ink">{title ?? t('states.errorTitle')}</p>
      <p className="max-w-sm text-sm text-muted">{message ?? t('states.errorMessage')}</p>
      {onRetry && (
        <Button variant="outline" onClick={onRetry} className="mt-1">
          <RotateCw className="size-4" /> {t('error.retry')}
        </Button>
      )}
    </div>
  );
}

/** Nothing to show yet: a friendly line and a way forward. */
export function EmptyState({
  icon,
  title,
  message,
  action,
  className,
  titleAs: Title = 'p',
}: {
  icon?: ReactNode;
  title: string;
  /** 'h1' when the empty state is the whole page (e.g. 'Product Not Found'), so it still has a heading. */
  titleAs?: 'p' | 'h1' | 'h2';
  message?: string;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'flex flex-col items-center gap-3 rounded-[var(--radius-card)] bg-sand/50 px-6 py-14 text-center',
        className,
      )}
    >
      {icon && <div className="text-muted [&_svg]:size-10">{icon}</div>}
      <Title className="font-display text-xl font-semibold text-ink">{title}</Title>
      {message && <p className="max-w-sm text-sm text-muted">{message}</p>}
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}

/** Placeholder blocks where a list or a grid of figures will be, while it loads. */
export function SkeletonBlocks({
  label,
  count,
  className = 'grid gap-2',
  blockClassName,
}: {
  label: string;
  count: number;
  className?: string;
  blockClassName: string;
}) {
  return (
    <div className={className} aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} className={blockClassName} />
      ))}
    </div>
  );
}
