import { PackageSearch } from 'lucide-react';
import { Link } from 'react-router';
import { ProductGridSkeleton, productGridClass } from '@/components/product/product-card';
import { EmptyState, ErrorState } from '@/components/states';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import type { useProducts } from '../api/get-products';
import { CatalogProductCard } from './catalog-product-card';

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
  return (
    <div className={cn('mt-5 transition-opacity', products.isPlaceholderData && 'opacity-60')}>
      {products.isPending ? (
        <ProductGridSkeleton count={8} />
      ) : products.isError ? (
        <ErrorState
          title="Error loading products"
          message={products.error instanceof ApiError ? products.error.message : 'Failed to fetch products'}
          onRetry={() => void products.refetch()}
        />
      ) : products.data.products.length === 0 ? (
        <EmptyState
          icon={<PackageSearch />}
          title="No products found"
          message={
            filtered ? 'Try removing a filter or two.' : 'New pieces are being made for this collection.'
          }
          action={
            filtered ? (
              <Button variant="outline" onClick={onClearFilters}>
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
        <>
          {/* The cards' names are h3s: this keeps the outline whole where the filters' h2 is hidden. */}
          <h2 className="sr-only">Products</h2>
          <div className={cn(productGridClass, 'lg:grid-cols-3 xl:grid-cols-4')}>
            {products.data.products.map((product, index) => (
              <CatalogProductCard key={product.id} product={product} priority={index < 2} />
            ))}
          </div>
        </>
      )}
    </div>
  );
}
