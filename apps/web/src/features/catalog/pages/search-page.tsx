import { SEARCH_MIN_CHARS } from '@shop/domain';
import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link, useSearchParams } from '@/lib/router';
import { EmptyState } from '@/components/states';
import { Button } from '@/components/ui/button';
import type { Prefetch } from '@/lib/prefetch';
import { usePageTitle } from '@/lib/use-page-title';
import { parentCategoriesQuery } from '../api/get-categories';
import { facetsQuery, useFacets } from '../api/get-facets';
import { productsQuery, useProducts } from '../api/get-products';
import { spellingsQuery, useSpellings } from '../api/get-spellings';
import { ActiveFilters } from '../components/active-filters';
import { FilterPanel } from '../components/filter-panel';
import { ListingResults } from '../components/listing-results';
import { ResultsLayout } from '../components/results-layout';
import {
  choosePrice,
  clearFilters,
  filterCount,
  goToPage,
  hasFilters,
  toggleAttribute,
  type AttributeKey,
} from '../hooks/listing-params';
import { searchView, toggleInStock } from '../hooks/search-params';
import { chooseSort, SEARCH_SORTS } from '../hooks/sort-params';
import { useT } from '@/lib/i18n/i18n';

/**
 * A search that found nothing is the rarer page: its answer (the spellings and every collection's
 * icon, some 4 KB gzipped) comes with it, not with every search's first load (issue 27). The server
 * renders it in place; in the browser it hydrates once its chunk has come.
 */
const SearchNoResults = lazy(() =>
  import('../components/search-no-results').then((module) => ({ default: module.SearchNoResults })),
);

/**
 * The results, the filters they offer and, when there are none, what the no-results state offers:
 * the closest spellings and the main categories. The server renders whichever the shopper will see.
 */
export const prefetchSearch: Prefetch = async (queryClient, { url }) => {
  const { state, filter, facets } = searchView(url.searchParams);
  if (!state.q) return;
  const [results] = await Promise.all([
    queryClient.ensureQueryData(productsQuery(filter)),
    queryClient.ensureQueryData(facetsQuery(facets)),
  ]);
  if (results.pagination.total > 0 || hasFilters(state)) return;
  await Promise.all([
    queryClient.ensureQueryData(parentCategoriesQuery),
    state.q.length >= SEARCH_MIN_CHARS ? queryClient.ensureQueryData(spellingsQuery(state.q)) : undefined,
  ]);
};

/** `/search?q=` (decision 023): ranked results with a listing's filters, sort and pages. */
export function SearchPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const view = searchView(searchParams);
  const { presets, state } = view;
  const { q } = state;

  const products = useProducts(view.filter);
  const facets = useFacets(view.facets, !!q);
  const pagination = products.data?.pagination;
  const filtered = hasFilters(state);
  // Nothing found for the words themselves (not for a filter): offer other words and collections.
  const nothingFound = !!q && !filtered && pagination?.total === 0 && !products.isPlaceholderData;
  const spellings = useSpellings(q, nothingFound);
  const categories = useQuery({ ...parentCategoriesQuery, enabled: nothingFound });

  const t = useT();
  usePageTitle(q ? t('search.titleWithQuery', { q }) : t('search.title'));

  const update = (next: URLSearchParams) => setSearchParams(next, { preventScrollReset: true });
  const toggle = (key: AttributeKey, value: string) =>
    update(toggleAttribute(searchParams, state, key, value));

  if (!q) {
    return (
      <div className="mx-auto max-w-3xl px-5 py-20">
        <EmptyState
          icon={<Search />}
          titleAs="h1"
          title={t('search.emptyTitle')}
          message={t('search.emptyText')}
          action={
            <Button asChild variant="outline">
              <Link to="/">{t('catalog.backToHome')}</Link>
            </Button>
          }
        />
      </div>
    );
  }

  const panel = (
    <FilterPanel
      subcategories={[]}
      presets={presets}
      state={state}
      onChoosePrice={(preset) => update(choosePrice(searchParams, state, preset))}
      onToggleInStock={() => update(toggleInStock(searchParams, state))}
      facets={facets.data}
      onToggleAttribute={toggle}
    />
  );

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
      <nav aria-label={t('catalog.breadcrumb')} className="text-sm text-muted">
        <Link to="/" className="hover:text-ink">
          {t('nav.home')}
        </Link>
        <span className="mx-2">/</span>
        <span className="text-ink">{t('search.title')}</span>
      </nav>
      <h1 className="mt-3 text-3xl font-semibold break-words text-ink sm:text-5xl">
        {t('search.resultsFor', { q })}
      </h1>

      <ResultsLayout
        panel={panel}
        filterCount={filterCount(state)}
        filtered={filtered}
        onClearAll={() => update(clearFilters(searchParams))}
        total={pagination?.total}
        sort={{
          options: SEARCH_SORTS,
          value: state.sort,
          onChange: (key) => update(chooseSort(searchParams, key, SEARCH_SORTS)),
        }}
        activeFilters={
          <ActiveFilters
            state={state}
            onRemovePrice={() => update(choosePrice(searchParams, state, null))}
            onRemoveInStock={() => update(toggleInStock(searchParams, state))}
            onRemoveAttribute={toggle}
            onClearAll={() => update(clearFilters(searchParams))}
            facets={facets.data}
          />
        }
        page={state.page}
        pagination={pagination}
        onPageChange={(page) => setSearchParams(goToPage(searchParams, page), { preventScrollReset: true })}
      >
        {nothingFound ? (
          <Suspense fallback={null}>
            <SearchNoResults q={q} spellings={spellings.data ?? []} categories={categories.data ?? []} />
          </Suspense>
        ) : (
          <ListingResults
            products={products}
            filtered={filtered}
            onClearFilters={() => update(clearFilters(searchParams))}
          />
        )}
      </ResultsLayout>
    </div>
  );
}
