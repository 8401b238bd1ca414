import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Notification } from '@shop/domain';
import type { Db } from '../../db/client.js';
import { notifications } from './tables.js';
import { orders } from '../orders/tables.js';
import { conflict, notFound } from '../../lib/errors.js';

type Row = typeof notifications.$inferSelect;

const view = (row: Row): Notification => ({
  id: row.id,
  orderId: row.orderId,
  kind: row.kind,
  recipient: row.recipient,
  state: row.state,
  attempts: row.attempts,
  lastError: row.lastError,
  sentAt: row.sentAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

/** Every mail of one order, oldest first (the back office's Notifications panel). */
export async function listOrderNotifications(db: Db, orderId: string): Promise<Notification[]> {
  const [rows, [order]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(eq(notifications.orderId, orderId))
      .orderBy(asc(notifications.createdAt)),
    db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)),
  ]);
  if (!order) throw notFound('Order not found');
  return rows.map(view);
}

/**
 * Staff send a mail again: a sent, logged or failed notification goes back to the outbox (queued, not yet
 * enqueued), which wakes the drain. One still queued or sending is on its way already: 409.
 */
export async function resendNotification(db: Db, id: string): Promise<Notification> {
  const [row] = await db
    .update(notifications)
    .set({ state: 'queued', enqueuedAt: null, lastError: null, sentAt: null, updatedAt: new Date() })
    .where(and(eq(notifications.id, id), inArray(notifications.state, ['sent', 'logged', 'failed'])))
    .returning();
  if (row) return view(row);
  const [existing] = await db
    .select({ state: notifications.state })
    .from(notifications)
    .where(eq(notifications.id, id));
  if (!existing) throw notFound('Notification not found');
  throw conflict('This mail is already on its way; it can be resent once it has gone or has failed');
}
