import type { Pagination as PageInfo } from '@shop/domain';
import { lazy, Suspense, useRef, type ReactNode } from 'react';
import { useLazyDialog } from '@/lib/use-lazy-dialog';
import type { SortOption } from '../hooks/sort-params';
import { FiltersAside, FiltersButton } from './filter-frame';
import { ListingPager } from './listing-pager';
import { SortSelect } from './sort-select';
import { useT } from '@/lib/i18n/i18n';

const FiltersSheet = lazy(() =>
  import('./filters-sheet').then((module) => ({ default: module.FiltersSheet })),
);

/**
 * The frame of a page of products, shared by the category listings and the search results: the
 * filters (sidebar on a wide screen, a drawer on a phone), the count and sort row, the filters in
 * force, the results and the pager, which brings the top of the results back into view.
 */
export function ResultsLayout({
  panel,
  filterCount,
  filtered,
  onClearAll,
  total,
  sort,
  activeFilters,
  page,
  pagination,
  onPageChange,
  children,
}: {
  /** The filter panel, shown in the sidebar and in the drawer. */
  panel: ReactNode;
  /** How many filters are in force, on the phone's Filters button. */
  filterCount: number;
  filtered: boolean;
  onClearAll: () => void;
  /** How many products match, once known. */
  total: number | undefined;
  sort: { options: readonly SortOption[]; value: SortOption; onChange: (key: string) => void };
  activeFilters: ReactNode;
  page: number;
  pagination: PageInfo | undefined;
  onPageChange: (page: number) => void;
  /** The results: the grid with its states, or a page's own 'nothing found'. */
  children: ReactNode;
}) {
  const t = useT();
  const { triggerRef, open, mounted, show, dialogProps } = useLazyDialog();
  const top = useRef<HTMLDivElement>(null);

  const changePage = (next: number) => {
    onPageChange(next);
    top.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  return (
    <>
      <div className="mt-8 grid gap-8 lg:grid-cols-[15rem_1fr]">
        <FiltersAside>{panel}</FiltersAside>

        <div ref={top} className="min-w-0 scroll-mt-24">
          <div className="flex flex-wrap items-center gap-2">
            <FiltersButton
              ref={triggerRef}
              count={filterCount}
              open={open}
              onClick={show}
              onPointerEnter={() => void import('./filters-sheet')}
            />
            <p className="text-sm text-muted" aria-live="polite">
              {total === undefined ? '\u00a0' : t('catalog.showingProducts', { count: total })}
            </p>
            <SortSelect options={sort.options} value={sort.value} onChange={sort.onChange} />
          </div>

          {activeFilters}

          {children}

          <ListingPager page={page} pagination={pagination} onPageChange={changePage} />
        </div>
      </div>

      {mounted && (
        <Suspense fallback={null}>
          <FiltersSheet {...dialogProps} total={total} filtered={filtered} onClearAll={onClearAll}>
            {panel}
          </FiltersSheet>
        </Suspense>
      )}
    </>
  );
}
