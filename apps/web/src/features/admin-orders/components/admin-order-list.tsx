import { formatRupees, orderNumber, PAYMENT_STATUS_LABELS, type Order } from '@shop/domain';
import { Button } from '@/components/ui/button';
import { OrderStatusBadge } from '@/features/orders';
import { formatDate, formatDay } from '@/lib/format-date';
import { returnsText } from './returns-warning';
import { plural } from '@/lib/plural';

/** The customer's returns to origin, flagged where staff scan the list (decision 028). */
function Returns({ order }: { order: Order }) {
  if (!order.returnsToOrigin) return null;
  return (
    <span className="block text-xs font-medium text-danger" data-testid="returns-flag">
      {returnsText(order.returnsToOrigin)}
    </span>
  );
}

/**
 * How the order is paid, short enough for a list: Cash on Delivery shows as COD (its payment is the
 * courier's), UPI with its state, so a UTR waiting to be checked stands out.
 */
function Payment({ order }: { order: Order }) {
  if (order.paymentMethod === 'cod') return <span data-testid="order-payment">COD</span>;
  const toCheck = order.paymentStatus === 'utr_submitted';
  return (
    <span data-testid="order-payment" className={toCheck ? 'font-medium text-accent' : undefined}>
      UPI · {PAYMENT_STATUS_LABELS[order.paymentStatus]}
    </span>
  );
}

const itemCount = (order: Order) => order.items.reduce((sum, item) => sum + item.quantity, 0);

/** An order with made-to-order pieces says when it is due to leave the studio. */
function Dispatch({ order }: { order: Order }) {
  if (!order.expectedDispatchDate) return null;
  return (
    <span className="block text-xs font-medium text-accent">
      Made to order · dispatch {formatDay(order.expectedDispatchDate)}
    </span>
  );
}

/** Every order on the page, each opening the order sheet: cards on phones, a table to scan on wider screens. */
export function AdminOrderList({
  orders,
  onOpen,
}: {
  orders: readonly Order[];
  onOpen: (order: Order) => void;
}) {
  return (
    <>
      {/* Phones: one card per order. */}
      <ul className="grid gap-3 md:hidden">
        {orders.map((order) => (
          <li key={order.id}>
            <button
              type="button"
              onClick={() => onOpen(order)}
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
                <Returns order={order} />
              </span>
              <span className="flex justify-between text-sm text-muted">
                <span>
                  {formatDate(order.createdAt)} · {plural(itemCount(order), { one: 'item', other: 'items' })}{' '}
                  · <Payment order={order} />
                </span>
                <span className="font-semibold text-ink tabular-nums">{formatRupees(order.total)}</span>
              </span>
              <Dispatch order={order} />
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
              <th className="px-4 py-3 font-semibold">Payment</th>
              <th className="px-4 py-3 font-semibold">Status</th>
              <th className="px-4 py-3">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {orders.map((order) => (
              <tr key={order.id} className="border-t border-line" data-testid="admin-order">
                <td className="px-4 py-3 font-medium text-ink">#{orderNumber(order.id)}</td>
                <td className="px-4 py-3">
                  <span className="block text-ink">{order.customer?.name ?? order.shippingAddress.name}</span>
                  {order.customer && <span className="block text-xs text-muted">{order.customer.email}</span>}
                  <Returns order={order} />
                </td>
                <td className="px-4 py-3 tabular-nums">{order.shippingAddress.phone}</td>
                <td className="px-4 py-3 text-muted">
                  {formatDate(order.createdAt)}
                  <Dispatch order={order} />
                </td>
                <td className="px-4 py-3 text-right font-semibold tabular-nums">
                  {formatRupees(order.total)}
                </td>
                <td className="px-4 py-3">
                  <Payment order={order} />
                </td>
                <td className="px-4 py-3">
                  <OrderStatusBadge status={order.status} />
                </td>
                <td className="px-4 py-3 text-right">
                  <Button variant="outline" size="sm" className="h-11" onClick={() => onOpen(order)}>
                    Open<span className="sr-only"> order #{orderNumber(order.id)}</span>
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
