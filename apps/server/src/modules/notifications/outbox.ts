import { sql } from 'drizzle-orm';
import type { NotificationKind, OrderStatus, PaymentMethod, PaymentStatus, ReturnStatus } from '@shop/domain';
import type { Db } from '../../db/client.js';
import { notifications } from './tables.js';
import type { Jobs } from '../../plugins/jobs.js';
import { DELIVERY_QUEUE, type DeliveryJob } from './delivery.js';
import type { ComplaintMailData } from './templates/complaint-mails.js';
import { returnMailKind } from './return-mail-kind.js';
import { returnPayload, type ReturnMailFacts } from './return-payload.js';
import type { NewDeviceMailData } from './templates/account-mails.js';
import { indiaTime } from '../../lib/india-time.js';

/** The mail each status change sends the customer; other statuses send none. */
const STATUS_MAILS: Partial<Record<OrderStatus, NotificationKind>> = {
  processing: 'order_processing',
  shipped: 'order_shipped',
  delivered: 'order_delivered',
  cancelled: 'order_cancelled',
  returned: 'order_returned',
};

/**
 * Where an order's customer mails go: the account's e-mail, or a guest's contact e-mail (decision
 * 040). A query on the order, so it reads an order written earlier in the same transaction.
 */
const customerMail = (orderId: string, kind: string) => sql`
  select o.id, ${kind}, coalesce(o.contact_email, u.email)
  from orders o left join users u on u.id = o.user_id where o.id = ${orderId}`;

/**
 * A UPI payment's outcome has its own mail (decision 042): "payment received" when staff's verdict
 * lets the order go ahead (pending sends nothing otherwise), and the payment's own reason when the
 * order is cancelled for it, instead of the plain cancellation.
 */
const PAYMENT_MAILS: Partial<Record<PaymentStatus, NotificationKind>> = {
  paid: 'upi_payment_received',
  expired: 'upi_payment_expired',
  not_received: 'upi_payment_not_received',
};

function statusMailKind(status: OrderStatus, paymentStatus: PaymentStatus | undefined) {
  const forPayment = paymentStatus && (status === 'pending' || status === 'cancelled');
  return (forPayment ? PAYMENT_MAILS[paymentStatus] : undefined) ?? STATUS_MAILS[status];
}

/**
 * Checkout's part (decision 029): the customer's mail and the shop's new-order mail, written in the
 * order's own transaction with one statement, so a checkout that rolls back sends nothing. A UPI
 * customer is sent the payment's details instead of the Cash-on-Delivery confirmation.
 */
export async function notifyOrderPlaced(
  tx: Db,
  order: { orderId: string; shopEmail: string; paymentMethod: PaymentMethod },
): Promise<void> {
  const kind: NotificationKind = order.paymentMethod === 'upi' ? 'upi_awaiting_payment' : 'order_placed';
  await tx.execute(sql`
    insert into notifications (order_id, kind, recipient)
    ${customerMail(order.orderId, kind)}
    union all select ${order.orderId}::uuid, 'shop_new_order', ${order.shopEmail}`);
}

/** A status change's mail to the customer, in the change's transaction (with the payment's outcome, if any). */
export async function notifyOrderStatus(
  tx: Db,
  order: { id: string },
  status: OrderStatus,
  paymentStatus?: PaymentStatus,
): Promise<void> {
  const kind = statusMailKind(status, paymentStatus);
  if (!kind) return;
  await tx.execute(sql`
    insert into notifications (order_id, kind, recipient)
    ${customerMail(order.id, kind)}`);
}

/**
 * Carts left behind (decision 043): staff's reminder to a customer, in the transaction that records
 * it. The mail reads the cart when it goes, so it shows the cart as it is then.
 */
export async function notifyCartReminder(
  tx: Db,
  cart: { userId: string; recipient: string; unsubscribeToken: string },
): Promise<void> {
  await tx.insert(notifications).values({
    kind: 'cart_reminder',
    recipient: cart.recipient,
    // The token of the mail's unsubscribe link (its footer and List-Unsubscribe header).
    payload: { userId: cart.userId, unsubscribeToken: cart.unsubscribeToken },
  });
}

/**
 * A complaint's mail to the customer (decision 048), in the transaction that records the complaint
 * or its reply. The payload is what the mail says, so it reads as it was written.
 */
export async function notifyComplaint(
  tx: Db,
  mail: { kind: ComplaintMailData['kind']; recipient: string; payload: Omit<ComplaintMailData, 'kind'> },
): Promise<void> {
  await tx
    .insert(notifications)
    .values({ kind: mail.kind, recipient: mail.recipient, payload: stringsOf(mail.payload) });
}

/**
 * A staff member signed in from a device their account had never used (issue 29): a mail to the
 * account's own address, in the sign-in's transaction. The payload is what the mail says.
 */
export async function notifyNewDeviceSignIn(
  tx: Db,
  signIn: { email: string; device: string; address: string | undefined; at: Date },
): Promise<void> {
  const payload: NewDeviceMailData = {
    device: signIn.device,
    address: signIn.address ?? '',
    at: `${indiaTime(signIn.at)} IST`,
  };
  await tx
    .insert(notifications)
    .values({ kind: 'new_device_sign_in', recipient: signIn.email, payload: stringsOf(payload) });
}

/** A payload's given strings: the outbox keeps a flat map of text. */
const stringsOf = (payload: object): Record<string, string> =>
  Object.fromEntries(
    Object.entries(payload).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );

/** A return's step, as the returns module tells it (decision 054). */
export interface ReturnMail {
  orderId: string;
  /** The step just taken: 'requested' for a new request (then the shop's inbox hears of it too). */
  step: ReturnStatus;
  /** The shopper's e-mail. */
  recipient: string;
  /** The shop's inbox, written to only when `step` is 'requested'. */
  shopEmail: string;
  payload: ReturnMailFacts;
}

/**
 * A return's mail to the shopper for every step, and for a new request the shop's too, in the
 * transaction that takes the step. Like a complaint's, the payload is what the mail says; it is
 * worded when it goes, the shopper's in the order's language (issue 28), the shop's in English.
 */
export async function notifyReturnStep(tx: Db, mail: ReturnMail): Promise<void> {
  const payload = stringsOf(returnPayload(mail.payload));
  const rows: (typeof notifications.$inferInsert)[] = [
    { orderId: mail.orderId, kind: returnMailKind(mail.step), recipient: mail.recipient, payload },
  ];
  if (mail.step === 'requested') {
    rows.push({ orderId: mail.orderId, kind: 'shop_new_return', recipient: mail.shopEmail, payload });
  }
  await tx.insert(notifications).values(rows);
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
