import { SlidersHorizontal } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { plural } from '@/lib/plural';

/**
 * Where a listing's filters live: a sticky sidebar on a wide screen; on a phone a "Filters" button
 * (with the number in force) that opens them in a drawer. The category listings and the search
 * results page share it.
 */
export function FiltersAside({ children }: { children: ReactNode }) {
  return (
    <aside className="hidden lg:block" aria-label="Filters">
      {/* Taller than the screen (many crafts), it scrolls on its own rather than hiding its end. */}
      <div className="sticky top-24 max-h-[calc(100dvh-7rem)] overflow-y-auto overscroll-contain rounded-[var(--radius-card)] border border-line bg-card p-4">
        <h2 className="px-2 pb-3 font-sans text-base font-semibold text-ink">Filters</h2>
        {children}
      </div>
    </aside>
  );
}

export function FiltersButton({ count, onClick }: { count: number; onClick: () => void }) {
  return (
    <Button variant="outline" className="lg:hidden" onClick={onClick}>
      <SlidersHorizontal className="size-4" /> Filters
      {count > 0 && (
        <span className="grid size-5 place-items-center rounded-full bg-accent text-[11px] text-white">
          {count}
        </span>
      )}
    </Button>
  );
}

export function FiltersSheet({
  open,
  onOpenChange,
  total,
  filtered,
  onClearAll,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** How many products the filters leave, once known. */
  total: number | undefined;
  filtered: boolean;
  onClearAll: () => void;
  children: ReactNode;
}) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="right">
        <SheetHeader>
          <SheetTitle>Filters</SheetTitle>
        </SheetHeader>
        <div className="flex-1 p-4">{children}</div>
        <div className="sticky bottom-0 grid grid-cols-2 gap-2 border-t border-line bg-ivory p-4">
          <Button variant="outline" onClick={onClearAll} disabled={!filtered}>
            Clear All Filters
          </Button>
          <Button onClick={() => onOpenChange(false)}>
            {total === undefined
              ? 'Show results'
              : `Show ${plural(total, { one: 'result', other: 'results' })}`}
          </Button>
        </div>
      </SheetContent>
    </Sheet>
  );
}
