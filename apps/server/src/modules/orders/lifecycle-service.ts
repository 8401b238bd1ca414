import { eq, sql } from 'drizzle-orm';
import {
  canTransition,
  customerCanCancel,
  restocksOn,
  type Order,
  type OrderStatus,
  type UpdateOrderStatusBody,
} from '@shop/domain';
import type { Db } from '../../db/client.js';
import { orderItems, orders, orderStatusHistory } from './tables.js';
import { conflict, notFound } from '../../lib/errors.js';
import { catalogChanged, returnStock } from '../catalog/index.js';
import { shipmentOf, type Shipment } from '../shipping/index.js';
import { issueCreditNote, issueInvoice } from '../invoicing/index.js';
import { notifyOrderStatus } from '../notifications/index.js';
import { releaseCouponUse } from '../promotions/index.js';
import { ORDER_NOT_FOUND, type Viewer } from './order-view.js';
import { getOrder } from './query-service.js';

/** Cash on Delivery is paid at the door: a delivered order is paid (decision 038). */
const paymentOnDelivery = (to: OrderStatus) =>
  to === 'delivered'
    ? { paymentStatus: 'paid' as const, paidAt: sql`coalesce(${orders.paidAt}, now())` }
    : {};

/** Columns a status change sets besides the status: the parcel when shipped, the payment's outcome. */
type ChangeColumns = Shipment | Partial<Pick<typeof orders.$inferInsert, 'paymentStatus' | 'paidAt'>>;

/**
 * Moves an order along, restocking on cancellation or return, and records who did it and when
 * (no one: the payment-expiry job).
 */
export async function changeStatus(
  tx: Db,
  order: { id: string; userId: string | null; status: OrderStatus },
  to: OrderStatus,
  note: string | null,
  actorId: string | null,
  columns?: ChangeColumns,
): Promise<void> {
  if (restocksOn(to)) {
    const lines = await tx
      .select({
        variantId: orderItems.variantId,
        quantity: orderItems.quantity,
        leadTimeDays: orderItems.leadTimeDays,
      })
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id));
    // A variant deleted since keeps nothing to restock; a made-to-order line took no stock.
    await returnStock(
      tx,
      lines.flatMap((line) =>
        line.variantId && line.leadTimeDays === null
          ? [{ variantId: line.variantId, quantity: line.quantity }]
          : [],
      ),
    );
  }
  // Cancelled before it shipped, the order gives its use of a code back; a parcel returned to
  // origin keeps it (the code was used on goods that went out; decision 037).
  if (to === 'cancelled') await releaseCouponUse(tx, order.id);
  // The tax invoice goes with the goods; taking them back reverses it (decision 027).
  if (to === 'shipped') await issueInvoice(tx, order.id);
  if (restocksOn(to)) await issueCreditNote(tx, order.id, note ?? `Order ${to}`);
  await tx
    .update(orders)
    .set({ status: to, updatedAt: new Date(), ...paymentOnDelivery(to), ...columns })
    .where(eq(orders.id, order.id));
  await tx.insert(orderStatusHistory).values({ orderId: order.id, status: to, note, changedBy: actorId });
  await notifyOrderStatus(
    tx,
    order,
    to,
    columns && 'paymentStatus' in columns ? columns.paymentStatus : undefined,
  );
}

export async function lockOrder(tx: Db, orderId: string) {
  const [row] = await tx
    .select({
      id: orders.id,
      userId: orders.userId,
      status: orders.status,
      paymentMethod: orders.paymentMethod,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  return row;
}

/** A customer cancels their own order while it is still pending; the stock goes back. */
export async function cancelMyOrder(
  db: Db,
  orderId: string,
  viewer: Viewer,
  note: string | undefined,
): Promise<Order> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order || order.userId !== viewer.id) throw notFound(ORDER_NOT_FOUND);
    if (!customerCanCancel(order.status)) {
      throw conflict({
        en: 'Only orders that are pending or awaiting payment can be cancelled',
        hi: 'सिर्फ़ वही ऑर्डर कैंसिल हो सकते हैं जो अभी पेंडिंग हैं या जिनके भुगतान का इंतज़ार है',
      });
    }
    await changeStatus(tx, order, 'cancelled', note || 'Cancelled by the customer', viewer.id);
  });
  catalogChanged(db);
  return getOrder(db, orderId, viewer);
}

/** What a return to origin writes on the timeline: its reason, then any note. */
const returnNote = (reason: string, note: string | undefined) => (note ? `${reason}. ${note}` : reason);

/**
 * Staff move an order along the lifecycle; any other move is refused and changes nothing. Shipping
 * keeps the courier and AWB (the body's contract requires them), a return to origin its reason.
 */
export async function updateOrderStatus(
  db: Db,
  orderId: string,
  change: UpdateOrderStatusBody,
  viewer: Viewer,
): Promise<Order> {
  const { status: to, note, courier, trackingNumber, reason } = change;
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw notFound(ORDER_NOT_FOUND);
    // A UPI payment is settled by its own verdict, which records the payment too (decision 038).
    if (order.status === 'awaiting_payment') {
      throw conflict('This order is awaiting its UPI payment: mark the payment received or not received');
    }
    if (!canTransition(order.status, to)) {
      throw conflict(`Cannot move an order from ${order.status} to ${to}`);
    }
    const shipment = courier && trackingNumber ? await shipmentOf(tx, courier, trackingNumber) : undefined;
    const entryNote = reason ? returnNote(reason, note) : note || null;
    await changeStatus(tx, order, to, entryNote, viewer.id, shipment);
  });
  if (restocksOn(to)) catalogChanged(db);
  return getOrder(db, orderId, viewer);
}
