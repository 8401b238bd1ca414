import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  customerCanCancel,
  DEFAULT_LANGUAGE,
  expectedDispatchDate,
  isStaff as isStaffRole,
  nextStatuses,
  orderNumber,
  paiseToRupees,
  SHOPPER_REFUSALS,
  translatedOr,
  type Language,
  type Order,
  type OrderHistoryEntry,
  type Role,
} from '@shop/domain';
import type { Db } from '../../db/client.js';
import { orderItems, orders, orderStatusHistory } from './tables.js';
import { reviews } from '../reviews/tables.js';
import { users } from '../auth/tables.js';
import { returnsToOriginCounts } from './returns-to-origin.js';

export interface Viewer {
  id: string;
  role: Role;
  /**
   * The language a shopper reads the lines' names in: the request's (issue 28). Unset for staff's
   * desk and for writes made on a shopper's behalf: English, as the invoice names them.
   */
  language?: Language | undefined;
}

export const ORDER_NOT_FOUND = SHOPPER_REFUSALS.orderNotFound;

export const isStaff = (viewer: Viewer) => isStaffRole(viewer.role);

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderItems.$inferSelect;

export interface HistoryRow {
  orderId: string;
  status: OrderRow['status'];
  event?: 'cod-confirmed' | null;
  note: string | null;
  at: Date;
  byId: string | null;
  byName: string | null;
  byRole: Role | null;
}

/** What an order view is made of besides the order row itself. */
export interface OrderParts {
  lines: OrderLineRow[];
  history: HistoryRow[];
  /** Whether the order's customer has reviewed this product. */
  reviewed: (productId: string) => boolean;
  customer?: { name: string; email: string } | undefined;
  /** Staff only: the customer's other orders returned to origin. */
  returnsToOrigin?: number | undefined;
  /** Staff only: the ids of other orders that gave the same UTR. */
  utrSharedWith?: string[] | undefined;
}

/** Lines by name, then id, compared as the code points they are, so every path shows one order. */
const byNameThenId = (a: OrderLineRow, b: OrderLineRow) =>
  a.productName === b.productName ? (a.id < b.id ? -1 : 1) : a.productName < b.productName ? -1 : 1;

/**
 * A line's name and variant title in the language read: in Hindi the Hindi the shopper saw when
 * ordering, each falling back to the English on its own (an order placed before the Hindi was
 * kept, or a piece without Hindi, reads English); in English the snapshot as it always was.
 */
export function lineWords(
  line: Pick<OrderLineRow, 'productName' | 'productNameHi' | 'variantTitle' | 'variantTitleHi'>,
  language: Language,
): { name: string; variantTitle: string } {
  if (language !== 'hi') return { name: line.productName, variantTitle: line.variantTitle };
  return {
    name: translatedOr(line.productNameHi, line.productName),
    variantTitle: translatedOr(line.variantTitleHi, line.variantTitle),
  };
}

/** When the slowest made-to-order line should leave the studio; null when no line is made to order. */
function dispatchDate(orderedAt: Date, lines: readonly OrderLineRow[]): string | null {
  const leadTimes = lines.flatMap((line) => (line.leadTimeDays === null ? [] : [line.leadTimeDays]));
  return leadTimes.length ? expectedDispatchDate(orderedAt, Math.max(...leadTimes)) : null;
}

/** One order as the API shows it, from rows already read (or just written). */
export function orderView(row: OrderRow, parts: OrderParts, viewer: Viewer): Order {
  const staff = isStaff(viewer);
  const { customer } = parts;
  // Staff read the lines as the invoice names them, whatever language their request says.
  const language = staff ? DEFAULT_LANGUAGE : (viewer.language ?? DEFAULT_LANGUAGE);
  return {
    id: row.id,
    number: orderNumber(row.id),
    userId: row.userId,
    status: row.status,
    paymentMethod: row.paymentMethod,
    paymentStatus: row.paymentStatus,
    paymentUtr: row.paymentUtr,
    paymentDueBy: row.status === 'awaiting_payment' ? (row.paymentDueBy?.toISOString() ?? null) : null,
    paidAt: row.paidAt?.toISOString() ?? null,
    // Sorted by the English name in either language, so both list the lines in one order.
    items: [...parts.lines].sort(byNameThenId).map((line) => {
      const words = lineWords(line, language);
      return {
        id: line.id,
        productId: line.productId,
        variantId: line.variantId,
        variantTitle: words.variantTitle,
        sku: line.sku,
        personalisationNote: line.personalisationNote,
        leadTimeDays: line.leadTimeDays,
        name: words.name,
        image: line.productImage,
        price: paiseToRupees(line.unitPricePaise),
        quantity: line.quantity,
        lineTotal: paiseToRupees(line.unitPricePaise * line.quantity),
        discount: paiseToRupees(line.discountPaise),
        hsnCode: line.hsnCode,
        gstRate: line.gstRate,
        reviewed: line.productId !== null && parts.reviewed(line.productId),
      };
    }),
    subtotal: paiseToRupees(row.subtotalPaise),
    discount: paiseToRupees(row.discountPaise),
    couponCode: row.couponCode,
    delivery: paiseToRupees(row.deliveryPaise),
    gst: paiseToRupees(row.gstPaise),
    total: paiseToRupees(row.totalPaise),
    totalAmount: paiseToRupees(row.totalPaise),
    // Orders before decision 050 added GST on top (`exclusive`), with no round-off.
    gstIncluded: row.gstMode !== 'exclusive',
    roundOff: paiseToRupees(row.roundOffPaise),
    buyerGstin: row.buyerGstin,
    buyerName: row.buyerName,
    language: row.language,
    shippingAddress: {
      name: row.shippingName,
      address: row.shippingAddress,
      city: row.shippingCity,
      state: row.shippingState,
      pincode: row.shippingPincode,
      phone: row.shippingPhone,
    },
    expectedDispatchDate: dispatchDate(row.createdAt, parts.lines),
    courier: row.courier,
    trackingNumber: row.trackingNumber,
    trackingUrl: row.trackingUrl,
    shippedAt: row.shippedAt?.toISOString() ?? null,
    codConfirmedAt: row.codConfirmedAt?.toISOString() ?? null,
    history: parts.history.map((entry): OrderHistoryEntry => ({
      status: entry.status,
      note: entry.note,
      at: entry.at.toISOString(),
      ...(entry.event ? { event: entry.event } : {}),
      ...(staff
        ? {
            changedBy:
              entry.byId && entry.byName && entry.byRole
                ? { id: entry.byId, name: entry.byName, role: entry.byRole }
                : null,
          }
        : {}),
    })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    // Only an account can cancel online; a guest asks the shop (decision 040).
    canCancel: row.userId !== null && customerCanCancel(row.status),
    nextStatuses: nextStatuses(row.status),
    ...(staff && customer ? { customer } : {}),
    ...(staff && parts.returnsToOrigin !== undefined ? { returnsToOrigin: parts.returnsToOrigin } : {}),
    ...(staff && parts.utrSharedWith ? { utrSharedWith: parts.utrSharedWith.map(orderNumber) } : {}),
  };
}

/**
 * For staff: per order, the other orders that gave the same UTR (decision 038). Two orders cannot
 * both be paid by one UPI transaction, so staff check before marking either paid.
 */
async function ordersSharingUtr(db: Db, rows: OrderRow[]): Promise<Map<string, string[]>> {
  const utrs = [...new Set(rows.flatMap((row) => (row.paymentUtr ? [row.paymentUtr] : [])))];
  const shared = new Map<string, string[]>();
  if (utrs.length === 0) return shared;
  const claims = await db
    .select({ id: orders.id, utr: orders.paymentUtr })
    .from(orders)
    .where(inArray(orders.paymentUtr, utrs))
    .orderBy(asc(orders.createdAt));
  for (const row of rows) {
    shared.set(
      row.id,
      claims.filter((claim) => claim.utr === row.paymentUtr && claim.id !== row.id).map((claim) => claim.id),
    );
  }
  return shared;
}

/**
 * Orders as the API shows them, with their lines, timeline and (for staff) customer, in a fixed
 * number of queries whatever the page size.
 */
export async function toOrderViews(db: Db, rows: OrderRow[], viewer: Viewer): Promise<Order[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const staff = isStaff(viewer);

  const [lines, history, customers, returns, sharedUtr] = await Promise.all([
    db.select().from(orderItems).where(inArray(orderItems.orderId, ids)),
    db
      .select({
        orderId: orderStatusHistory.orderId,
        status: orderStatusHistory.status,
        event: orderStatusHistory.event,
        note: orderStatusHistory.note,
        at: orderStatusHistory.createdAt,
        byId: users.id,
        byName: users.fullName,
        byRole: users.role,
      })
      .from(orderStatusHistory)
      .leftJoin(users, eq(users.id, orderStatusHistory.changedBy))
      .where(inArray(orderStatusHistory.orderId, ids))
      .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id)),
    staff
      ? db
          .select({ id: users.id, name: users.fullName, email: users.email })
          .from(users)
          .where(
            inArray(
              users.id,
              rows.flatMap((row) => (row.userId ? [row.userId] : [])),
            ),
          )
      : Promise.resolve([]),
    staff ? returnsToOriginCounts(db, ids) : Promise.resolve(new Map<string, number>()),
    staff ? ordersSharingUtr(db, rows) : Promise.resolve(new Map<string, string[]>()),
  ]);

  // "Reviewed" is about the order's customer, so staff see what the customer sees.
  const productIds = [...new Set(lines.flatMap((line) => (line.productId ? [line.productId] : [])))];
  // A guest's order (no account) has reviewed nothing.
  const owners = [...new Set(rows.flatMap((row) => (row.userId ? [row.userId] : [])))];
  const reviewed = new Set(
    productIds.length && owners.length
      ? (
          await db
            .select({ userId: reviews.userId, productId: reviews.productId })
            .from(reviews)
            .where(and(inArray(reviews.userId, owners), inArray(reviews.productId, productIds)))
        ).map((review) => `${review.userId}:${review.productId}`)
      : [],
  );
  const customerById = new Map(customers.map((customer) => [customer.id, customer]));

  return rows.map((row) => {
    const account = row.userId ? customerById.get(row.userId) : undefined;
    // A guest's order names its contact instead of an account (decision 040).
    const customer =
      account ??
      (row.contactName && row.contactEmail ? { name: row.contactName, email: row.contactEmail } : undefined);
    return orderView(
      row,
      {
        lines: lines.filter((line) => line.orderId === row.id),
        history: history.filter((entry) => entry.orderId === row.id),
        reviewed: (productId) => row.userId !== null && reviewed.has(`${row.userId}:${productId}`),
        customer: customer && { name: customer.name, email: customer.email },
        returnsToOrigin: staff ? (returns.get(row.id) ?? 0) : undefined,
        utrSharedWith: staff ? (sharedUtr.get(row.id) ?? []) : undefined,
      },
      viewer,
    );
  });
}
