import { Package } from 'lucide-react';
import { Link, useSearchParams } from '@/lib/router';
import { QueryFrame } from '@/components/query-frame';
import { EmptyState } from '@/components/states';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/i18n';
import { usePageTitle } from '@/lib/use-page-title';
import { useOrders } from '../api/get-orders';
import { OrderCard, OrderCardSkeleton } from '../components/order-card';

export function OrdersPage() {
  const t = useT();
  usePageTitle(t('nav.orderHistory'));
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const orders = useOrders(page);

  const goTo = (next: number) => {
    setParams(next > 1 ? { page: String(next) } : {});
    window.scrollTo({ top: 0 });
  };

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-semibold text-ink sm:text-4xl">{t('nav.orderHistory')}</h1>
      <p className="mt-1 text-sm text-muted">{t('orders.intro')}</p>

      <QueryFrame
        query={orders}
        skeleton={
          <div className="mt-6 grid gap-4" aria-busy="true" aria-label={t('orders.loading')}>
            <OrderCardSkeleton />
            <OrderCardSkeleton />
          </div>
        }
        error={{ className: 'mt-6', message: t('orders.failed') }}
        isEmpty={(data) => data.orders.length === 0}
        empty={
          <EmptyState
            className="mt-6"
            icon={<Package />}
            title={t('orders.empty.title')}
            message={t('orders.empty.body')}
            action={
              <Button asChild>
                <Link to="/">{t('orders.startShopping')}</Link>
              </Button>
            }
          />
        }
        pager={{ className: 'mt-8 justify-center', icons: false, page, onPageChange: goTo }}
      >
        {(data) => (
          <div className={orders.isPlaceholderData ? 'mt-6 grid gap-4 opacity-60' : 'mt-6 grid gap-4'}>
            {data.orders.map((order) => (
              <OrderCard key={order.id} order={order} />
            ))}
          </div>
        )}
      </QueryFrame>
    </div>
  );
}
