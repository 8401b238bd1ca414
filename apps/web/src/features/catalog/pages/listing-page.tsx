import { pricePresetsFor, type Category } from '@shop/domain';
import { ChevronLeft, ChevronRight, PackageSearch, SlidersHorizontal, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { EmptyState, ErrorState } from '@/components/states';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { usePageTitle } from '@/lib/use-page-title';
import { useCategory } from '../api/get-categories';
import { useProducts } from '../api/get-products';
import { FilterPanel } from '../components/filter-panel';
import { ProductGridSkeleton, productGridClass } from '@/components/product/product-card';
import { CatalogProductCard } from '../components/catalog-product-card';
import {
  choosePrice,
  clearFilters,
  goToPage,
  hasFilters,
  onlySubcategory,
  parseListingParams,
  toggleSubcategory,
} from '../hooks/listing-params';

/** Shop-facing names for the three parent pages, used until (or if) the category answers. */
const PARENT_TITLES: Record<string, string> = {
  jewelry: 'Jewellery',
  clothing: 'Clothing',
  accessories: 'Accessories',
};

function chipClass(active: boolean) {
  return cn(
    'inline-flex h-11 shrink-0 items-center gap-1.5 rounded-full border px-4 text-sm font-medium transition-colors',
    active
      ? 'border-accent bg-accent text-white'
      : 'border-line bg-card text-ink-soft hover:border-ink-soft/40 hover:text-ink',
  );
}

function ListingHeader({
  slug,
  category,
  isPending,
}: {
  slug: string;
  category: Category | undefined;
  isPending: boolean;
}) {
  const title = PARENT_TITLES[slug] ?? category?.name;
  return (
    <div>
      <nav aria-label="Breadcrumb" className="text-sm text-muted">
        <Link to="/" className="hover:text-ink">
          Home
        </Link>
        {category?.parent && (
          <>
            <span className="mx-2">/</span>
            <Link to={`/${category.parent.slug}`} className="hover:text-ink">
              {PARENT_TITLES[category.parent.slug] ?? category.parent.name}
            </Link>
          </>
        )}
        <span className="mx-2">/</span>
        <span className="text-ink">{title ?? '…'}</span>
      </nav>
      {title ? (
        <h1 className="mt-3 text-4xl font-semibold text-ink sm:text-5xl">{title}</h1>
      ) : (
        <Skeleton className="mt-3 h-11 w-56" />
      )}
      {category?.description ? (
        <p className="mt-3 max-w-2xl text-ink-soft">{category.description}</p>
      ) : isPending ? (
        <Skeleton className="mt-3 h-5 w-full max-w-md" />
      ) : null}
    </div>
  );
}

export function ListingPage() {
  const params = useParams();
  const location = useLocation();
  const slug = params.slug ?? location.pathname.replace(/^\/+|\/+$/g, '');
  const [searchParams, setSearchParams] = useSearchParams();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const gridTop = useRef<HTMLDivElement>(null);

  const categoryResult = useCategory(slug);
  const category = categoryResult.data;
  const presets = pricePresetsFor(category?.parent?.slug ?? slug);
  const state = parseListingParams(searchParams, presets);
  const subcategories = category?.subcategories ?? [];

  const products = useProducts({
    page: state.page,
    categories: state.subcategories.length ? state.subcategories : [slug],
    minPrice: state.price?.min,
    maxPrice: state.price?.max,
  });

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
  const totalPages = pagination?.totalPages ?? 1;
  const changePage = (page: number) => {
    setSearchParams(goToPage(searchParams, page), { preventScrollReset: true });
    gridTop.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
      <ListingHeader slug={slug} category={category} isPending={categoryResult.isPending} />

      {subcategories.length > 0 && (
        <div className="no-scrollbar -mx-4 mt-6 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0">
          <button
            type="button"
            className={chipClass(state.subcategories.length === 0)}
            onClick={() => update(onlySubcategory(searchParams, state, null))}
          >
            All
          </button>
          {subcategories.map((sub) => (
            <button
              key={sub.id}
              type="button"
              aria-pressed={state.subcategories.length === 1 && state.subcategories[0] === sub.slug}
              className={chipClass(state.subcategories.length === 1 && state.subcategories[0] === sub.slug)}
              onClick={() => update(onlySubcategory(searchParams, state, sub.slug))}
            >
              {sub.name}
            </button>
          ))}
        </div>
      )}

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

          {hasFilters(state) && (
            <div className="mt-4 flex flex-wrap items-center gap-2">
              {state.subcategories.map((sub) => (
                <button
                  key={sub}
                  type="button"
                  onClick={() => update(toggleSubcategory(searchParams, state, sub))}
                  className="inline-flex h-11 items-center gap-1.5 rounded-full bg-sand sm:h-9 pr-2 pl-3 text-sm text-ink hover:bg-sand-deep"
                  aria-label={`Remove filter ${subName(sub)}`}
                >
                  {subName(sub)} <X aria-hidden="true" className="size-3.5" />
                </button>
              ))}
              {state.price && (
                <button
                  type="button"
                  onClick={() => update(choosePrice(searchParams, state, null))}
                  className="inline-flex h-11 items-center gap-1.5 rounded-full bg-sand sm:h-9 pr-2 pl-3 text-sm text-ink hover:bg-sand-deep"
                  aria-label={`Remove filter ${state.price.label}`}
                >
                  {state.price.label} <X aria-hidden="true" className="size-3.5" />
                </button>
              )}
              <Button variant="link" size="sm" onClick={() => update(clearFilters(searchParams))}>
                Clear All Filters
              </Button>
            </div>
          )}

          <div className={cn('mt-5 transition-opacity', products.isPlaceholderData && 'opacity-60')}>
            {products.isPending ? (
              <ProductGridSkeleton count={8} />
            ) : products.isError ? (
              <ErrorState
                title="Error loading products"
                message={
                  products.error instanceof ApiError ? products.error.message : 'Failed to fetch products'
                }
                onRetry={() => void products.refetch()}
              />
            ) : products.data.products.length === 0 ? (
              <EmptyState
                icon={<PackageSearch />}
                title="No products found"
                message={
                  hasFilters(state)
                    ? 'Try removing a filter or two.'
                    : 'New pieces are being made for this collection.'
                }
                action={
                  hasFilters(state) ? (
                    <Button variant="outline" onClick={() => update(clearFilters(searchParams))}>
                      Clear All Filters
                    </Button>
                  ) : (
                    <Button asChild variant="outline">
                      <Link to="/">Back to Home</Link>
                    </Button>
                  )
                }
              />
            ) : (
              <div className={cn(productGridClass, 'lg:grid-cols-3 xl:grid-cols-4')}>
                {products.data.products.map((product, index) => (
                  <CatalogProductCard key={product.id} product={product} priority={index < 2} />
                ))}
              </div>
            )}
          </div>

          {totalPages > 1 && (
            <nav aria-label="Pagination" className="mt-10 flex items-center justify-center gap-3">
              <Button variant="outline" disabled={state.page <= 1} onClick={() => changePage(state.page - 1)}>
                <ChevronLeft className="size-4" /> Previous
              </Button>
              <span className="min-w-24 text-center text-sm text-muted">
                Page {state.page} of {totalPages}
              </span>
              <Button
                variant="outline"
                disabled={state.page >= totalPages}
                onClick={() => changePage(state.page + 1)}
              >
                Next <ChevronRight className="size-4" />
              </Button>
            </nav>
          )}
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
