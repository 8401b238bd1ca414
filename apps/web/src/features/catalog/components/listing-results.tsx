import { PackageSearch } from 'lucide-react';
import { Link } from 'react-router';
import { ProductGridSkeleton, productGridClass } from '@/components/product/product-card';
import { QueryFrame } from '@/components/query-frame';
import { EmptyState } from '@/components/states';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
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
      <QueryFrame
        query={products}
        skeleton={<ProductGridSkeleton count={8} />}
        error={{
          title: 'Error loading products',
          message: (error) => errorMessage(error, 'Failed to fetch products'),
        }}
        isEmpty={(page) => page.products.length === 0}
        empty={
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
        }
      >
        {(page) => (
          <>
            {/* The cards' names are h3s: this keeps the outline whole where the filters' h2 is hidden. */}
            <h2 className="sr-only">Products</h2>
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
