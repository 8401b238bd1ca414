import { formatRupees, type Dashboard } from '@shop/domain';
import { Link } from '@/lib/router';
import type { DashboardRange } from '../api/get-dashboard';
import { ordersLink } from '../lib/ranges';

/** The dashboard's headline figures, each a link to the orders (or page) it counts. */

const percent = (share: number | null) =>
  share === null ? '—' : `${(share * 100).toFixed(share < 0.1 ? 1 : 0)}%`;

function Figure({ label, value, note, to }: { label: string; value: string; note?: string; to: string }) {
  return (
    <Link
      to={to}
      className="group rounded-2xl border border-line bg-card p-4 transition-colors hover:border-accent focus-visible:outline-2 focus-visible:outline-accent"
    >
      <span className="block text-xs font-medium text-muted sm:text-sm">{label}</span>
      <span className="mt-1 block font-display text-2xl font-semibold text-ink group-hover:text-accent">
        {value}
      </span>
      {note ? <span className="mt-0.5 block text-xs text-muted">{note}</span> : null}
    </Link>
  );
}

const byStatusCount = (data: Dashboard, status: Dashboard['byStatus'][number]['status']) =>
  data.byStatus.find((row) => row.status === status)?.orders ?? 0;

export function DashboardFigures({ data, range }: { data: Dashboard; range: DashboardRange }) {
  const { totals } = data;
  return (
    <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
      <Figure
        label="Revenue booked"
        value={formatRupees(totals.revenueBooked)}
        note="Cancelled and unpaid UPI orders left out"
        to={ordersLink(range)}
      />
      <Figure
        label="Revenue before GST"
        value={formatRupees(totals.revenueBeforeGst)}
        note="Revenue booked less the GST in it"
        to={ordersLink(range)}
      />
      <Figure
        label="Revenue delivered"
        value={formatRupees(totals.revenueDelivered)}
        note="Delivered orders"
        to={ordersLink(range, { status: 'delivered' })}
      />
      <Figure label="Orders" value={String(totals.orders)} to={ordersLink(range)} />
      <Figure
        label="Average order"
        value={totals.averageOrderValue === null ? '—' : formatRupees(totals.averageOrderValue)}
        // Booked orders only (the server's averageOrderValue): an owner comparing it with the order
        // list must know why a cancelled or unpaid UPI order is missing from it.
        note="Cancelled and unpaid UPI orders left out"
        to={ordersLink(range)}
      />
      <Figure
        label="Cash on Delivery"
        value={percent(totals.cashOnDeliveryShare)}
        note={`${totals.cashOnDeliveryOrders} of ${totals.orders} orders`}
        to={ordersLink(range)}
      />
      <Figure
        label="Returned to origin"
        value={percent(totals.returnToOriginRate)}
        note={`${totals.returnedOrders} returned`}
        to={ordersLink(range, { status: 'returned' })}
      />
      <Figure
        label="Returns asked"
        value={percent(totals.returnsRate)}
        note={`${totals.returnRequests} for ${byStatusCount(data, 'delivered')} delivered orders`}
        to="/admin/returns"
      />
      <Figure
        label="Returns waiting"
        value={String(data.returnsWaiting)}
        note="Requested, approved, picked up or received"
        to="/admin/returns?status=open"
      />
      <Figure
        label="Cancellations"
        value={String(totals.cancelledOrders)}
        note={percent(totals.cancellationRate)}
        to={ordersLink(range, { status: 'cancelled' })}
      />
      <Figure
        label="Low stock"
        value={String(data.lowStock.total)}
        note={`Variants at ${data.lowStock.threshold} or fewer`}
        to="#low-stock"
      />
      <Figure
        label="Overdue complaints"
        value={String(data.overdueComplaints)}
        note="Past 48 hours to acknowledge or a month to resolve"
        to="/complaints"
      />
    </div>
  );
}
