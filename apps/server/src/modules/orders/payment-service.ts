import { and, asc, eq, lte, sql } from 'drizzle-orm';
import { UPI_PAYMENT_WINDOW_MINUTES, type Order, type UpiPayment } from '@shop/domain';
import type { Db } from '../../db/client.js';
import { orders } from './tables.js';
import { conflict, notFound } from '../../lib/errors.js';
import { catalogChanged } from '../catalog/index.js';
import { upiPaymentOf } from '../payments/index.js';
import { changeStatus, lockOrder } from './lifecycle-service.js';
import { isStaff, ORDER_NOT_FOUND, type Viewer } from './order-view.js';
import { getOrder } from './query-service.js';

/**
 * UPI payments on the order's side (decision 038): the customer gives the UTR, staff check it
 * against the bank and mark the order paid (it goes ahead as pending) or not received (cancelled,
 * stock back); an order nobody paid is cancelled by the expiry job when its hold runs out.
 */

const NOT_AWAITING = {
  en: 'This order is not waiting for a UPI payment',
  hi: 'इस ऑर्डर के लिए UPI भुगतान बाकी नहीं है',
};

/** The payment page's details: the customer's own awaiting order, or any UPI order for staff. */
export async function upiPaymentForOrder(db: Db, orderId: string, viewer: Viewer): Promise<UpiPayment> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order || (!isStaff(viewer) && order.userId !== viewer.id)) throw notFound(ORDER_NOT_FOUND);
  if (order.paymentMethod !== 'upi')
    throw conflict({
      en: 'This order is paid by Cash on Delivery',
      hi: 'इस ऑर्डर का भुगतान कैश ऑन डिलीवरी से होगा',
    });
  return upiPaymentOf(db, {
    id: order.id,
    totalPaise: order.totalPaise,
    paymentDueBy: order.status === 'awaiting_payment' ? order.paymentDueBy : null,
    paymentUtr: order.paymentUtr,
  });
}

/**
 * The customer tells the shop the UTR of their payment. Given again (a typing slip) it replaces
 * the first while staff have not decided. The same UTR on another order is not refused here (the
 * customer cannot see other orders) but shown to staff on both (`utrSharedWith`).
 */
export async function submitUtr(db: Db, orderId: string, viewer: Viewer, utr: string): Promise<Order> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order || order.userId !== viewer.id) throw notFound(ORDER_NOT_FOUND);
    if (order.status !== 'awaiting_payment') throw conflict(NOT_AWAITING);
    await tx
      .update(orders)
      .set({ paymentUtr: utr, paymentStatus: 'utr_submitted', updatedAt: new Date() })
      .where(eq(orders.id, orderId));
  });
  return getOrder(db, orderId, viewer);
}

/** Staff's verdict on an awaiting order's payment: received (it goes ahead) or not (cancelled). */
export async function settleUpiPayment(
  db: Db,
  orderId: string,
  viewer: Viewer,
  verdict: 'paid' | 'not_received',
  note: string | undefined,
): Promise<Order> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw notFound(ORDER_NOT_FOUND);
    if (order.status !== 'awaiting_payment') throw conflict(NOT_AWAITING);
    if (verdict === 'paid') {
      await changeStatus(tx, order, 'pending', note || 'UPI payment received', viewer.id, {
        paymentStatus: 'paid',
        paidAt: new Date(),
      });
    } else {
      await changeStatus(tx, order, 'cancelled', note || 'UPI payment not received', viewer.id, {
        paymentStatus: 'not_received',
      });
    }
  });
  if (verdict === 'not_received') catalogChanged(db);
  return getOrder(db, orderId, viewer);
}

/** Orders expired per run: a backlog (the shop was down) is worked through in the next runs. */
const EXPIRY_BATCH = 50;

/**
 * The expiry job's work (every minute): cancels UPI orders still unpaid when their hold ran out
 * (`now`, injectable for tests), puts their stock back and mails the customer (the cancellation
 * mail, through the outbox). An order whose customer gave a UTR is left for staff to check, so a
 * payment made in the last minute is not thrown away. Each order in its own transaction, taken
 * with SKIP LOCKED so two servers never expire the same order. Answers how many expired.
 */
export async function expireUnpaidOrders(db: Db, now = new Date()): Promise<number> {
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'awaiting_payment'),
        eq(orders.paymentStatus, 'unpaid'),
        lte(orders.paymentDueBy, now),
      ),
    )
    .orderBy(asc(orders.paymentDueBy))
    .limit(EXPIRY_BATCH);
  let expired = 0;
  for (const { id } of due) {
    const done = await db.transaction(async (tx) => {
      const result: unknown = await tx.execute(sql`
        select id, user_id as "userId", status from orders
        where id = ${id} and status = 'awaiting_payment' and payment_status = 'unpaid'
        for update skip locked`);
      const [order] = (result as { rows: { id: string; userId: string; status: 'awaiting_payment' }[] }).rows;
      if (!order) return false;
      await changeStatus(
        tx,
        order,
        'cancelled',
        `Not paid within ${UPI_PAYMENT_WINDOW_MINUTES} minutes`,
        null,
        { paymentStatus: 'expired' },
      );
      return true;
    });
    if (done) expired += 1;
  }
  if (expired > 0) catalogChanged(db);
  return expired;
}
