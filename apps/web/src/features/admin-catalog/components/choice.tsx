import type { ReactNode } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';

/** A checkbox with its hint, and the fields it opens when ticked. */
export function Choice({
  id,
  label,
  hint,
  checked,
  error,
  onChange,
  children,
}: {
  id: string;
  label: string;
  hint: string;
  checked: boolean;
  error?: string | undefined;
  onChange: (checked: boolean) => void;
  children?: ReactNode;
}) {
  return (
    <div className="grid content-start gap-3 rounded-xl border border-line px-3.5 py-3">
      <div className="flex min-h-11 items-start gap-3">
        <Checkbox
          id={id}
          checked={checked}
          onCheckedChange={(value) => onChange(value === true)}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
          aria-invalid={Boolean(error)}
        />
        <div className="grid gap-0.5">
          <Label htmlFor={id}>{label}</Label>
          <p id={`${id}-hint`} className="text-xs text-muted">
            {hint}
          </p>
          {error && (
            <p id={`${id}-error`} className="text-sm text-danger">
              {error}
            </p>
          )}
        </div>
      </div>
      {checked && children}
    </div>
  );
}
