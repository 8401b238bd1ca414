import { sql } from 'drizzle-orm';
import {
  addDays,
  BOOKED_STATUSES,
  daysInRange,
  fillDays,
  istDayStart,
  ORDER_STATUSES,
  OPEN_RETURN_STATUSES,
  orderNumber,
  paiseToRupees,
  shareOf,
  variantTitle,
  type Dashboard,
  type DashboardQuery,
  type OptionValues,
  type OrderStatus,
  type ProductOptionLike,
} from '@shop/domain';
import type { Db } from '../../db/client.js';
import { rows } from '../../db/rows.js';
import { countOverdueComplaints } from '../complaints/index.js';
import { readShopSettings } from '../settings/index.js';

/**
 * The dashboard's figures (decision 036), each from one grouped statement over indexed columns:
 * the orders of the range are never loaded into the process, only their sums by status, by day
 * and by product. A range is its days in India, so its bounds are IST midnights. Sums are made
 * in integer paise; the answer speaks rupees, as the whole API does.
 */

const TOP_COUNT = 5;
const LOW_STOCK_SHOWN = 10;
const LATEST_SHOWN = 8;

/** PostgreSQL answers `sum()` of integers as bigint, which the drivers give as text. */
const int = (value: unknown) => Number(value ?? 0);

interface Bounds {
  start: string;
  end: string;
}

/** The instants a range of India days covers: [start, end). */
function boundsOf(from: string, to: string): Bounds {
  return { start: istDayStart(from).toISOString(), end: istDayStart(addDays(to, 1)).toISOString() };
}

const isBooked = (status: OrderStatus) => (BOOKED_STATUSES as readonly OrderStatus[]).includes(status);
/** Orders that count as revenue booked (decision 038): not cancelled, not awaiting their payment. */
const bookedStatus = (alias: string) =>
  sql`${sql.raw(alias)}.status in (${sql.join(
    BOOKED_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  )})`;

const inRange = (bounds: Bounds, alias = 'o') =>
  sql`${sql.raw(alias)}.created_at >= ${bounds.start}::timestamptz and ${sql.raw(alias)}.created_at < ${bounds.end}::timestamptz`;

interface DayStatusPaymentRow {
  date: string;
  status: OrderStatus;
  payment_method: string;
  orders: number;
  total: string;
  /** Their taxable value: total less GST and round-off (taxable + GST + round-off = total). */
  taxable: string;
}

/**
 * The range's orders counted and summed by India day × status × payment method, in one pass over
 * the range (at most days × 14 rows): the totals, the orders by status and the per-day chart are all
 * read from it, so the orders are scanned once (decision 036, the bench's 100,000 orders).
 */
async function ordersByDayStatusAndPayment(db: Db, bounds: Bounds): Promise<DayStatusPaymentRow[]> {
  return rows<DayStatusPaymentRow>(
    db,
    sql`select to_char(g.day, 'YYYY-MM-DD') as date, g.status, g.payment_method, g.orders, g.total, g.taxable
        from (
          select ((o.created_at at time zone 'UTC') + interval '330 minutes')::date as day,
            o.status, o.payment_method, count(*)::int as orders, coalesce(sum(o.total_paise), 0)::bigint as total,
            coalesce(sum(o.total_paise - o.gst_paise - o.round_off_paise), 0)::bigint as taxable
          from orders o where ${inRange(bounds)} group by 1, 2, 3
        ) g`,
  );
}

/** Orders and their value by status (and the totals they give), from the day × status × payment rows. */
function statusAndPayment(rows: readonly DayStatusPaymentRow[]) {
  // Every status in lifecycle order, zeros included.
  const byStatus = ORDER_STATUSES.map((status) => {
    const ofStatus = rows.filter((row) => row.status === status);
    return {
      status,
      orders: ofStatus.reduce((sum, row) => sum + int(row.orders), 0),
      totalPaise: ofStatus.reduce((sum, row) => sum + int(row.total), 0),
      taxablePaise: ofStatus.reduce((sum, row) => sum + int(row.taxable), 0),
    };
  });
  const of = (status: OrderStatus) =>
    byStatus.find((row) => row.status === status) ?? { orders: 0, totalPaise: 0, taxablePaise: 0 };
  const orders = byStatus.reduce((sum, row) => sum + row.orders, 0);
  const cancelled = of('cancelled');
  const returned = of('returned');
  // Booked: orders going ahead (not cancelled, not still waiting for their UPI payment).
  const bookedRows = byStatus.filter((row) => isBooked(row.status));
  const booked = bookedRows.reduce((sum, row) => sum + row.totalPaise, 0);
  const bookedOrders = bookedRows.reduce((sum, row) => sum + row.orders, 0);
  const bookedTaxable = bookedRows.reduce((sum, row) => sum + row.taxablePaise, 0);
  const leftTheStudio = of('shipped').orders + of('delivered').orders + returned.orders;
  const cashOnDelivery = rows
    .filter((row) => row.payment_method === 'cod')
    .reduce((sum, row) => sum + int(row.orders), 0);
  return {
    delivered: of('delivered').orders,
    byStatus: byStatus.map((row) => ({
      status: row.status,
      orders: row.orders,
      total: paiseToRupees(row.totalPaise),
    })),
    totals: {
      orders,
      revenueBooked: paiseToRupees(booked),
      revenueBeforeGst: paiseToRupees(bookedTaxable),
      revenueDelivered: paiseToRupees(of('delivered').totalPaise),
      // Rounded to the paisa: an average is the one figure that is not an exact sum.
      averageOrderValue: bookedOrders === 0 ? null : paiseToRupees(Math.round(booked / bookedOrders)),
      cashOnDeliveryOrders: cashOnDelivery,
      cashOnDeliveryShare: shareOf(cashOnDelivery, orders),
      returnedOrders: returned.orders,
      returnToOriginRate: shareOf(returned.orders, leftTheStudio),
      cancelledOrders: cancelled.orders,
      cancellationRate: shareOf(cancelled.orders, orders),
    },
  };
}

/** Orders and booked revenue per India day, every day of the range. */
function perDay(rows: readonly DayStatusPaymentRow[], from: string, to: string) {
  const days = new Map<string, { orders: number; bookedPaise: number }>();
  for (const row of rows) {
    const day = days.get(row.date) ?? { orders: 0, bookedPaise: 0 };
    day.orders += int(row.orders);
    if (isBooked(row.status)) day.bookedPaise += int(row.total);
    days.set(row.date, day);
  }
  return fillDays(
    from,
    to,
    [...days].map(([date, day]) => ({
      date,
      orders: day.orders,
      revenueBooked: paiseToRupees(day.bookedPaise),
    })),
  );
}

interface TopRow {
  kind: 'product' | 'category';
  id: string | null;
  name: string;
  slug: string | null;
  units: string;
  revenue: string;
}

/**
 * The best-selling products by line value (price × quantity) in booked orders, and the best
 * categories (each product's own): one statement, so the range's lines are joined and summed once,
 * per product; the categories are summed from those few hundred product rows.
 */
async function topProductsAndCategories(db: Db, bounds: Bounds) {
  const found = await rows<TopRow>(
    db,
    sql`with per_product as (
          select i.product_id, max(i.product_name) as name, sum(i.quantity)::bigint as units,
            sum(i.unit_price_paise::bigint * i.quantity)::bigint as revenue
          from order_items i join orders o on o.id = i.order_id
          where ${inRange(bounds)} and ${bookedStatus('o')}
          group by i.product_id, case when i.product_id is null then i.product_name end
        ),
        top_products as (
          select 'product' as kind, product_id as id, name, null::text as slug, units, revenue
          from per_product order by revenue desc, name limit ${TOP_COUNT}
        ),
        top_categories as (
          select 'category' as kind, c.id, c.name, c.slug, sum(pp.units)::bigint as units,
            sum(pp.revenue)::bigint as revenue
          from per_product pp join products p on p.id = pp.product_id join categories c on c.id = p.category_id
          group by c.id, c.name, c.slug order by revenue desc, c.name limit ${TOP_COUNT}
        )
        select * from top_products union all select * from top_categories
        order by revenue desc, name`,
  );
  const of = (kind: TopRow['kind']) => found.filter((row) => row.kind === kind);
  return {
    products: of('product').map((row) => ({
      productId: row.id,
      name: row.name,
      units: int(row.units),
      revenue: paiseToRupees(int(row.revenue)),
    })),
    categories: of('category').map((row) => ({
      categoryId: row.id ?? '',
      name: row.name,
      slug: row.slug ?? '',
      units: int(row.units),
      revenue: paiseToRupees(int(row.revenue)),
    })),
  };
}

/** Variants of active, ready-made products at or below the threshold, fewest first. */
async function lowStock(db: Db, threshold: number) {
  const found = await rows<{
    variant_id: string;
    product_id: string;
    name: string;
    options: ProductOptionLike[];
    option_values: OptionValues;
    sku: string;
    stock: number;
    total: number;
  }>(
    db,
    sql`select v.id as variant_id, p.id as product_id, p.name, p.options, v.option_values, v.sku,
          v.stock_quantity as stock, count(*) over ()::int as total
        from product_variants v join products p on p.id = v.product_id
        where v.stock_quantity <= ${threshold} and v.archived_at is null
          and p.is_active and not p.made_to_order
        order by v.stock_quantity, p.name, v.position limit ${LOW_STOCK_SHOWN}`,
  );
  return {
    threshold,
    total: int(found[0]?.total),
    items: found.map((row) => ({
      productId: row.product_id,
      variantId: row.variant_id,
      productName: row.name,
      variantTitle: variantTitle(row.options, row.option_values),
      sku: row.sku,
      stock: int(row.stock),
    })),
  };
}

/**
 * Returns (decision 054), read from the returns module's table as the reports read orders: those
 * asked for on the range's days and not cancelled by anyone, and those still moving now, whatever
 * the range (the dashboard's "Returns waiting"). One statement, each count on its index.
 */
async function returnsFigures(db: Db, bounds: Bounds) {
  const [found] = await rows<{ asked: number; waiting: number }>(
    db,
    sql`select
          (select count(*) from returns r
            where ${inRange(bounds, 'r')} and r.status <> 'cancelled')::int as asked,
          (select count(*) from returns r
            where r.status in (${sql.join(
              OPEN_RETURN_STATUSES.map((status) => sql`${status}`),
              sql`, `,
            )}))::int as waiting`,
  );
  return { asked: int(found?.asked), waiting: int(found?.waiting) };
}

/** The newest orders of all. */
async function latestOrders(db: Db) {
  const found = await rows<{
    id: string;
    shipping_name: string;
    status: OrderStatus;
    payment_method: string;
    total_paise: number;
    created_at: Date | string;
  }>(
    db,
    sql`select o.id, o.shipping_name, o.status, o.payment_method, o.total_paise, o.created_at
        from orders o order by o.created_at desc, o.id desc limit ${LATEST_SHOWN}`,
  );
  return found.map((row) => ({
    id: row.id,
    number: orderNumber(row.id),
    customerName: row.shipping_name,
    status: row.status,
    paymentMethod: row.payment_method,
    total: paiseToRupees(int(row.total_paise)),
    createdAt: new Date(row.created_at).toISOString(),
  }));
}

export async function dashboard(db: Db, { from, to }: DashboardQuery): Promise<Dashboard> {
  const bounds = boundsOf(from, to);
  const settings = await readShopSettings(db);
  const [orderRows, top, low, latest, overdueComplaints, returns] = await Promise.all([
    ordersByDayStatusAndPayment(db, bounds),
    topProductsAndCategories(db, bounds),
    lowStock(db, settings.inventory.lowStockThreshold),
    latestOrders(db),
    countOverdueComplaints(db),
    returnsFigures(db, bounds),
  ]);
  const status = statusAndPayment(orderRows);
  return {
    range: { from, to, days: daysInRange(from, to) },
    totals: {
      ...status.totals,
      returnRequests: returns.asked,
      // Returns asked in the range (not cancelled) over the range's orders now delivered.
      returnsRate: shareOf(returns.asked, status.delivered),
    },
    byStatus: status.byStatus,
    perDay: perDay(orderRows, from, to),
    topProducts: top.products,
    topCategories: top.categories,
    lowStock: low,
    latestOrders: latest,
    overdueComplaints,
    returnsWaiting: returns.waiting,
  };
}
