import { formatRupees, type CartItem, type CartSummary } from '@shop/domain';
import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { TotalsLines } from '@/components/totals-lines';
import { Separator } from '@/components/ui/separator';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/i18n';
import { deliveryRuleText, useShopInfo } from '@/lib/shop-info';

/**
 * Line totals, subtotal, a coupon's discount, delivery, GST and total exactly as the server priced them (decision 050); the browser
 * only displays (decision 005). Used by the cart and by checkout.
 */
export function OrderSummary({
  items,
  summary,
  couponCode,
  children,
  className,
}: {
  items: readonly Pick<CartItem, 'id' | 'name' | 'variantTitle' | 'quantity' | 'lineTotal' | 'available'>[];
  summary: CartSummary;
  /** The code behind the discount, named on its line. */
  couponCode?: string | null | undefined;
  children?: ReactNode;
  className?: string;
}) {
  const t = useT();
  const shop = useShopInfo();
  const counted = items.filter((item) => item.available);
  return (
    <Card className={cn('lg:sticky lg:top-24', className)}>
      <CardHeader className="pb-3">
        <CardTitle id="order-summary-title" className="text-lg">
          {t('cart.summary.title')}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ul className="grid gap-2 text-sm" aria-label={t('cart.summary.lineTotals')}>
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
        {/* eslint-disable-next-line lingui/no-unlocalized-strings -- a test id prefix, not a word */}
        <TotalsLines totals={summary} couponCode={couponCode} testIdPrefix="summary" />
        {summary.delivery > 0 && <p className="text-xs text-muted">{deliveryRuleText(shop, t)}.</p>}
        {children}
      </CardContent>
    </Card>
  );
}
