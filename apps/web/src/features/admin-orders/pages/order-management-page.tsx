import { ORDER_STATUS_LABELS, ORDER_STATUSES, type Order, type OrderStatus } from '@shop/domain';
import { ClipboardList, Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { FilterPills } from '@/components/filter-pills';
import { Pagination } from '@/components/pagination';
import { QueryFrame } from '@/components/query-frame';
import { EmptyState, SkeletonBlocks } from '@/components/states';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { plural } from '@/lib/plural';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { usePageTitle } from '@/lib/use-page-title';
import { useSearchParamsUpdate } from '@/lib/use-search-params-update';
import { useAdminOrders } from '../api/get-admin-orders';
import { AdminOrderList } from '../components/admin-order-list';
import { DaysAndExport } from '../components/days-and-export';
import { OrderSheet } from '../components/order-sheet';

const isStatus = (value: string | null): value is OrderStatus =>
  value !== null && (ORDER_STATUSES as readonly string[]).includes(value);
const dayParam = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);

/** Admins run the shop's orders here (decision 006): filter, search, open one, move it along. */
export function OrderManagementPage() {
  usePageTitle('Order Management');
  const [params, update, setParams] = useSearchParamsUpdate();
  const statusParam = params.get('status');
  const status = isStatus(statusParam) ? statusParam : undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  // Days placed (India), as the dashboard's figures link here.
  const from = dayParam(params.get('from'));
  const to = dayParam(params.get('to'));
  const [searchText, setSearchText] = useState(params.get('search') ?? '');
  const search = useDebouncedValue(searchText.trim(), 300);
  const [openOrder, setOpenOrder] = useState<Order | null>(null);

  const orders = useAdminOrders({
    status,
    search: search || undefined,
    from,
    to,
    page,
  });

  // A new search starts at page 1 (as every filter change does).
  useEffect(() => {
    if ((params.get('search') ?? '') === search) return;
    const next = new URLSearchParams(params);
    if (search) next.set('search', search);
    else next.delete('search');
    next.delete('page');
    setParams(next, { replace: true });
  }, [search, params, setParams]);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-semibold text-ink sm:text-4xl">Order Management</h1>
      <p className="mt-1 text-sm text-muted">
        Orders from every customer, Cash on Delivery and UPI, newest first.
      </p>

      <DaysAndExport
        from={from}
        to={to}
        status={status}
        onChange={(days) => update({ ...days, page: undefined })}
      />

      <div className="mt-4 grid gap-3 md:grid-cols-[1fr_auto] md:items-center">
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted"
          />
          <Input
            type="search"
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
            placeholder="Order number, name or phone"
            aria-label="Search orders"
            className="pl-10"
          />
        </div>
        <FilterPills
          label="Filter by status"
          options={[
            { value: 'all', label: 'All' },
            ...ORDER_STATUSES.map((value) => ({ value, label: ORDER_STATUS_LABELS[value] })),
          ]}
          value={status ?? 'all'}
          onChange={(value) => update({ status: value === 'all' ? undefined : value, page: undefined })}
        />
      </div>

      <QueryFrame
        query={orders}
        skeleton={
          <SkeletonBlocks
            label="Loading orders"
            count={6}
            className="mt-6 grid gap-2"
            blockClassName="h-16 rounded-xl"
          />
        }
        error={{ className: 'mt-6', message: 'Failed to load orders' }}
        isEmpty={(data) => data.orders.length === 0}
        empty={
          <EmptyState
            className="mt-6"
            icon={<ClipboardList />}
            title="No orders found"
            message={
              status || search || from || to
                ? 'Try another status, search or days.'
                : 'Orders appear here as customers place them.'
            }
            action={
              status || search || from || to ? (
                <Button
                  variant="outline"
                  onClick={() => {
                    setSearchText('');
                    setParams({}, { replace: true });
                  }}
                >
                  Clear filters
                </Button>
              ) : undefined
            }
          />
        }
      >
        {(data) => (
          <div className={cn('mt-6', orders.isPlaceholderData && 'opacity-60')}>
            <p className="mb-3 text-sm text-muted">
              {plural(data.pagination.total, { one: 'order', other: 'orders' })}
            </p>

            <AdminOrderList orders={data.orders} onOpen={setOpenOrder} />

            <Pagination
              className="mt-6 justify-center"
              icons={false}
              page={page}
              pagination={data.pagination}
              onPageChange={(next) => update({ page: next > 1 ? String(next) : undefined })}
            />
          </div>
        )}
      </QueryFrame>

      <OrderSheet
        order={openOrder}
        onOpenChange={(open) => !open && setOpenOrder(null)}
        onChanged={setOpenOrder}
      />
    </div>
  );
}
