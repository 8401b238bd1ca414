import { and, eq, sql } from 'drizzle-orm';
import { computeOrderTotals, type Order, type PricingSettings, type ShippingAddress } from '@shop/domain';
import type { Db } from '../../db/client.js';
import { orderItems, orders, orderStatusHistory } from '../../db/schema/index.js';
import { conflict, notFound, pgErrorCode } from '../../lib/errors.js';
import { takeCartForCheckout } from '../cart/index.js';
import { catalogChanged, takeStock } from '../catalog/index.js';
import { ORDER_NOT_FOUND, toOrderViews, type OrderRow, type Viewer } from './order-view.js';
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

export interface PlacedOrder {
  order: Order;
  /** False when the Idempotency-Key had already placed this order: nothing new was written. */
  created: boolean;
}

/**
 * Cash-on-Delivery checkout (decision 006): in one transaction that this module owns, take the
 * cart's lines (emptying it), take their stock from the catalogue at today's prices, and write
 * the order with those snapshot lines and its first history entry. The cart and the catalogue
 * work on the transaction handed to them, so a refusal anywhere writes nothing.
 */
export async function placeOrder(
  db: Db,
  userId: string,
  address: ShippingAddress,
  idempotencyKey: string,
  pricing: PricingSettings,
): Promise<PlacedOrder> {
  const viewer: Viewer = { id: userId, role: 'customer' };
  const earlier = await orderIdForKey(db, userId, idempotencyKey);
  if (earlier) return { order: await getOrder(db, earlier, viewer), created: false };

  let outcome: { orderId: string; created: false } | { row: OrderRow; created: true };
  try {
    outcome = await db.transaction(async (tx) => {
      // One checkout per customer at a time: a double-click waits here, then sees the first
      // order (same key) or the emptied cart (new key) instead of ordering the cart twice.
      await tx.execute(sql`select id from users where id = ${userId} for no key update`);
      const already = await orderIdForKey(tx, userId, idempotencyKey);
      if (already) return { orderId: already, created: false as const };

      const lines = await takeCartForCheckout(tx, userId);
      if (lines.length === 0) throw conflict('Your cart is empty');
      const priced = await takeStock(tx, lines);

      const totals = computeOrderTotals(priced, pricing);
      if (totals.totalPaise > MAX_ORDER_PAISE) {
        throw conflict('This order is too large to place online. Please contact us to place it.');
      }
      const [order] = await tx
        .insert(orders)
        .values({
          userId,
          status: 'pending',
          paymentMethod: 'cod',
          subtotalPaise: totals.subtotalPaise,
          deliveryPaise: totals.deliveryPaise,
          gstPaise: totals.gstPaise,
          totalPaise: totals.totalPaise,
          shippingName: address.name,
          shippingAddress: address.address,
          shippingCity: address.city,
          shippingState: address.state,
          shippingPincode: address.pincode,
          shippingPhone: address.phone,
          idempotencyKey,
        })
        .returning();
      if (!order) throw new Error('order not written');
      // The lines and the first history entry in one statement: every round trip inside this
      // transaction keeps the stock rows locked for other buyers.
      const lineRows = tx.insert(orderItems).values(priced.map((line) => ({ ...line, orderId: order.id })));
      const firstEntry = tx
        .insert(orderStatusHistory)
        .values({ orderId: order.id, status: 'pending', note: 'Order placed', changedBy: userId });
      await tx.execute(sql`with lines as (${lineRows.getSQL()}) ${firstEntry.getSQL()}`);
      return { row: order, created: true };
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
  // Built from the row just written rather than read back: one query fewer per checkout.
  const [order] = await toOrderViews(db, [outcome.row], viewer);
  if (!order) throw notFound(ORDER_NOT_FOUND);
  return { order, created: true };
}
