import { PackageSearch } from 'lucide-react';
import { Link, useLocation, useParams, useSearchParams } from '@/lib/router';
import { EmptyState } from '@/components/states';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { isMissing, notFound, type Prefetch } from '@/lib/prefetch';
import { usePageTitle } from '@/lib/use-page-title';
import { categoryQuery, useCategory } from '../api/get-categories';
import { facetsQuery, useFacets } from '../api/get-facets';
import { productsQuery, useProducts } from '../api/get-products';
import { ActiveFilters } from '../components/active-filters';
import { FilterPanel } from '../components/filter-panel';
import { ListingHeader, PARENT_TITLES } from '../components/listing-header';
import { ListingResults } from '../components/listing-results';
import { ResultsLayout } from '../components/results-layout';
import { SubcategoryChips } from '../components/subcategory-chips';
import {
  choosePrice,
  clearFilters,
  filterCount,
  goToPage,
  hasFilters,
  listingSlug,
  listingView,
  onlySubcategory,
  toggleAttribute,
  toggleSubcategory,
  type AttributeKey,
} from '../hooks/listing-params';
import { chooseSort, LISTING_SORTS } from '../hooks/sort-params';
import { useT } from '@/lib/i18n/i18n';

/**
 * The category, the page of products the URL asks for and the filters the collection offers; an
 * unknown collection is a 404.
 */
export const prefetchListing: Prefetch = async (queryClient, { params, url }) => {
  const slug = listingSlug(params.slug, url.pathname);
  const category = await queryClient.ensureQueryData(categoryQuery(slug)).catch((error: unknown) => {
    // The three parent pages still show their products if their category row is missing.
    if (!isMissing(error)) throw error;
    if (!PARENT_TITLES[slug]) notFound();
    return undefined;
  });
  const view = listingView(slug, category, url.searchParams);
  await Promise.all([
    queryClient.ensureQueryData(productsQuery(view.filter)),
    queryClient.ensureQueryData(facetsQuery(view.facets)),
  ]);
};

export function ListingPage() {
  const params = useParams();
  const location = useLocation();
  const slug = listingSlug(params.slug, location.pathname);
  const [searchParams, setSearchParams] = useSearchParams();

  const categoryResult = useCategory(slug);
  const category = categoryResult.data;
  const view = listingView(slug, category, searchParams);
  const { presets, state } = view;
  const subcategories = category?.subcategories ?? [];

  const products = useProducts(view.filter);
  const facets = useFacets(view.facets);

  const categoryMissing = categoryResult.error instanceof ApiError && categoryResult.error.status === 404;
  const t = useT();
  const parentTitle = PARENT_TITLES[slug];
  usePageTitle(
    categoryMissing && !parentTitle
      ? t('notFound.title')
      : (category?.name ?? (parentTitle ? t(parentTitle) : undefined)),
  );

  const update = (next: URLSearchParams) => setSearchParams(next, { preventScrollReset: true });
  const toggle = (key: AttributeKey, value: string) =>
    update(toggleAttribute(searchParams, state, key, value));
  const subName = (sub: string) => subcategories.find((item) => item.slug === sub)?.name ?? sub;

  if (categoryMissing && !PARENT_TITLES[slug]) {
    return (
      <div className="mx-auto max-w-3xl px-5 py-20">
        <EmptyState
          icon={<PackageSearch />}
          title={t('catalog.collectionMissing')}
          message={t('catalog.collectionMissingText')}
          action={
            <Button asChild>
              <Link to="/">{t('catalog.backToHome')}</Link>
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
      facets={facets.data}
      onToggleAttribute={toggle}
    />
  );

  const pagination = products.data?.pagination;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
      <ListingHeader slug={slug} category={category} isPending={categoryResult.isPending} />

      <SubcategoryChips
        subcategories={subcategories}
        state={state}
        onPick={(sub) => update(onlySubcategory(searchParams, state, sub))}
      />

      <ResultsLayout
        panel={panel}
        filterCount={filterCount(state)}
        filtered={hasFilters(state)}
        onClearAll={() => update(clearFilters(searchParams))}
        total={pagination?.total}
        sort={{
          options: LISTING_SORTS,
          value: state.sort,
          onChange: (key) => update(chooseSort(searchParams, key, LISTING_SORTS)),
        }}
        activeFilters={
          <ActiveFilters
            state={state}
            subcategoryName={subName}
            onRemoveSubcategory={(sub) => update(toggleSubcategory(searchParams, state, sub))}
            onRemovePrice={() => update(choosePrice(searchParams, state, null))}
            onRemoveAttribute={toggle}
            onClearAll={() => update(clearFilters(searchParams))}
            facets={facets.data}
          />
        }
        page={state.page}
        pagination={pagination}
        onPageChange={(page) => setSearchParams(goToPage(searchParams, page), { preventScrollReset: true })}
      >
        <ListingResults
          products={products}
          filtered={hasFilters(state)}
          onClearFilters={() => update(clearFilters(searchParams))}
        />
      </ResultsLayout>
    </div>
  );
}
