import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Jobs } from '../../plugins/jobs.js';
import { DELIVERY_QUEUE, type DeliveryJob } from './delivery.js';

/** The mail each status change sends the customer; other statuses send none. */
const STATUS_MAILS: Partial<Record<string, string>> = {
  processing: 'order_processing',
  shipped: 'order_shipped',
  delivered: 'order_delivered',
  cancelled: 'order_cancelled',
  returned: 'order_returned',
};

/**
 * Checkout's part (decision 029): the customer's confirmation and the shop's new-order mail, written
 * in the order's own transaction with one statement, so a checkout that rolls back sends nothing.
 */
export async function notifyOrderPlaced(
  tx: Db,
  order: { orderId: string; userId: string; shopEmail: string },
): Promise<void> {
  await tx.execute(sql`
    insert into notifications (order_id, kind, recipient)
    select ${order.orderId}::uuid, 'order_placed', u.email from users u where u.id = ${order.userId}
    union all select ${order.orderId}::uuid, 'shop_new_order', ${order.shopEmail}`);
}

/** A status change's mail to the customer, in the change's transaction. */
export async function notifyOrderStatus(
  tx: Db,
  order: { id: string; userId: string },
  status: string,
): Promise<void> {
  const kind = STATUS_MAILS[status];
  if (!kind) return;
  await tx.execute(sql`
    insert into notifications (order_id, kind, recipient)
    select ${order.id}::uuid, ${kind}, u.email from users u where u.id = ${order.userId}`);
}

/** Rows taken from the outbox per transaction. */
const DRAIN_BATCH = 100;

/**
 * Hands waiting notifications to the job queue: each batch is marked enqueued and its jobs written
 * in one transaction, so a row is enqueued exactly once; SKIP LOCKED lets several servers drain
 * side by side without taking the same rows.
 */
export async function drainOutbox(db: Db, jobs: Jobs): Promise<number> {
  let total = 0;
  for (;;) {
    const taken = await db.transaction(async (tx) => {
      const result: unknown = await tx.execute(sql`
        update notifications set enqueued_at = now()
        where id in (
          select id from notifications where enqueued_at is null and state = 'queued'
          order by created_at limit ${DRAIN_BATCH} for update skip locked
        )
        returning id`);
      const ids = (result as { rows: { id: string }[] }).rows.map((row) => row.id);
      await jobs.insertInTransaction(
        tx,
        ids.map((id) => ({ queue: DELIVERY_QUEUE, data: { notificationId: id } satisfies DeliveryJob })),
      );
      return ids.length;
    });
    total += taken;
    if (taken < DRAIN_BATCH) return total;
  }
}

/**
 * Runs the drain whenever asked, one run at a time; asks arriving during a run make one more run,
 * so a burst of orders costs a couple of drains, not one each.
 */
export function drainer(run: () => Promise<unknown>, onError: (error: unknown) => void) {
  let running: Promise<void> | undefined;
  let again = false;
  const loop = async () => {
    do {
      again = false;
      await run().catch(onError);
    } while (again);
    running = undefined;
  };
  return {
    request() {
      if (running) again = true;
      else running = loop();
    },
    /** Resolves when no drain is running (tests, shutdown). */
    idle: () => running ?? Promise.resolve(),
  };
}
