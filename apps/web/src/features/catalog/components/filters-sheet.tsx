import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { useT } from '@/lib/i18n/i18n';

/**
 * The filters in a drawer, on a phone. Its own module, fetched when the shopper first opens it, so
 * the dialog code (Radix, scroll lock) stays out of the listing's and search's first load
 * (decision 061).
 */
export function FiltersSheet({
  open,
  onOpenChange,
  onCloseAutoFocus,
  total,
  filtered,
  onClearAll,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
  /** How many products the filters leave, once known. */
  total: number | undefined;
  filtered: boolean;
  onClearAll: () => void;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="right" onCloseAutoFocus={onCloseAutoFocus}>
        <SheetHeader>
          <SheetTitle>{t('catalog.filters')}</SheetTitle>
        </SheetHeader>
        <div className="flex-1 p-4">{children}</div>
        <div className="sticky bottom-0 grid grid-cols-2 gap-2 border-t border-line bg-ivory p-4">
          <Button variant="outline" onClick={onClearAll} disabled={!filtered}>
            {t('catalog.clearAllFilters')}
          </Button>
          <Button onClick={() => onOpenChange(false)}>
            {total === undefined ? t('catalog.showResults') : t('catalog.showResultsCount', { count: total })}
          </Button>
        </div>
      </SheetContent>
    </Sheet>
  );
}
