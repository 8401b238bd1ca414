import { formatRupees, type OrderItem } from '@shop/domain';
import type { ReactNode } from 'react';
import { Link } from '@/lib/router';
import { ProductImage } from '@/components/product/product-image';
import { useT } from '@/lib/i18n/i18n';
import { LineDetails } from './line-details';

/** Order lines as they were bought: the snapshot name, picture, price, variant and note. */
export function OrderLines({
  items,
  action,
}: {
  items: readonly OrderItem[];
  /** Something to offer beside a line, e.g. its review. */
  action?: (item: OrderItem) => ReactNode;
}) {
  const t = useT();
  return (
    <ul className="grid gap-3">
      {items.map((item) => {
        const picture = (
          // eslint-disable-next-line lingui/no-unlocalized-strings -- an image size, not a word
          <ProductImage src={item.image} alt={item.name} sizes="64px" className="size-16 rounded-lg" />
        );
        return (
          <li key={item.id} className="grid grid-cols-[64px_1fr] gap-3" data-testid="order-line">
            {item.productId ? (
              <Link to={`/product/${item.productId}`} aria-label={t('order.line.open', { name: item.name })}>
                {picture}
              </Link>
            ) : (
              picture
            )}
            <div className="min-w-0">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                <p className="font-medium text-ink">{item.name}</p>
                <p className="font-semibold text-ink tabular-nums">{formatRupees(item.lineTotal)}</p>
              </div>
              <p className="text-sm text-muted">
                {t('order.line.quantity', { quantity: item.quantity, price: formatRupees(item.price) })}
              </p>
              <LineDetails item={item} />
              {action?.(item)}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
