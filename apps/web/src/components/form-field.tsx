import type { ReactNode } from 'react';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';

/**
 * A label, its control and the line under it: the field's error when there is one, else a hint.
 * Give the control `id={id}` and `aria-describedby={describedBy(id, …)}`.
 */
export function FormField({
  id,
  label,
  error,
  hint,
  action,
  children,
  className,
}: {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string;
  /** Something at the label's right, such as 'Forgot Password?'. */
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  // content-start: a field beside a taller one (its neighbour has a hint) keeps its label and control
  // together at the top, rather than spreading the extra height between them.
  return (
    <div className={cn('grid content-start gap-1.5', className)}>
      <div className="flex min-h-5 items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {action}
      </div>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-danger">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** The aria-describedby for a FormField's control. */
export function describedBy(id: string, error: string | undefined, hint?: string): string | undefined {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- element ids, not words
  if (error) return `${id}-error`;
  // eslint-disable-next-line lingui/no-unlocalized-strings -- element ids, not words
  return hint ? `${id}-hint` : undefined;
}

/** A form-wide problem (decision 008 messages), announced to screen readers. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="rounded-xl border border-danger/30 bg-danger-soft px-3.5 py-2.5 text-sm text-ink"
    >
      {message}
    </p>
  );
}
