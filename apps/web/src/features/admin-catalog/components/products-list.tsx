import { formatRupees, type Product } from '@shop/domain';
import { AlertTriangle } from 'lucide-react';
import { EditDeleteActions } from '@/components/edit-delete-actions';
import { ProductImage } from '@/components/product/product-image';
import { ResponsiveTable } from '@/components/responsive-table';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { stockWarning } from '../variant-form';

interface RowActions {
  onEdit: (product: Product) => void;
  onDelete: (product: Product) => void;
}

function CategoryBadges({ product }: { product: Product }) {
  return (
    <div className="flex flex-wrap gap-1">
      <Badge variant="secondary">{product.categoryName}</Badge>
      {product.subcategoryName && <Badge variant="outline">{product.subcategoryName}</Badge>}
    </div>
  );
}

function StatusBadges({ product }: { product: Product }) {
  const none =
    !product.isFeatured &&
    !product.isNew &&
    product.isActive &&
    !product.isOneOfAKind &&
    !product.madeToOrder &&
    !product.isSold;
  if (none) return <span className="text-xs text-muted">—</span>;
  return (
    <div className="flex flex-wrap gap-1">
      {product.isFeatured && <Badge variant="highlight">Featured</Badge>}
      {product.isNew && <Badge variant="success">New</Badge>}
      {!product.isActive && <Badge variant="destructive">Inactive</Badge>}
      {product.isOneOfAKind && <Badge variant="outline">One of a kind</Badge>}
      {product.isSold && <Badge variant="secondary">Sold</Badge>}
      {product.madeToOrder && <Badge variant="outline">Made to order</Badge>}
    </div>
  );
}

function Price({ product }: { product: Product }) {
  return (
    <div className="grid">
      <span className="font-semibold text-ink">
        {product.priceMax > product.priceMin
          ? `${formatRupees(product.priceMin)}–${formatRupees(product.priceMax)}`
          : formatRupees(product.price)}
      </span>
      {product.originalPrice !== null && product.originalPrice > product.price && (
        <span className="text-xs text-muted line-through">{formatRupees(product.originalPrice)}</span>
      )}
    </div>
  );
}

/** Units over all variants, the number of variants, and a warning when some run low or out. */
function Stock({ product }: { product: Product }) {
  const warning = stockWarning(product);
  const variants = product.options.length > 0 ? product.variants.length : 0;
  return (
    <span className="grid">
      <span className="text-ink-soft">
        {product.stockQuantity} units
        {variants > 0 && <span className="text-muted"> · {variants} variants</span>}
      </span>
      {warning && (
        <span className="inline-flex items-center gap-1 text-xs font-medium text-danger">
          <AlertTriangle aria-hidden="true" className="size-3.5" /> {warning}
        </span>
      )}
    </span>
  );
}

function Actions({ product, onEdit, onDelete }: RowActions & { product: Product }) {
  return (
    <EditDeleteActions
      name={product.name}
      onEdit={() => onEdit(product)}
      onDelete={() => onDelete(product)}
    />
  );
}

/** The products table on wide screens; stacked cards on phones. */
export function ProductsList({ products, ...actions }: RowActions & { products: Product[] }) {
  return (
    <ResponsiveTable
      label="Products"
      headers={['Product', 'Category', 'Price', 'Stock', 'Status', 'Actions']}
      cards={products.map((product) => (
        <li key={product.id}>
          <Card className="grid grid-cols-1 gap-3 p-4" data-testid="admin-product">
            <div className="flex items-start gap-3">
              <ProductImage src={product.image} alt="" sizes="64px" className="size-16 shrink-0 rounded-xl" />
              <div className="min-w-0 flex-1">
                <p className="font-semibold break-words text-ink">{product.name}</p>
                <p className="line-clamp-2 text-sm text-muted">{product.description}</p>
              </div>
            </div>
            <CategoryBadges product={product} />
            <div className="flex flex-wrap items-center justify-between gap-2 border-t border-line pt-3">
              <div className="flex items-center gap-3 text-sm">
                <Price product={product} />
                <Stock product={product} />
                <StatusBadges product={product} />
              </div>
              <Actions product={product} {...actions} />
            </div>
          </Card>
        </li>
      ))}
      rows={products.map((product) => (
        <tr key={product.id} className="transition-colors hover:bg-sand/30" data-testid="admin-product">
          <td className="px-5 py-3">
            <div className="flex items-center gap-3">
              <ProductImage src={product.image} alt="" sizes="48px" className="size-12 shrink-0 rounded-xl" />
              <div className="min-w-0 max-w-72">
                <p className="truncate font-medium text-ink">{product.name}</p>
                <p className="truncate text-xs text-muted">{product.description}</p>
              </div>
            </div>
          </td>
          <td className="px-4 py-3">
            <CategoryBadges product={product} />
          </td>
          <td className="px-4 py-3 whitespace-nowrap">
            <Price product={product} />
          </td>
          <td className="px-4 py-3 whitespace-nowrap">
            <Stock product={product} />
          </td>
          <td className="px-4 py-3">
            <StatusBadges product={product} />
          </td>
          <td className="px-5 py-3">
            <Actions product={product} {...actions} />
          </td>
        </tr>
      ))}
    />
  );
}
