import { formatRupees, type Return } from '@shop/domain';
import { ProductImage } from '@/components/product/product-image';
import { Badge } from '@/components/ui/badge';

const restockText = (restock: boolean | null) =>
  restock === null ? null : restock ? 'Back to stock' : 'Not restocked (damaged)';

/** The pieces sent back: each with its settlement (refund, or the variant it is exchanged for). */
export function ReturnLines({ items }: { items: Return['items'] }) {
  return (
    <ul className="grid gap-3" aria-label="Pieces returned">
      {items.map((item) => (
        <li key={item.id} className="flex gap-3">
          <ProductImage src={item.image} alt="" sizes="56px" className="size-14 shrink-0 rounded-lg" />
          <div className="grid min-w-0 flex-1 gap-1">
            <p className="font-medium text-ink">{item.name}</p>
            <p className="text-sm text-muted">
              {item.variantTitle ? `${item.variantTitle} · ` : ''}
              {item.quantity} × {formatRupees(item.unitPrice)}
            </p>
            <p className="flex flex-wrap items-center gap-1.5 text-sm text-ink">
              {item.resolution === 'exchange' ? (
                <>
                  <Badge variant="secondary">Exchange</Badge>
                  for {item.exchangeVariantTitle ?? 'another variant'}
                </>
              ) : (
                <Badge variant="secondary">Refund</Badge>
              )}
              {restockText(item.restock) && (
                <span className="text-xs text-muted">· {restockText(item.restock)}</span>
              )}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
