import { Search, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';

/** A labelled search box, one filter field (passed in) and a Clear button that is live only when filtered. */
export function SearchFilterToolbar({
  search,
  filter,
  canClear,
  onClear,
  className,
}: {
  search: {
    id: string;
    label: string;
    placeholder: string;
    value: string;
    onChange: (value: string) => void;
  };
  filter: ReactNode;
  canClear: boolean;
  onClear: () => void;
  /** The grid columns for wider screens, sized to the filter. */
  className?: string;
}) {
  return (
    <div className={cn('grid grid-cols-[minmax(0,1fr)_auto] items-end gap-3', className)}>
      <div className="col-span-2 grid gap-1.5 sm:col-span-1">
        <Label htmlFor={search.id}>{search.label}</Label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted"
          />
          <Input
            id={search.id}
            type="search"
            placeholder={search.placeholder}
            value={search.value}
            onChange={(event) => search.onChange(event.target.value)}
            className="pl-10"
          />
        </div>
      </div>
      <div className="grid gap-1.5">{filter}</div>
      <Button variant="outline" onClick={onClear} disabled={!canClear}>
        <X className="size-4" /> Clear
      </Button>
    </div>
  );
}
