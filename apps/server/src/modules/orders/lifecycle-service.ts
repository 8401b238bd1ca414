import { eq } from 'drizzle-orm';
import { canTransition, customerCanCancel, restocksOn, type Order, type OrderStatus } from '@shop/domain';
import type { Db } from '../../db/client.js';
import { orderItems, orders, orderStatusHistory } from '../../db/schema/index.js';
import { conflict, notFound } from '../../lib/errors.js';
import { catalogChanged, returnStock } from '../catalog/index.js';
import { ORDER_NOT_FOUND, type Viewer } from './order-view.js';
import { getOrder } from './query-service.js';

/** Moves an order along, restocking on cancellation, and records who did it and when. */
async function changeStatus(
  tx: Db,
  order: { id: string; status: OrderStatus },
  to: OrderStatus,
  note: string | null,
  actorId: string,
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
  await tx.update(orders).set({ status: to, updatedAt: new Date() }).where(eq(orders.id, order.id));
  await tx.insert(orderStatusHistory).values({ orderId: order.id, status: to, note, changedBy: actorId });
}

async function lockOrder(tx: Db, orderId: string) {
  const [row] = await tx
    .select({ id: orders.id, userId: orders.userId, status: orders.status })
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
    if (!customerCanCancel(order.status)) throw conflict('Only pending orders can be cancelled');
    await changeStatus(tx, order, 'cancelled', note || 'Cancelled by the customer', viewer.id);
  });
  catalogChanged(db);
  return getOrder(db, orderId, viewer);
}

/** Staff move an order along the lifecycle; any other move is refused and changes nothing. */
export async function updateOrderStatus(
  db: Db,
  orderId: string,
  to: OrderStatus,
  note: string | undefined,
  viewer: Viewer,
): Promise<Order> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw notFound(ORDER_NOT_FOUND);
    if (!canTransition(order.status, to)) {
      throw conflict(`Cannot move an order from ${order.status} to ${to}`);
    }
    await changeStatus(tx, order, to, note || null, viewer.id);
  });
  if (restocksOn(to)) catalogChanged(db);
  return getOrder(db, orderId, viewer);
}
