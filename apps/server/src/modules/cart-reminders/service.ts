import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  CART_REMINDER_INTERVAL_DAYS,
  paginate,
  paiseToRupees,
  type AbandonedCart,
  type AbandonedCartLine,
  type AbandonedCartList,
  type AbandonedCartQuery,
  type CartReminderResponse,
  type UnsubscribeResponse,
  UNSUBSCRIBE_UNKNOWN_MESSAGE,
} from '@shop/domain';
import type { Db } from '../../db/client.js';
import { cartReminders } from './tables.js';
import { cartItems } from '../cart/tables.js';
import { users } from '../auth/tables.js';
import { conflict, notFound } from '../../lib/errors.js';
import { pricedCartsOf, type PricedLines } from '../cart/index.js';
import { notifyCartReminder } from '../notifications/index.js';
import { maskEmail, newUnsubscribeToken } from './unsubscribe.js';
import { indiaTime } from '../../lib/india-time.js';

const DAY_MS = 24 * 3600 * 1000;

/** The last change to any of the cart's lines: adding, changing a quantity or a note. */
const lastActivity = sql`max(${cartItems.updatedAt})`.mapWith(cartItems.updatedAt);

/**
 * Carts of active customers (never staff) with at least one line, one row each; `having` picks
 * the left-behind ones, `only` narrows to some customers.
 */
function customerCarts(db: Db, only?: SQL) {
  return db
    .select({
      cartId: users.id,
      name: users.fullName,
      email: users.email,
      lastActivityAt: lastActivity.as('last_activity_at'),
      lastEmailedAt: cartReminders.emailedAt,
    })
    .from(cartItems)
    .innerJoin(users, eq(users.id, cartItems.userId))
    .leftJoin(cartReminders, eq(cartReminders.userId, users.id))
    .where(and(eq(users.role, 'customer'), eq(users.isActive, true), only))
    .groupBy(users.id, cartReminders.emailedAt)
    .$dynamic();
}

/**
 * The phone each customer can be reached on: their default (else newest) saved address, else the
 * address of their latest order; absent when the shop has neither.
 */
async function phonesOf(db: Db, userIds: string[]): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  // Written out with aliases: a correlated subquery needs the outer table named unambiguously.
  const result: unknown = await db.execute(sql`
    select u.id as "userId", coalesce(
      (select sa.phone from saved_addresses sa where sa.user_id = u.id
        order by sa.is_default desc, sa.updated_at desc limit 1),
      (select o.shipping_phone from orders o where o.user_id = u.id
        order by o.created_at desc limit 1)) as phone
    from users u where u.id in (${sql.join(
      userIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`);
  const rows = (result as { rows: { userId: string; phone: string | null }[] }).rows;
  return new Map(rows.flatMap((row) => (row.phone ? [[row.userId, row.phone] as const] : [])));
}

/** A cart's lines as the staff list shows them, from the cart's own pricer; rupees from here on. */
const listedLines = (cart: PricedLines | undefined): AbandonedCartLine[] =>
  (cart?.lines ?? []).map((line) => ({
    productId: line.productId,
    name: line.name,
    variantTitle: line.variantTitle,
    quantity: line.quantity,
    price: paiseToRupees(line.unitPricePaise),
    lineTotal: paiseToRupees(line.lineTotalPaise),
    available: line.available,
  }));

const nextEmailFrom = (emailedAt: Date) =>
  new Date(emailedAt.getTime() + CART_REMINDER_INTERVAL_DAYS * DAY_MS);

/**
 * Carts left behind (decision 043): customers' carts with items, untouched for `olderThanHours`,
 * the most recently touched first. Grouped in SQL; only the page's lines are read.
 */
export async function listAbandonedCarts(db: Db, query: AbandonedCartQuery): Promise<AbandonedCartList> {
  const untouched = sql`max(${cartItems.updatedAt}) < now() - make_interval(hours => ${query.olderThanHours}::int)`;
  const [[counted], page] = await Promise.all([
    db.select({ total: count() }).from(customerCarts(db).having(untouched).as('carts')),
    customerCarts(db)
      .having(untouched)
      .orderBy(desc(sql`max(${cartItems.updatedAt})`), asc(users.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
  ]);
  const [carts, phones] = await Promise.all([
    pricedCartsOf(
      db,
      page.map((row) => row.cartId),
    ),
    phonesOf(
      db,
      page.map((row) => row.cartId),
    ),
  ]);
  const now = Date.now();
  return {
    carts: page.map((row): AbandonedCart => {
      const cart = carts.get(row.cartId);
      const next = row.lastEmailedAt ? nextEmailFrom(row.lastEmailedAt) : null;
      return {
        cartId: row.cartId,
        customer: { name: row.name, email: row.email, phone: phones.get(row.cartId) ?? null },
        items: listedLines(cart),
        value: paiseToRupees(cart?.subtotalPaise ?? 0),
        lastActivityAt: row.lastActivityAt.toISOString(),
        lastEmailedAt: row.lastEmailedAt?.toISOString() ?? null,
        nextEmailFrom: next && next.getTime() > now ? next.toISOString() : null,
      };
    }),
    pagination: paginate(query.page, query.limit, counted?.total ?? 0),
    olderThanHours: query.olderThanHours,
  };
}

/**
 * "Remind by email": records the reminder and writes its mail to the outbox in one transaction, at
 * most once a week per cart. The row lock of the upsert settles two staff pressing at once: one
 * mails, the other gets the 409.
 */
export async function remindByEmail(db: Db, cartId: string): Promise<CartReminderResponse> {
  return db.transaction(async (tx) => {
    const [cart] = await customerCarts(tx, eq(users.id, cartId));
    if (!cart) throw notFound('No customer’s cart with items has this id');
    // The first reminder makes the unsubscribe token; later ones keep it (a reminder from before
    // tokens existed gets one). Nobody who unsubscribed is mailed again.
    const [written] = await tx
      .insert(cartReminders)
      .values({ userId: cartId, emailedAt: sql`now()`, unsubscribeToken: newUnsubscribeToken() })
      .onConflictDoUpdate({
        target: cartReminders.userId,
        set: {
          emailedAt: sql`now()`,
          unsubscribeToken: sql`coalesce(${cartReminders.unsubscribeToken}, excluded.unsubscribe_token)`,
        },
        setWhere: sql`${cartReminders.unsubscribedAt} is null and ${cartReminders.emailedAt} <= now() - make_interval(days => ${CART_REMINDER_INTERVAL_DAYS}::int)`,
      })
      .returning({ emailedAt: cartReminders.emailedAt, unsubscribeToken: cartReminders.unsubscribeToken });
    if (!written) {
      const [last] = await tx
        .select({ emailedAt: cartReminders.emailedAt, unsubscribedAt: cartReminders.unsubscribedAt })
        .from(cartReminders)
        .where(eq(cartReminders.userId, cartId));
      if (last?.unsubscribedAt) {
        throw conflict(
          `${cart.name} asked for no more reminder emails on ${indiaTime(last.unsubscribedAt)}, so none is sent. You may still write to them on WhatsApp.`,
        );
      }
      const emailedAt = last?.emailedAt ?? new Date();
      throw conflict(
        `A reminder went to ${cart.name} on ${indiaTime(emailedAt)}; one a week at most, so the next can go from ${indiaTime(nextEmailFrom(emailedAt))}.`,
      );
    }
    await notifyCartReminder(tx, {
      userId: cartId,
      recipient: cart.email,
      unsubscribeToken: written.unsubscribeToken ?? '',
    });
    return {
      emailedAt: written.emailedAt.toISOString(),
      nextEmailFrom: nextEmailFrom(written.emailedAt).toISOString(),
      recipient: cart.email,
    };
  });
}

/**
 * The mail's unsubscribe link used: no more cart reminders to the person its token names. Used
 * again it answers the same, with the first time; a token the shop never gave is a 404.
 */
export async function unsubscribe(db: Db, token: string): Promise<UnsubscribeResponse> {
  const [done] = await db
    .update(cartReminders)
    .set({ unsubscribedAt: sql`coalesce(${cartReminders.unsubscribedAt}, now())` })
    .where(eq(cartReminders.unsubscribeToken, token))
    .returning({ userId: cartReminders.userId, unsubscribedAt: cartReminders.unsubscribedAt });
  if (!done?.unsubscribedAt) throw notFound(UNSUBSCRIBE_UNKNOWN_MESSAGE);
  const [person] = await db.select({ email: users.email }).from(users).where(eq(users.id, done.userId));
  return { email: maskEmail(person?.email ?? ''), unsubscribedAt: done.unsubscribedAt.toISOString() };
}
