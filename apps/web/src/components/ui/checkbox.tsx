import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

type CheckboxProps = Omit<ComponentProps<'input'>, 'type' | 'onChange'> & {
  onCheckedChange?: (checked: boolean) => void;
};

/**
 * A box to tick: the browser's own checkbox, drawn in the shop's colours (`.tick` in app.css draws
 * the mark). Native rather than Radix's (decision 084): a listing's filters draw 57 of them, and each
 * of Radix's was seven components to hydrate; the native one is one element, a form's own, and
 * keeps the system's look in forced colours. `data-replay`: a tick before the page is taken over
 * is held and replayed (decision 062).
 */
export function Checkbox({ className, onCheckedChange, ...props }: CheckboxProps) {
  return (
    <input
      type="checkbox"
      data-replay
      className={cn(
        'tick peer size-5 shrink-0 cursor-pointer appearance-none rounded-md border border-ink-soft/50 bg-card transition-colors checked:border-accent checked:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:cursor-not-allowed disabled:opacity-50 forced-colors:appearance-auto',
        className,
      )}
      onChange={(event) => onCheckedChange?.(event.currentTarget.checked)}
      {...props}
    />
  );
}
