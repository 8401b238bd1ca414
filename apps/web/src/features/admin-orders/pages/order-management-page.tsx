import {
  formatRupees,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  orderNumber,
  type Order,
  type OrderStatus,
} from '@shop/domain';
import { ClipboardList, Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState, ErrorState } from '@/components/states';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { useAdminOrders } from '../api/get-admin-orders';
import { OrderSheet } from '../components/order-sheet';
import { formatDate } from '@/lib/format-date';
import { OrderStatusBadge } from '@/features/orders';
import { cn } from '@/lib/cn';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { usePageTitle } from '@/lib/use-page-title';

const isStatus = (value: string | null): value is OrderStatus =>
  value !== null && (ORDER_STATUSES as readonly string[]).includes(value);

const itemCount = (order: Order) => order.items.reduce((sum, item) => sum + item.quantity, 0);

/** Admins run the shop's orders here (DECISIONS D3): filter, search, open one, move it along. */
export function OrderManagementPage() {
  usePageTitle('Order Management');
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status');
  const status = isStatus(statusParam) ? statusParam : undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [searchText, setSearchText] = useState(params.get('search') ?? '');
  const search = useDebouncedValue(searchText.trim(), 300);
  const [openOrder, setOpenOrder] = useState<Order | null>(null);

  const { data, isPending, isError, refetch, isPlaceholderData } = useAdminOrders({
    status,
    search: search || undefined,
    page,
  });

  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { replace: true });
  };

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
      <p className="mt-1 text-sm text-muted">Cash on Delivery orders from every customer, newest first.</p>

      <div className="mt-6 grid gap-3 md:grid-cols-[1fr_auto] md:items-center">
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
        <div className="flex flex-wrap gap-1.5" role="group" aria-label="Filter by status">
          {[undefined, ...ORDER_STATUSES].map((value) => {
            const active = status === value;
            return (
              <button
                key={value ?? 'all'}
                type="button"
                aria-pressed={active}
                onClick={() => update({ status: value, page: undefined })}
                className={cn(
                  'h-11 rounded-full border px-3.5 text-sm font-medium transition-colors',
                  active
                    ? 'border-accent bg-accent text-white'
                    : 'border-line bg-card text-ink hover:bg-sand',
                )}
              >
                {value ? ORDER_STATUS_LABELS[value] : 'All'}
              </button>
            );
          })}
        </div>
      </div>

      {isPending ? (
        <div className="mt-6 grid gap-2" aria-busy="true" aria-label="Loading orders">
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} className="h-16 rounded-xl" />
          ))}
        </div>
      ) : isError ? (
        <ErrorState className="mt-6" message="Failed to load orders" onRetry={() => void refetch()} />
      ) : data.orders.length === 0 ? (
        <EmptyState
          className="mt-6"
          icon={<ClipboardList />}
          title="No orders found"
          message={
            status || search ? 'Try another status or search.' : 'Orders appear here as customers place them.'
          }
          action={
            status || search ? (
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
      ) : (
        <div className={cn('mt-6', isPlaceholderData && 'opacity-60')}>
          <p className="mb-3 text-sm text-muted">
            {data.pagination.total} {data.pagination.total === 1 ? 'order' : 'orders'}
          </p>

          {/* Phones: one card per order. */}
          <ul className="grid gap-3 md:hidden">
            {data.orders.map((order) => (
              <li key={order.id}>
                <button
                  type="button"
                  onClick={() => setOpenOrder(order)}
                  className="grid w-full gap-1.5 rounded-[var(--radius-card)] border border-line bg-card p-4 text-left shadow-[var(--shadow-soft)]"
                  data-testid="admin-order"
                >
                  <span className="flex items-center justify-between gap-2">
                    <span className="font-display text-base font-semibold text-ink">
                      Order #{orderNumber(order.id)}
                    </span>
                    <OrderStatusBadge status={order.status} />
                  </span>
                  <span className="text-sm text-ink">
                    {order.customer?.name ?? order.shippingAddress.name} · {order.shippingAddress.phone}
                  </span>
                  <span className="flex justify-between text-sm text-muted">
                    <span>
                      {formatDate(order.createdAt)} · {itemCount(order)}{' '}
                      {itemCount(order) === 1 ? 'item' : 'items'}
                    </span>
                    <span className="font-semibold text-ink tabular-nums">{formatRupees(order.total)}</span>
                  </span>
                </button>
              </li>
            ))}
          </ul>

          {/* Wider screens: a table to scan. */}
          <div className="hidden overflow-hidden rounded-[var(--radius-card)] border border-line bg-card md:block">
            <table className="w-full text-left text-sm">
              <thead className="bg-sand/50 text-xs tracking-wide text-muted uppercase">
                <tr>
                  <th className="px-4 py-3 font-semibold">Order</th>
                  <th className="px-4 py-3 font-semibold">Customer</th>
                  <th className="px-4 py-3 font-semibold">Phone</th>
                  <th className="px-4 py-3 font-semibold">Placed</th>
                  <th className="px-4 py-3 text-right font-semibold">Total</th>
                  <th className="px-4 py-3 font-semibold">Status</th>
                  <th className="px-4 py-3">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.orders.map((order) => (
                  <tr key={order.id} className="border-t border-line" data-testid="admin-order">
                    <td className="px-4 py-3 font-medium text-ink">#{orderNumber(order.id)}</td>
                    <td className="px-4 py-3">
                      <span className="block text-ink">
                        {order.customer?.name ?? order.shippingAddress.name}
                      </span>
                      {order.customer && (
                        <span className="block text-xs text-muted">{order.customer.email}</span>
                      )}
                    </td>
                    <td className="px-4 py-3 tabular-nums">{order.shippingAddress.phone}</td>
                    <td className="px-4 py-3 text-muted">{formatDate(order.createdAt)}</td>
                    <td className="px-4 py-3 text-right font-semibold tabular-nums">
                      {formatRupees(order.total)}
                    </td>
                    <td className="px-4 py-3">
                      <OrderStatusBadge status={order.status} />
                    </td>
                    <td className="px-4 py-3 text-right">
                      <Button
                        variant="outline"
                        size="sm"
                        className="h-11"
                        onClick={() => setOpenOrder(order)}
                      >
                        Open<span className="sr-only"> order #{orderNumber(order.id)}</span>
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>

          {data.pagination.totalPages > 1 && (
            <nav aria-label="Pagination" className="mt-6 flex items-center justify-center gap-3">
              <Button
                variant="outline"
                disabled={page <= 1}
                onClick={() => update({ page: page - 1 > 1 ? String(page - 1) : undefined })}
              >
                Previous
              </Button>
              <span className="text-sm text-muted">
                Page {data.pagination.page} of {data.pagination.totalPages}
              </span>
              <Button
                variant="outline"
                disabled={page >= data.pagination.totalPages}
                onClick={() => update({ page: String(page + 1) })}
              >
                Next
              </Button>
            </nav>
          )}
        </div>
      )}

      <OrderSheet
        order={openOrder}
        onOpenChange={(open) => !open && setOpenOrder(null)}
        onChanged={setOpenOrder}
      />
    </div>
  );
}
