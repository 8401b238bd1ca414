import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/cn';

export function Spinner({ className, label = 'Loading' }: { className?: string; label?: string }) {
  return (
    <span role="status" className="inline-flex items-center">
      <LoaderCircle aria-hidden="true" className={cn('size-5 animate-spin text-accent', className)} />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** The whole-screen wait the route guard shows while the signed-in user is loading. */
export function FullScreenSpinner({ text = 'Loading...' }: { text?: string }) {
  return (
    <div role="status" className="fixed inset-0 z-50 grid place-items-center bg-ivory">
      <div className="flex flex-col items-center gap-3 text-muted">
        <LoaderCircle aria-hidden="true" className="size-8 animate-spin text-accent" />
        <p className="text-sm font-medium">{text}</p>
      </div>
    </div>
  );
}
