import { Trans } from '@lingui/react';
import { formatRupees, type Order } from '@shop/domain';
import { CircleCheck, PackageSearch } from 'lucide-react';
import { Link, useLocation } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { useT } from '@/lib/i18n/i18n';
import { usePageTitle } from '@/lib/use-page-title';

/**
 * A guest's order confirmation (decision 040): the number to keep, and the way to follow the order
 * at /track (the same link as in the mail). The order comes from checkout; on a reload it is gone,
 * and the page points to /track alone.
 */
export function OrderPlacedPage() {
  const t = useT();
  usePageTitle(t('order.placed'));
  const order = (useLocation().state as { order?: Order } | null)?.order;
  const trackHref = order ? `/track?order=${encodeURIComponent(order.number)}` : '/track';
  return (
    <div className="mx-auto grid max-w-xl gap-6 px-4 py-10 sm:px-6">
      <Card>
        <CardContent className="grid justify-items-center gap-4 pt-8 text-center">
          <CircleCheck aria-hidden="true" className="size-12 text-leaf" />
          <h1 className="text-3xl font-semibold text-ink">{t('orderPlaced.thanks')}</h1>
          {order ? (
            <>
              <p className="text-ink-soft">
                <Trans
                  id="orderPlaced.body"
                  values={{ number: order.number, amount: formatRupees(order.total) }}
                  components={{ 0: <strong className="font-semibold text-ink" data-testid="order-number" /> }}
                />
              </p>
              <p className="text-sm text-muted">{t('orderPlaced.mailNote')}</p>
            </>
          ) : (
            <p className="text-ink-soft">{t('orderPlaced.noOrder')}</p>
          )}
          <div className="grid w-full gap-2.5 sm:grid-cols-2">
            <Button asChild size="lg">
              <Link to={trackHref}>
                <PackageSearch className="size-4" /> {t('orderPlaced.follow')}
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/">{t('orderPlaced.continue')}</Link>
            </Button>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
