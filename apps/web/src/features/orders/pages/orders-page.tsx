import { Package } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { QueryFrame } from '@/components/query-frame';
import { EmptyState } from '@/components/states';
import { Button } from '@/components/ui/button';
import { usePageTitle } from '@/lib/use-page-title';
import { useOrders } from '../api/get-orders';
import { OrderCard, OrderCardSkeleton } from '../components/order-card';

export function OrdersPage() {
  usePageTitle('Order History');
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const orders = useOrders(page);

  const goTo = (next: number) => {
    setParams(next > 1 ? { page: String(next) } : {});
    window.scrollTo({ top: 0 });
  };

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-semibold text-ink sm:text-4xl">Order History</h1>
      <p className="mt-1 text-sm text-muted">Your orders, newest first.</p>

      <QueryFrame
        query={orders}
        skeleton={
          <div className="mt-6 grid gap-4" aria-busy="true" aria-label="Loading your orders">
            <OrderCardSkeleton />
            <OrderCardSkeleton />
          </div>
        }
        error={{ className: 'mt-6', message: 'Failed to load your orders' }}
        isEmpty={(data) => data.orders.length === 0}
        empty={
          <EmptyState
            className="mt-6"
            icon={<Package />}
            title="No orders yet"
            message="When you place an order it will appear here, with its status."
            action={
              <Button asChild>
                <Link to="/">Start Shopping</Link>
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
