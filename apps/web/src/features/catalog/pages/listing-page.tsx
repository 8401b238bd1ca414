import { PackageSearch, SlidersHorizontal } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { Pagination } from '@/components/pagination';
import { EmptyState } from '@/components/states';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { ApiError } from '@/lib/api-client';
import { isMissing, notFound, type Prefetch } from '@/lib/prefetch';
import { usePageTitle } from '@/lib/use-page-title';
import { categoryQuery, useCategory } from '../api/get-categories';
import { productsQuery, useProducts } from '../api/get-products';
import { ActiveFilters } from '../components/active-filters';
import { FilterPanel } from '../components/filter-panel';
import { ListingHeader, PARENT_TITLES } from '../components/listing-header';
import { ListingResults } from '../components/listing-results';
import { SubcategoryChips } from '../components/subcategory-chips';
import {
  choosePrice,
  clearFilters,
  goToPage,
  hasFilters,
  listingSlug,
  listingView,
  onlySubcategory,
  toggleSubcategory,
} from '../hooks/listing-params';

/** The category and the page of products the URL asks for; an unknown collection is a 404. */
export const prefetchListing: Prefetch = async (queryClient, { params, url }) => {
  const slug = listingSlug(params.slug, url.pathname);
  const category = await queryClient.ensureQueryData(categoryQuery(slug)).catch((error: unknown) => {
    // The three parent pages still show their products if their category row is missing.
    if (!isMissing(error)) throw error;
    if (!PARENT_TITLES[slug]) notFound();
    return undefined;
  });
  await queryClient.ensureQueryData(productsQuery(listingView(slug, category, url.searchParams).filter));
};

export function ListingPage() {
  const params = useParams();
  const location = useLocation();
  const slug = listingSlug(params.slug, location.pathname);
  const [searchParams, setSearchParams] = useSearchParams();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const gridTop = useRef<HTMLDivElement>(null);

  const categoryResult = useCategory(slug);
  const category = categoryResult.data;
  const { presets, state, filter } = listingView(slug, category, searchParams);
  const subcategories = category?.subcategories ?? [];

  const products = useProducts(filter);

  usePageTitle(PARENT_TITLES[slug] ?? category?.name);

  const update = (next: URLSearchParams) => setSearchParams(next, { preventScrollReset: true });
  const subName = (sub: string) => subcategories.find((item) => item.slug === sub)?.name ?? sub;

  const categoryMissing = categoryResult.error instanceof ApiError && categoryResult.error.status === 404;
  if (categoryMissing && !PARENT_TITLES[slug]) {
    return (
      <div className="mx-auto max-w-3xl px-5 py-20">
        <EmptyState
          icon={<PackageSearch />}
          title="This collection is not here"
          message="It may have been renamed or retired. Our other collections are waiting for you."
          action={
            <Button asChild>
              <Link to="/">Back to Home</Link>
            </Button>
          }
        />
      </div>
    );
  }

  const panel = (
    <FilterPanel
      subcategories={subcategories}
      presets={presets}
      state={state}
      onToggleSubcategory={(sub) => update(toggleSubcategory(searchParams, state, sub))}
      onChoosePrice={(preset) => update(choosePrice(searchParams, state, preset))}
    />
  );

  const pagination = products.data?.pagination;
  const changePage = (page: number) => {
    setSearchParams(goToPage(searchParams, page), { preventScrollReset: true });
    gridTop.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
      <ListingHeader slug={slug} category={category} isPending={categoryResult.isPending} />

      <SubcategoryChips
        subcategories={subcategories}
        state={state}
        onPick={(sub) => update(onlySubcategory(searchParams, state, sub))}
      />

      <div className="mt-8 grid gap-8 lg:grid-cols-[15rem_1fr]">
        <aside className="hidden lg:block" aria-label="Filters">
          <div className="sticky top-24 rounded-[var(--radius-card)] border border-line bg-card p-4">
            <h2 className="px-2 pb-3 font-sans text-base font-semibold text-ink">Filters</h2>
            {panel}
          </div>
        </aside>

        <div ref={gridTop} className="min-w-0 scroll-mt-24">
          <div className="flex flex-wrap items-center gap-2">
            <Button variant="outline" className="lg:hidden" onClick={() => setDrawerOpen(true)}>
              <SlidersHorizontal className="size-4" /> Filters
              {hasFilters(state) && (
                <span className="grid size-5 place-items-center rounded-full bg-accent text-[11px] text-white">
                  {state.subcategories.length + (state.price ? 1 : 0)}
                </span>
              )}
            </Button>
            <p className="ml-auto text-sm text-muted" aria-live="polite">
              {pagination ? `Showing ${pagination.total} products` : '\u00a0'}
            </p>
          </div>

          <ActiveFilters
            state={state}
            subcategoryName={subName}
            onRemoveSubcategory={(sub) => update(toggleSubcategory(searchParams, state, sub))}
            onRemovePrice={() => update(choosePrice(searchParams, state, null))}
            onClearAll={() => update(clearFilters(searchParams))}
          />

          <ListingResults
            products={products}
            filtered={hasFilters(state)}
            onClearFilters={() => update(clearFilters(searchParams))}
          />

          {/* The page asked for shows at once; the grid dims until it arrives. */}
          <Pagination
            className="mt-10 justify-center"
            statusClassName="min-w-24 justify-center"
            page={state.page}
            pagination={pagination && { page: state.page, totalPages: pagination.totalPages }}
            onPageChange={changePage}
          />
        </div>
      </div>

      <Sheet open={drawerOpen} onOpenChange={setDrawerOpen}>
        <SheetContent side="right">
          <SheetHeader>
            <SheetTitle>Filters</SheetTitle>
          </SheetHeader>
          <div className="flex-1 p-4">{panel}</div>
          <div className="sticky bottom-0 grid grid-cols-2 gap-2 border-t border-line bg-ivory p-4">
            <Button
              variant="outline"
              onClick={() => update(clearFilters(searchParams))}
              disabled={!hasFilters(state)}
            >
              Clear All Filters
            </Button>
            <Button onClick={() => setDrawerOpen(false)}>
              Show {pagination ? pagination.total : ''} results
            </Button>
          </div>
        </SheetContent>
      </Sheet>
    </div>
  );
}
