import { formatRupees, type CartItem } from '@shop/domain';
import { Minus, Plus, Trash2 } from 'lucide-react';
import { Link } from '@/lib/router';
import { ProductImage } from '@/components/product/product-image';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useT, type Translate } from '@/lib/i18n/i18n';

function availabilityNote(item: CartItem, t: Translate): string | null {
  if (item.available) return null;
  const variant = item.product.variants.find((candidate) => candidate.id === item.variantId);
  // The same size with another note holds the units left.
  if (item.maxQuantity <= 0 && variant?.inStock) return t('cart.line.unitsElsewhere');
  if (item.maxQuantity <= 0) return t('cart.line.unavailable');
  return t('cart.line.onlyLeft', { count: item.maxQuantity });
}

/** The size or colour, the buyer's note and the making time: what makes this line this line. */
function LineChoice({ item }: { item: CartItem }) {
  const t = useT();
  const { madeToOrder, leadTimeDays } = item.product;
  return (
    <>
      {item.variantTitle && (
        <p className="mt-0.5 text-sm font-medium text-ink" data-testid="cart-line-variant">
          {item.variantTitle}
        </p>
      )}
      {item.personalisationNote && (
        <p className="mt-0.5 text-sm break-words text-ink-soft">
          {item.product.personalisation?.label ?? t('cart.line.note')}: “{item.personalisationNote}”
        </p>
      )}
      {madeToOrder && leadTimeDays !== null && (
        <p className="mt-0.5 text-sm font-medium text-accent">
          {t('product.madeToOrder', { count: leadTimeDays })}
        </p>
      )}
    </>
  );
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
  const t = useT();
  // The line opens its own size, with that size's picture.
  const href = item.variantTitle
    ? `/product/${item.productId}?variant=${item.variantId}`
    : `/product/${item.productId}`;
  const picture =
    item.product.variants.find((variant) => variant.id === item.variantId)?.image ?? item.product.image;
  // Two sizes of one kurti are two lines: their buttons say which.
  const label = item.variantTitle ? `${item.name} (${item.variantTitle})` : item.name;
  const note = availabilityNote(item, t);
  const category = item.product.subcategoryName ?? item.product.categoryName;
  const atMax = item.quantity >= item.maxQuantity;

  return (
    <li
      className="grid grid-cols-[88px_1fr] gap-4 rounded-[var(--radius-card)] border border-line bg-card p-3 shadow-[var(--shadow-soft)] sm:grid-cols-[120px_1fr] sm:p-4"
      data-testid="cart-line"
    >
      <Link
        to={href}
        aria-label={t('order.line.open', { name: label })}
        className="block overflow-hidden rounded-xl"
      >
        {/* eslint-disable-next-line lingui/no-unlocalized-strings -- an image size, not a word */}
        <ProductImage src={picture} alt={item.name} sizes="120px" />
      </Link>
      <div className="flex min-w-0 flex-col gap-2">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <h2 className="font-display text-base leading-snug font-semibold text-ink sm:text-lg">
              <Link to={href} className="hover:text-accent">
                {item.name}
              </Link>
            </h2>
            <LineChoice item={item} />
            <p className="mt-0.5 line-clamp-2 text-xs text-muted sm:text-sm">{item.product.description}</p>
          </div>
          <Button
            variant="ghost"
            size="icon"
            className="-mt-1.5 -mr-1.5 text-muted hover:text-danger"
            aria-label={t('cart.line.remove', { name: label })}
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
            aria-label={t('cart.line.quantityOf', { name: label })}
          >
            <button
              type="button"
              aria-label={
                item.quantity <= 1 ? t('cart.line.remove', { name: label }) : t('cart.line.decrease')
              }
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
              aria-label={t('cart.line.increase')}
              disabled={busy || atMax}
              onClick={() => onQuantity(item.quantity + 1)}
              className="grid size-11 place-items-center rounded-full text-ink hover:bg-sand disabled:opacity-40"
            >
              <Plus className="size-4" />
            </button>
          </div>
          <p className="text-right">
            <span className="sr-only">{t('cart.line.total')} </span>
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
