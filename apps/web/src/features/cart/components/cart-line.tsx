import { formatRupees, type CartItem } from '@shop/domain';
import { Minus, Plus, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { ProductImage } from '@/components/product/product-image';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';

function availabilityNote(item: CartItem): string | null {
  if (item.available) return null;
  if (item.maxQuantity <= 0)
    return 'This piece is no longer available. Please remove it to place your order.';
  return `Only ${item.maxQuantity} left in stock. Please lower the quantity to place your order.`;
}

/**
 * One cart row. At quantity 1 the minus becomes a bin, as the big shops do: the server removes a
 * line set below 1, so the control says so instead of pretending to go to 0.
 */
export function CartLine({
  item,
  busy,
  onQuantity,
  onRemove,
}: {
  item: CartItem;
  busy: boolean;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}) {
  const href = `/product/${item.productId}`;
  const note = availabilityNote(item);
  const category = item.product.subcategoryName ?? item.product.categoryName;
  const atMax = item.quantity >= item.maxQuantity;

  return (
    <li
      className="grid grid-cols-[88px_1fr] gap-4 rounded-[var(--radius-card)] border border-line bg-card p-3 shadow-[var(--shadow-soft)] sm:grid-cols-[120px_1fr] sm:p-4"
      data-testid="cart-line"
    >
      <Link to={href} aria-label={`Open ${item.name}`} className="block overflow-hidden rounded-xl">
        <ProductImage src={item.product.image} alt={item.name} sizes="120px" />
      </Link>
      <div className="flex min-w-0 flex-col gap-2">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <h2 className="font-display text-base leading-snug font-semibold text-ink sm:text-lg">
              <Link to={href} className="hover:text-accent">
                {item.name}
              </Link>
            </h2>
            <p className="mt-0.5 line-clamp-2 text-xs text-muted sm:text-sm">{item.product.description}</p>
          </div>
          <Button
            variant="ghost"
            size="icon"
            className="-mt-1.5 -mr-1.5 text-muted hover:text-danger"
            aria-label={`Remove ${item.name}`}
            disabled={busy}
            onClick={onRemove}
          >
            <Trash2 className="size-[18px]" />
          </Button>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="secondary">{category}</Badge>
          <span className="text-sm font-medium text-ink tabular-nums">{formatRupees(item.price)}</span>
        </div>
        {note && (
          <p
            className="rounded-lg bg-danger-soft px-2.5 py-1.5 text-xs font-medium text-danger"
            role="status"
          >
            {note}
          </p>
        )}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-1">
          <div
            className="inline-flex h-11 items-center rounded-full border border-line bg-card"
            role="group"
            aria-label={`Quantity of ${item.name}`}
          >
            <button
              type="button"
              aria-label={item.quantity <= 1 ? `Remove ${item.name}` : 'Decrease quantity'}
              disabled={busy}
              onClick={() => (item.quantity <= 1 ? onRemove() : onQuantity(item.quantity - 1))}
              className="grid size-11 place-items-center rounded-full text-ink hover:bg-sand disabled:opacity-40"
            >
              {item.quantity <= 1 ? <Trash2 className="size-4" /> : <Minus className="size-4" />}
            </button>
            <output
              aria-live="polite"
              className="w-9 text-center font-semibold tabular-nums"
              data-testid="cart-line-quantity"
            >
              {item.quantity}
            </output>
            <button
              type="button"
              aria-label="Increase quantity"
              disabled={busy || atMax}
              onClick={() => onQuantity(item.quantity + 1)}
              className="grid size-11 place-items-center rounded-full text-ink hover:bg-sand disabled:opacity-40"
            >
              <Plus className="size-4" />
            </button>
          </div>
          <p className="text-right">
            <span className="sr-only">Line total </span>
            <span className="font-semibold text-ink tabular-nums" data-testid="cart-line-total">
              {formatRupees(item.lineTotal)}
            </span>
          </p>
        </div>
      </div>
    </li>
  );
}

export function CartLineSkeleton() {
  return (
    <li className="grid grid-cols-[88px_1fr] gap-4 rounded-[var(--radius-card)] border border-line bg-card p-3 sm:grid-cols-[120px_1fr] sm:p-4">
      <div className="aspect-square animate-pulse rounded-xl bg-sand-deep/60" />
      <div className="grid content-start gap-2">
        <div className="h-5 w-3/5 animate-pulse rounded bg-sand-deep/60" />
        <div className="h-3 w-full animate-pulse rounded bg-sand-deep/60" />
        <div className="h-5 w-24 animate-pulse rounded bg-sand-deep/60" />
        <div className="mt-2 h-11 w-32 animate-pulse rounded-full bg-sand-deep/60" />
      </div>
    </li>
  );
}
