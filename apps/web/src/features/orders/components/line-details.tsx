import type { OrderItem } from '@shop/domain';
import { useT } from '@/lib/i18n/i18n';

/**
 * What was bought on a line beyond its name: the variant (title and SKU, as bought), the buyer's
 * note to engrave or stitch, and the lead time of a made-to-order piece. The customer reads it to
 * check the order; the studio to pack or make it.
 */
export function LineDetails({ item }: { item: OrderItem }) {
  const t = useT();
  return (
    <dl className="mt-1 grid gap-0.5 text-sm" data-testid="order-line-details">
      {item.variantTitle && (
        <div>
          <dt className="inline text-muted">{t('order.line.variant')} </dt>
          <dd className="inline font-medium text-ink">{item.variantTitle}</dd>
        </div>
      )}
      {item.sku && (
        <div>
          <dt className="inline text-muted">{t('order.line.sku')} </dt>
          <dd className="inline font-mono text-ink">{item.sku}</dd>
        </div>
      )}
      {item.personalisationNote && (
        <div>
          <dt className="inline text-muted">{t('order.line.note')} </dt>
          <dd className="inline font-medium break-words text-ink">“{item.personalisationNote}”</dd>
        </div>
      )}
      {item.leadTimeDays !== null && (
        <div>
          <dt className="sr-only">{t('order.line.making')}</dt>
          <dd className="font-medium text-accent">
            {t('product.madeToOrder', { count: item.leadTimeDays })}
          </dd>
        </div>
      )}
    </dl>
  );
}
