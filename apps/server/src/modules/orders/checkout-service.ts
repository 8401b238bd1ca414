import { randomUUID } from 'node:crypto';
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import {
  computeOrderTotals,
  type Order,
  type OrderTotals,
  type PricingSettings,
  type ShippingAddress,
} from '@shop/domain';
import type { Db } from '../../db/client.js';
import { orderItems, orders, orderStatusHistory } from '../../db/schema/index.js';
import { conflict, pgErrorCode } from '../../lib/errors.js';
import { takeCartForCheckout } from '../cart/index.js';
import { catalogChanged, takeStock, type TakenLine } from '../catalog/index.js';
import { notifyOrderPlaced } from '../notifications/index.js';
import { CASH_ON_DELIVERY, type PaymentTerms } from '../payments/index.js';
import { redeemCoupon } from '../promotions/index.js';
import { checkCashOnDelivery } from '../shipping/index.js';
import { orderView, type OrderLineRow, type OrderParts, type OrderRow, type Viewer } from './order-view.js';
import { getOrder } from './query-service.js';

/** Amounts are stored as integer paise (PostgreSQL `integer`): about ₹2.1 crore per order. */
const MAX_ORDER_PAISE = 2_147_483_647;

/** The PostgreSQL constraint behind "one order per Idempotency-Key per customer". */
const IDEMPOTENCY_CONSTRAINT = 'orders_user_idempotency_unique';

/** Whether a failed write lost the race for an Idempotency-Key (on either driver). */
export function isIdempotencyConflict(error: unknown): boolean {
  if (pgErrorCode(error) !== '23505') return false;
  for (let current: unknown = error, depth = 0; current && depth < 4; depth += 1) {
    const constraint = (current as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string') return constraint === IDEMPOTENCY_CONSTRAINT;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

async function orderIdForKey(db: Db, userId: string, key: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
  return row?.id;
}

/**
 * One checkout per customer at a time: locks the customer's row, so a double-click waits here,
 * and answers the order this Idempotency-Key already placed, in the same statement. That answer
 * was read as the statement began: a twin request that held the lock meanwhile is seen only by
 * later statements (an emptied cart, or the key's unique constraint), and handled there.
 */
async function lockCustomer(tx: Db, userId: string, key: string): Promise<string | undefined> {
  const result: unknown = await tx.execute(sql`
    select (select o.id from orders o where o.user_id = u.id and o.idempotency_key = ${key}) as existing
    from users u where u.id = ${userId}
    for no key update of u`);
  return (result as { rows: { existing: string | null }[] }).rows[0]?.existing ?? undefined;
}

/** A raw `orders` row (database column names, driver values) as Drizzle would have mapped it. */
function toOrderRow(raw: Record<string, unknown>): OrderRow {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(orders))) {
    const value = raw[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as OrderRow;
}

interface NewOrder {
  userId: string;
  address: ShippingAddress;
  idempotencyKey: string;
  totals: OrderTotals;
  lines: DiscountedLine[];
  coupon: AppliedCoupon | null;
  terms: PaymentTerms;
}

/** A line as the order keeps it: taken from stock, with its share of the coupon's discount. */
type DiscountedLine = TakenLine & { discountPaise: number };

interface AppliedCoupon {
  couponId: string;
  code: string;
}

/**
 * The cart's code, if any, checked again and one use of it taken in the checkout's transaction
 * (promotions owns the rules and the count); its discount spread over the lines it applies to.
 */
async function discountedLines(
  tx: Db,
  userId: string,
  couponId: string | null,
  lines: TakenLine[],
): Promise<{ lines: DiscountedLine[]; coupon: AppliedCoupon | null }> {
  if (!couponId) return { lines: lines.map((line) => ({ ...line, discountPaise: 0 })), coupon: null };
  const verdict = await redeemCoupon(tx, couponId, userId, lines);
  return {
    lines: lines.map((line, index) => ({ ...line, discountPaise: verdict.discounts[index] ?? 0 })),
    coupon: { couponId, code: verdict.code },
  };
}

/**
 * Writes the order, its lines and its first history entry in one statement (every round trip
 * inside the checkout keeps the stock rows locked for other buyers), and reads back in the same
 * statement which of its products the customer has reviewed, so the answer needs no query after
 * the commit. Ids are made here so the lines can name their order before it is written.
 */
async function writeOrder(tx: Db, order: NewOrder): Promise<{ row: OrderRow; parts: OrderParts }> {
  const { userId, address, totals, terms } = order;
  const orderId = randomUUID();
  const lines: OrderLineRow[] = order.lines.map((line) => ({ id: randomUUID(), orderId, ...line }));
  const insertOrder = tx
    .insert(orders)
    .values({
      id: orderId,
      userId,
      status: terms.status,
      paymentMethod: terms.paymentMethod,
      paymentDueBy: terms.paymentDueBy,
      subtotalPaise: totals.subtotalPaise,
      discountPaise: totals.discountPaise,
      couponId: order.coupon?.couponId ?? null,
      couponCode: order.coupon?.code ?? null,
      deliveryPaise: totals.deliveryPaise,
      gstPaise: totals.gstPaise,
      totalPaise: totals.totalPaise,
      shippingName: address.name,
      shippingAddress: address.address,
      shippingCity: address.city,
      shippingState: address.state,
      shippingPincode: address.pincode,
      shippingPhone: address.phone,
      idempotencyKey: order.idempotencyKey,
    })
    .returning();
  const insertLines = tx.insert(orderItems).values(lines);
  const firstEntry = { status: terms.status, note: terms.note };
  const insertHistory = tx.insert(orderStatusHistory).values({ orderId, ...firstEntry, changedBy: userId });
  const productIds = sql.join(
    lines.map((line) => sql`${line.productId}::uuid`),
    sql`, `,
  );
  const result: unknown = await tx.execute(sql`
    with placed as (${insertOrder.getSQL()}),
      lines as (${insertLines.getSQL()}),
      history as (${insertHistory.getSQL()})
    select placed.*, array(
      select r.product_id::text from reviews r where r.user_id = ${userId} and r.product_id in (${productIds})
    ) as reviewed_product_ids
    from placed`);
  const [raw] = (result as { rows: (Record<string, unknown> & { reviewed_product_ids: string[] })[] }).rows;
  if (!raw) throw new Error('order not written');
  const row = toOrderRow(raw);
  const reviewed = new Set(raw.reviewed_product_ids);
  return {
    row,
    parts: {
      lines,
      // Both rows take now(), the transaction's start: the entry's time is the order's.
      history: [{ orderId, ...firstEntry, at: row.createdAt, byId: null, byName: null, byRole: null }],
      reviewed: (productId) => reviewed.has(productId),
    },
  };
}

export interface PlacedOrder {
  order: Order;
  /** False when the Idempotency-Key had already placed this order: nothing new was written. */
  created: boolean;
}

/**
 * Checkout (decision 006), by Cash on Delivery or UPI (decision 038: `terms` from the payments
 * module; a UPI order starts awaiting its payment, its stock held): in one transaction that this module owns, take the
 * cart's lines (emptying it), take their stock from the catalogue at today's prices, and write
 * the order with those snapshot lines and its first history entry. The cart and the catalogue
 * work on the transaction handed to them, so a refusal anywhere writes nothing, and its mails wait
 * in the notifications outbox of the same transaction. Five statements
 * between BEGIN and COMMIT and none after (decision 019); `checkout-service.test.ts` counts them.
 * A coupon on the cart adds two: its use taken, and the customer's history read (decision 037).
 */
export async function placeOrder(
  db: Db,
  userId: string,
  address: ShippingAddress,
  idempotencyKey: string,
  pricing: PricingSettings,
  shopOrdersEmail: string,
  terms: PaymentTerms = CASH_ON_DELIVERY,
): Promise<PlacedOrder> {
  const viewer: Viewer = { id: userId, role: 'customer' };
  let outcome: { orderId: string; created: false } | { row: OrderRow; parts: OrderParts; created: true };
  // Cash on Delivery where it is offered and up to its limit (decision 032): settings read before
  // the transaction, the total checked inside it. A UPI order is paid first and needs neither.
  const codAllowsTotal = terms.paymentMethod === 'cod' ? await checkCashOnDelivery(db, address) : null;
  try {
    outcome = await db.transaction(async (tx) => {
      const already = await lockCustomer(tx, userId, idempotencyKey);
      if (already) return { orderId: already, created: false as const };

      const cart = await takeCartForCheckout(tx, userId);
      if (cart.lines.length === 0) {
        // A twin request with this key may have ordered the cart while this one waited for the lock.
        const placed = await orderIdForKey(tx, userId, idempotencyKey);
        if (placed) return { orderId: placed, created: false as const };
        throw conflict('Your cart is empty');
      }
      const taken = await takeStock(tx, cart.lines);
      const { lines: priced, coupon } = await discountedLines(tx, userId, cart.couponId, taken);

      const totals = computeOrderTotals(priced, pricing);
      if (totals.totalPaise > MAX_ORDER_PAISE) {
        throw conflict('This order is too large to place online. Please contact us to place it.');
      }
      codAllowsTotal?.(totals.totalPaise);
      const written = await writeOrder(tx, {
        userId,
        address,
        idempotencyKey,
        totals,
        lines: priced,
        coupon,
        terms,
      });
      // The customer's and the shop's mails, in the outbox with the order (decision 029).
      await notifyOrderPlaced(tx, {
        orderId: written.row.id,
        userId,
        shopEmail: shopOrdersEmail,
        paymentMethod: terms.paymentMethod,
      });
      return { ...written, created: true as const };
    });
  } catch (error) {
    // The per-customer lock makes this rare, but the constraint is the final word on duplicates.
    if (isIdempotencyConflict(error)) {
      const existing = await orderIdForKey(db, userId, idempotencyKey);
      if (existing) return { order: await getOrder(db, existing, viewer), created: false };
    }
    throw error;
  }
  if (!outcome.created) return { order: await getOrder(db, outcome.orderId, viewer), created: false };
  // This server's catalogue cache must show the new stock now, not when the NOTIFY arrives.
  catalogChanged(db);
  return { order: orderView(outcome.row, outcome.parts, viewer), created: true };
}
