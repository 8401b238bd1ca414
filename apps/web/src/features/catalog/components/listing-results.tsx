import { PackageSearch } from 'lucide-react';
import { Link } from '@/lib/router';
import { ProductGridSkeleton, productGridClass } from '@/components/product/product-card';
import { QueryFrame } from '@/components/query-frame';
import { EmptyState } from '@/components/states';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import type { useProducts } from '../api/get-products';
import { CatalogProductCard } from './catalog-product-card';
import { useT } from '@/lib/i18n/i18n';

/** The listing's grid, with its loading, error and empty states; dimmed while the next page loads. */
export function ListingResults({
  products,
  filtered,
  onClearFilters,
}: {
  products: ReturnType<typeof useProducts>;
  filtered: boolean;
  onClearFilters: () => void;
}) {
  const t = useT();
  return (
    <div className={cn('mt-5 transition-opacity', products.isPlaceholderData && 'opacity-60')}>
      <QueryFrame
        query={products}
        skeleton={<ProductGridSkeleton count={8} />}
        error={{
          title: t('catalog.loadError'),
          message: (error) => errorMessage(error, t('catalog.loadErrorFallback')),
        }}
        isEmpty={(page) => page.products.length === 0}
        empty={
          <EmptyState
            icon={<PackageSearch />}
            title={t('catalog.noProducts')}
            message={filtered ? t('catalog.noProductsFiltered') : t('catalog.noProductsYet')}
            action={
              filtered ? (
                <Button variant="outline" onClick={onClearFilters}>
                  {t('catalog.clearAllFilters')}
                </Button>
              ) : (
                <Button asChild variant="outline">
                  <Link to="/">{t('catalog.backToHome')}</Link>
                </Button>
              )
            }
          />
        }
      >
        {(page) => (
          <>
            {/* The cards' names are h3s: this keeps the outline whole where the filters' h2 is hidden. */}
            <h2 className="sr-only">{t('catalog.products')}</h2>
            <div className={cn(productGridClass, 'lg:grid-cols-3 xl:grid-cols-4')}>
              {page.products.map((product, index) => (
                <CatalogProductCard key={product.id} product={product} priority={index < 2} />
              ))}
            </div>
          </>
        )}
      </QueryFrame>
    </div>
  );
}
