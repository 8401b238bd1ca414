import type { Product } from '@shop/domain';
import { FileSpreadsheet, FolderTree, Package, PackageCheck, Plus, Sparkles, Star } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from '@/lib/router';
import { Pagination } from '@/components/pagination';
import { SearchFilterToolbar } from '@/components/search-filter-toolbar';
import { StatCards } from '@/components/stat-cards';
import { QueryFrame } from '@/components/query-frame';
import { EmptyState } from '@/components/states';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { toast, toastError } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { usePageTitle } from '@/lib/use-page-title';
import { useDeleteProduct } from '../api/delete-product';
import { useAdminCategories } from '../api/get-admin-categories';
import { useAdminProducts } from '../api/get-admin-products';
import { useProductCounts } from '../api/get-product-counts';
import { ListSkeleton } from '../components/list-skeleton';
import { ProductFormDialog } from '../components/product-form-dialog';
import { ProductsList } from '../components/products-list';
import { parentCategories } from '../product-form';

export function deleteProductQuestion(name: string): string {
  return `Are you sure you want to delete "${name}"? This action cannot be undone.`;
}

/** Product management (admin and administrator). */
export function ProductManagementPage() {
  usePageTitle('Product Management');
  const [page, setPage] = useState(1);
  // The dashboard's figures open this list already filtered (`?search=…`, `?category=<slug>`).
  const [params] = useSearchParams();
  const [search, setSearch] = useState(() => params.get('search') ?? '');
  const [category, setCategory] = useState(() => params.get('category') ?? '');
  const debouncedSearch = useDebouncedValue(search.trim(), 300);
  const products = useAdminProducts({
    page,
    category: category || undefined,
    search: debouncedSearch || undefined,
  });
  // The figures are the whole catalogue's, whatever page or filter the list shows.
  const counts = useProductCounts();
  const categories = useAdminCategories();
  const remove = useDeleteProduct();
  const [editing, setEditing] = useState<Product | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<Product | null>(null);

  const data = products.data;
  const filtered = Boolean(search.trim() || category);

  function openForm(product: Product | null) {
    if (!categories.data) {
      toastError('Error loading categories', 'Failed to load categories');
      void categories.refetch();
      return;
    }
    setEditing(product);
    setFormOpen(true);
  }

  function confirmDelete(product: Product) {
    remove.mutate(product.id, {
      onSuccess: () => {
        setDeleting(null);
        toast({
          title: 'Product deleted',
          description: `${product.name} has been deleted.`,
          variant: 'success',
        });
      },
      onError: (error) => {
        setDeleting(null);
        toastError('Delete failed', errorMessage(error, 'Failed to delete product'));
      },
    });
  }

  function clearFilters() {
    setSearch('');
    setCategory('');
    setPage(1);
  }

  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl sm:text-4xl">Product Management</h1>
          <p className="mt-1 text-muted">Add pieces, keep prices and stock right, and retire old ones.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link to="/product-management/import-export">
              <FileSpreadsheet className="size-4" /> Import / Export
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/category-management">
              <FolderTree className="size-4" /> Manage Categories
            </Link>
          </Button>
          {/* The form needs the categories: a click while they load would only say they failed. */}
          <Button onClick={() => openForm(null)} disabled={categories.isPending}>
            <Plus className="size-4" /> Add Product
          </Button>
        </div>
      </div>

      <StatCards
        label="Product counts"
        stats={[
          { label: 'Total Products', value: counts.data?.total, icon: Package },
          { label: 'In Stock', value: counts.data?.inStock, icon: PackageCheck },
          { label: 'Featured', value: counts.data?.featured, icon: Star },
          { label: 'New Arrivals', value: counts.data?.newArrivals, icon: Sparkles },
        ]}
      />

      <SearchFilterToolbar
        className="sm:grid-cols-[minmax(0,1fr)_14rem_auto]"
        search={{
          id: 'products-search',
          label: 'Find a product',
          placeholder: 'Search by name or description',
          value: search,
          onChange: (value) => {
            setSearch(value);
            setPage(1);
          },
        }}
        filter={
          <>
            <Label htmlFor="products-category">Category</Label>
            <NativeSelect
              id="products-category"
              value={category}
              onChange={(event) => {
                setCategory(event.target.value);
                setPage(1);
              }}
            >
              <option value="">All Categories</option>
              {parentCategories(categories.data ?? []).map((parent) => (
                <optgroup key={parent.id} label={parent.name}>
                  <option value={parent.slug}>All {parent.name}</option>
                  {parent.subcategories.map((sub) => (
                    <option key={sub.id} value={sub.slug}>
                      {sub.name}
                    </option>
                  ))}
                </optgroup>
              ))}
            </NativeSelect>
          </>
        }
        canClear={filtered}
        onClear={clearFilters}
      />

      <section
        aria-label="Products"
        aria-busy={products.isFetching}
        className={cn('grid grid-cols-1 gap-4', products.isPlaceholderData && 'opacity-70')}
      >
        <QueryFrame
          query={products}
          keepDataOnError
          skeleton={<ListSkeleton label="Loading products" />}
          error={{
            title: 'We could not load the products',
            message: (error) => errorMessage(error, 'Failed to fetch products'),
          }}
          isEmpty={(result) => result.products.length === 0}
          empty={
            <EmptyState
              icon={<Package />}
              title="No products found"
              message={filtered ? 'Try another search or category.' : 'The shop has no products yet.'}
              action={
                filtered ? (
                  <Button variant="outline" onClick={clearFilters}>
                    Clear filters
                  </Button>
                ) : (
                  <Button onClick={() => openForm(null)}>
                    <Plus className="size-4" /> Add First Product
                  </Button>
                )
              }
            />
          }
        >
          {(result) => <ProductsList products={result.products} onEdit={openForm} onDelete={setDeleting} />}
        </QueryFrame>

        <Pagination
          className="justify-between"
          page={page}
          pagination={data?.pagination}
          busy={products.isFetching}
          onPageChange={setPage}
        />
      </section>

      <ProductFormDialog
        open={formOpen}
        product={editing}
        categories={categories.data ?? []}
        onOpenChange={setFormOpen}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete product"
        description={deleting ? deleteProductQuestion(deleting.name) : ''}
        confirmLabel="Delete"
        cancelLabel={'Cancel'}
        destructive
        pending={remove.isPending}
        pendingLabel="Deleting"
        descriptionClassName="text-base text-ink-soft"
        onConfirm={() => deleting && confirmDelete(deleting)}
        onOpenChange={(open) => !open && setDeleting(null)}
      />
    </div>
  );
}
