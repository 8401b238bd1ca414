import { cn } from '@/lib/cn';

export interface FilterPill<T extends string> {
  value: T;
  label: string;
  /** Shown in brackets after the label, when known. */
  count?: number | undefined;
}

/** A row of pressed-or-not pills choosing one filter (a back-office list's statuses). */
export function FilterPills<T extends string>({
  label,
  options,
  value,
  onChange,
  className,
}: {
  /** The group's accessible name, e.g. 'Filter by status'. */
  label: string;
  options: readonly FilterPill<T>[];
  value: T;
  onChange: (value: T) => void;
  /** Placement, e.g. pills from a tablet's width up only. */
  className?: string;
}) {
  return (
    <div className={cn('flex flex-wrap gap-1.5', className)} role="group" aria-label={label}>
      {options.map((option) => {
        const active = option.value === value;
        return (
          <button
            key={option.value}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(option.value)}
            className={cn(
              'h-11 rounded-full border px-3.5 text-sm font-medium transition-colors',
              active ? 'border-accent bg-accent text-white' : 'border-line bg-card text-ink hover:bg-sand',
            )}
          >
            {option.label}
            {option.count !== undefined && (
              <span className="ml-1 tabular-nums opacity-80">({option.count})</span>
            )}
          </button>
        );
      })}
    </div>
  );
}
