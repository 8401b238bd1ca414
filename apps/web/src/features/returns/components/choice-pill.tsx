import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A radio button drawn as a 44 px pill, the whole pill its label: refund or exchange, UPI or bank. */
export function ChoicePill({
  name,
  value,
  checked,
  disabled = false,
  onChoose,
  children,
}: {
  name: string;
  value: string;
  checked: boolean;
  disabled?: boolean;
  onChoose: () => void;
  children: ReactNode;
}) {
  return (
    <label
      className={cn(
        'flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border bg-card px-3 text-sm font-medium has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent',
        checked ? 'border-accent bg-accent-soft text-ink' : 'border-line text-ink-soft',
        disabled && 'cursor-not-allowed opacity-60',
      )}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={onChoose}
        className="size-4 accent-[var(--color-accent)]"
      />
      {children}
    </label>
  );
}
