import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/i18n';

export function Spinner({ className, label }: { className?: string; label?: string }) {
  const t = useT();
  return (
    <span role="status" className="inline-flex items-center">
      <LoaderCircle aria-hidden="true" className={cn('size-5 animate-spin text-accent', className)} />
      <span className="sr-only">{label ?? t('common.loadingShort')}</span>
    </span>
  );
}

/** The whole-screen wait the route guard shows while the signed-in user is loading. */
export function FullScreenSpinner({ text }: { text?: string }) {
  const t = useT();
  return (
    <div role="status" className="fixed inset-0 z-50 grid place-items-center bg-ivory">
      <div className="flex flex-col items-center gap-3 text-muted">
        <LoaderCircle aria-hidden="true" className="size-8 animate-spin text-accent" />
        <p className="text-sm font-medium">{text ?? t('common.loading')}</p>
      </div>
    </div>
  );
}
