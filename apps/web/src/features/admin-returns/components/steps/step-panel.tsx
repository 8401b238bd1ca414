import type { FormEvent, ReactNode } from 'react';
import { FormAlert } from '@/components/form-field';
import { cn } from '@/lib/cn';

/**
 * One step of a return as a small form: its title and what it does, its fields, the server's
 * refusal (when a field does not show it) and its buttons. Danger tone for a step that says no.
 */
export function StepPanel({
  title,
  description,
  tone = 'plain',
  error,
  onSubmit,
  children,
  actions,
}: {
  title: string;
  description?: ReactNode;
  tone?: 'plain' | 'danger';
  error: string | null;
  onSubmit: () => void;
  children?: ReactNode;
  actions: ReactNode;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form
      aria-label={title}
      noValidate
      onSubmit={submit}
      className={cn(
        'grid gap-3 rounded-xl border p-4',
        tone === 'danger' ? 'border-danger/30 bg-danger-soft' : 'border-line bg-sand/40',
      )}
    >
      <div className="grid gap-1">
        <h3 className="text-base font-semibold text-ink">{title}</h3>
        {description && <div className="text-sm text-muted">{description}</div>}
      </div>
      {children}
      <FormAlert message={error} />
      <div className="flex flex-wrap gap-2">{actions}</div>
    </form>
  );
}
