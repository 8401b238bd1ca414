import { z } from 'zod';
import { addDays, dayRangeShape, daysInRange, resolveRange } from './day-range.js';
import { OrderStatusSchema } from './orders.js';

/** The owner's dashboard (decision 036): how the shop did over a range of days, in India time. */

export const DashboardQuerySchema = z.object(dayRangeShape).transform(resolveRange);
export type DashboardQuery = z.output<typeof DashboardQuerySchema>;

/** Rupees, as the API speaks them (sums made exactly in paise, then divided by 100). */
const rupees = z.number();
const count = z.number().int();
/** A share from 0 to 1, or null when there is nothing to divide by. */
const share = z.number().nullable();

export const DashboardTotalsSchema = z.object({
  /** Orders placed in the range, whatever became of them. */
  orders: count,
  /** What orders placed in the range charged, less the cancelled ones and those awaiting payment. */
  revenueBooked: rupees,
  /**
   * The same orders' taxable value: booked revenue less the GST in it (and the round-off), what the
   * shop earned before the tax it passes on to the government.
   */
  revenueBeforeGst: rupees,
  /** What the range's orders that were delivered charged: money actually in. */
  revenueDelivered: rupees,
  /**
   * Booked revenue over the booked orders; null without any. Booked orders are those not cancelled
   * and not still awaiting their UPI payment (a Cash on Delivery order counts before it is paid).
   */
  averageOrderValue: rupees.nullable(),
  cashOnDeliveryOrders: count,
  /** Cash on Delivery orders over all orders. */
  cashOnDeliveryShare: share,
  /** Orders that came back undelivered (returned to origin). */
  returnedOrders: count,
  /** Returned over the orders that left the studio (shipped, delivered or returned). */
  returnToOriginRate: share,
  /** Returns shoppers asked for on the range's days (decision 054), less those cancelled. */
  returnRequests: count,
  /**
   * Those returns over the range's orders that were delivered (the orders placed in the range now
   * delivered, as `revenueDelivered` counts them): returns per delivered order, like the
   * return-to-origin rate's orders of the range. A return asked in the range for an older order
   * counts too, so a short range can pass 1.
   */
  returnsRate: share,
  cancelledOrders: count,
  /** Cancelled over all orders. */
  cancellationRate: share,
});
export type DashboardTotals = z.infer<typeof DashboardTotalsSchema>;

export const DashboardStatusRowSchema = z.object({
  status: OrderStatusSchema,
  orders: count,
  total: rupees,
});

export const DashboardDaySchema = z.object({
  /** YYYY-MM-DD, India. */
  date: z.string(),
  orders: count,
  revenueBooked: rupees,
});
export type DashboardDay = z.infer<typeof DashboardDaySchema>;

export const DashboardTopProductSchema = z.object({
  /** Null when the product has since been deleted (the order lines keep its name). */
  productId: z.uuid().nullable(),
  name: z.string(),
  units: count,
  revenue: rupees,
});

export const DashboardTopCategorySchema = z.object({
  categoryId: z.uuid(),
  name: z.string(),
  slug: z.string(),
  units: count,
  revenue: rupees,
});

export const DashboardLowStockItemSchema = z.object({
  productId: z.uuid(),
  variantId: z.uuid(),
  productName: z.string(),
  /** "M / Indigo", or '' for a product without options. */
  variantTitle: z.string(),
  sku: z.string(),
  stock: count,
});

export const DashboardLatestOrderSchema = z.object({
  id: z.uuid(),
  number: z.string(),
  customerName: z.string(),
  status: OrderStatusSchema,
  paymentMethod: z.string(),
  total: rupees,
  createdAt: z.string(),
});

export const DashboardSchema = z.object({
  range: z.object({ from: z.string(), to: z.string(), days: count }),
  totals: DashboardTotalsSchema,
  /** Every status, in lifecycle order, zeros included. */
  byStatus: z.array(DashboardStatusRowSchema),
  /** Every day of the range, in order, zeros included. */
  perDay: z.array(DashboardDaySchema),
  topProducts: z.array(DashboardTopProductSchema),
  topCategories: z.array(DashboardTopCategorySchema),
  /** Variants at or below the threshold in settings, fewest first (made-to-order pieces left out). */
  lowStock: z.object({ threshold: count, total: count, items: z.array(DashboardLowStockItemSchema) }),
  /** The newest orders of all, whatever the range. */
  latestOrders: z.array(DashboardLatestOrderSchema),
  /** Complaints past a deadline (acknowledge in 48 hours, resolve in a month) and not done, whatever the range (decision 048). */
  overdueComplaints: count,
  /** Returns still moving (requested, approved, picked up, received), whatever the range (decision 054). */
  returnsWaiting: count,
});
export type Dashboard = z.infer<typeof DashboardSchema>;

/** `part / whole`, or null when the whole is zero. */
export function shareOf(part: number, whole: number): number | null {
  return whole === 0 ? null : part / whole;
}

/** Every day from `from` to `to`, each with its figures (zeros for a day without orders). */
export function fillDays(from: string, to: string, rows: readonly DashboardDay[]): DashboardDay[] {
  const byDate = new Map(rows.map((row) => [row.date, row]));
  return Array.from({ length: daysInRange(from, to) }, (_, index) => {
    const date = addDays(from, index);
    return byDate.get(date) ?? { date, orders: 0, revenueBooked: 0 };
  });
}
