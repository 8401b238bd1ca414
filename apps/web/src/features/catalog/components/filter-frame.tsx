import { SlidersHorizontal } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/i18n';

/**
 * Where a listing's filters live: a sticky sidebar on a wide screen; on a phone a "Filters" button
 * (with the number in force) that opens them in a drawer (filters-sheet.tsx, fetched on its first
 * open). The category listings and the search results page share it.
 */
export function FiltersAside({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <aside className="hidden lg:block" aria-label={t('catalog.filters')}>
      {/* Taller than the screen (many crafts), it scrolls on its own rather than hiding its end. */}
      <div className="sticky top-24 max-h-[calc(100dvh-7rem)] overflow-y-auto overscroll-contain rounded-[var(--radius-card)] border border-line bg-card p-4">
        <h2 className="px-2 pb-3 font-sans text-base font-semibold text-ink">{t('catalog.filters')}</h2>
        {children}
      </div>
    </aside>
  );
}

export function FiltersButton({
  count,
  open,
  onClick,
  onPointerEnter,
  ref,
}: {
  count: number;
  open: boolean;
  onClick: () => void;
  onPointerEnter: () => void;
  ref: Ref<HTMLButtonElement>;
}) {
  const t = useT();
  return (
    <Button
      ref={ref}
      variant="outline"
      className="lg:hidden"
      aria-haspopup="dialog"
      aria-expanded={open}
      onClick={onClick}
      onPointerEnter={onPointerEnter}
    >
      <SlidersHorizontal className="size-4" /> {t('catalog.filters')}
      {count > 0 && (
        <span className="grid size-5 place-items-center rounded-full bg-accent text-[11px] text-white">
          {count}
        </span>
      )}
    </Button>
  );
}
