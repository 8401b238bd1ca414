import { formatRupees, gstLabel, type CartItem, type CartSummary, type Product } from '@shop/domain';
import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Separator } from '@/components/ui/separator';
import { cn } from '@/lib/cn';
import { deliveryRuleText, useShopInfo } from '@/lib/shop-info';
import { deliveryText } from '../lib/whatsapp-cart-message';

/**
 * Line totals, subtotal, a coupon's discount, delivery, GST and total exactly as the server priced them; the browser
 * only displays (decision 005). Used by the cart and by checkout.
 */
export function OrderSummary({
  items,
  summary,
  couponCode,
  children,
  className,
}: {
  items: readonly (Pick<CartItem, 'id' | 'name' | 'variantTitle' | 'quantity' | 'lineTotal' | 'available'> & {
    product: Pick<Product, 'tax'>;
  })[];
  summary: CartSummary;
  /** The code behind the discount, named on its line. */
  couponCode?: string | null | undefined;
  children?: ReactNode;
  className?: string;
}) {
  const shop = useShopInfo();
  const counted = items.filter((item) => item.available);
  return (
    <Card className={cn('lg:sticky lg:top-24', className)}>
      <CardHeader className="pb-3">
        <CardTitle id="order-summary-title" className="text-lg">
          Order Summary
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ul className="grid gap-2 text-sm" aria-label="Line totals">
          {counted.map((item) => (
            <li key={item.id} className="flex items-baseline justify-between gap-3">
              <span className="min-w-0 text-ink-soft">
                <span className="line-clamp-1">
                  {item.name}
                  {item.variantTitle ? ` (${item.variantTitle})` : ''}
                </span>
                <span className="text-xs text-muted"> × {item.quantity}</span>
              </span>
              <span className="shrink-0 text-ink tabular-nums">{formatRupees(item.lineTotal)}</span>
            </li>
          ))}
        </ul>
        <Separator />
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 text-sm" data-testid="order-totals">
          <dt className="text-muted">Subtotal</dt>
          <dd className="text-right text-ink tabular-nums" data-testid="summary-subtotal">
            {formatRupees(summary.subtotal)}
          </dd>
          {summary.discount > 0 && (
            <>
              <dt className="text-muted">{couponCode ? `Discount (${couponCode})` : 'Discount'}</dt>
              <dd className="text-right text-leaf tabular-nums" data-testid="summary-discount">
                −{formatRupees(summary.discount)}
              </dd>
            </>
          )}
          <dt className="text-muted">Delivery</dt>
          <dd
            className={cn('text-right tabular-nums', summary.delivery === 0 ? 'text-leaf' : 'text-ink')}
            data-testid="summary-delivery"
          >
            {deliveryText(summary.delivery)}
          </dd>
          <dt className="text-muted">{gstLabel(counted.map((item) => item.product.tax.gstRate))}</dt>
          <dd className="text-right text-ink tabular-nums" data-testid="summary-gst">
            {formatRupees(summary.gst)}
          </dd>
        </dl>
        <Separator />
        <div className="flex items-baseline justify-between gap-4">
          <span className="font-semibold text-ink">Total</span>
          <span className="text-xl font-semibold text-ink tabular-nums" data-testid="summary-total">
            {formatRupees(summary.total)}
          </span>
        </div>
        {summary.delivery > 0 && <p className="text-xs text-muted">{deliveryRuleText(shop)}.</p>}
        {children}
      </CardContent>
    </Card>
  );
}
