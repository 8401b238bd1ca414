import { eq } from 'drizzle-orm';
import type { Order } from '@shop/domain';
import type { Db } from '../../db/client.js';
import { orders, orderStatusHistory } from './tables.js';
import { conflict, notFound } from '../../lib/errors.js';
import { ORDER_NOT_FOUND, type Viewer } from './order-view.js';
import { getOrder } from './query-service.js';

/** Only an order the studio has not sent yet is confirmed: after that, the courier has the cash. */
const CONFIRMABLE = new Set<string>(['pending', 'processing']);

export const NOT_CASH_ON_DELIVERY =
  'This order is paid by UPI, not Cash on Delivery: there is nothing to confirm on WhatsApp';

/**
 * Staff record that the customer confirmed a Cash-on-Delivery order (on WhatsApp or by phone;
 * decision 028): once, on the order and as an entry on its timeline. A repeat (a double click, a
 * second member of staff) changes nothing and answers the order as it stands.
 */
export async function confirmCashOnDelivery(
  db: Db,
  orderId: string,
  viewer: Viewer,
  note: string | undefined,
): Promise<Order> {
  await db.transaction(async (tx) => {
    const [order] = await tx
      .select({
        id: orders.id,
        status: orders.status,
        confirmedAt: orders.codConfirmedAt,
        paymentMethod: orders.paymentMethod,
      })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for('update');
    if (!order) throw notFound(ORDER_NOT_FOUND);
    // A UPI order is paid before it ships (decision 038): there is no cash for the customer to confirm.
    if (order.paymentMethod !== 'cod') throw conflict(NOT_CASH_ON_DELIVERY);
    if (order.confirmedAt) return;
    if (!CONFIRMABLE.has(order.status)) {
      throw conflict(`Only an order not yet shipped can be confirmed; this one is ${order.status}`);
    }
    await tx.update(orders).set({ codConfirmedAt: new Date() }).where(eq(orders.id, orderId));
    await tx.insert(orderStatusHistory).values({
      orderId,
      status: order.status,
      event: 'cod-confirmed',
      note: note || 'The customer confirmed the Cash-on-Delivery order',
      changedBy: viewer.id,
    });
  });
  return getOrder(db, orderId, viewer);
}
