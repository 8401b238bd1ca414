import { and, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  addDays,
  istDayStart,
  normaliseIndianMobile,
  paginate,
  type AdminOrderListQuery,
  type Language,
  type Order,
  type OrderList,
} from '@shop/domain';
import type { Db } from '../../db/client.js';
import { orders } from './tables.js';
import { users } from '../auth/tables.js';
import { notFound } from '../../lib/errors.js';
import { containsPattern } from '../../lib/text.js';
import { isStaff, ORDER_NOT_FOUND, toOrderViews, type OrderRow, type Viewer } from './order-view.js';

/** One order, if the viewer may see it: their own, or any for staff. */
export async function getOrder(db: Db, orderId: string, viewer: Viewer): Promise<Order> {
  const rows = await db.select().from(orders).where(eq(orders.id, orderId));
  const row = rows[0];
  // Someone else's order is "not found", so ids cannot be probed.
  if (!row || (!isStaff(viewer) && row.userId !== viewer.id)) throw notFound(ORDER_NOT_FOUND);
  const [view] = await toOrderViews(db, [row], viewer);
  if (!view) throw notFound(ORDER_NOT_FOUND);
  return view;
}

/**
 * One order as its buyer sees it, whoever is asking, its lines named in `language`: for a guest's
 * own order just placed or replayed.
 */
export async function orderViewById(db: Db, orderId: string, language?: Language): Promise<Order> {
  const rows = await db.select().from(orders).where(eq(orders.id, orderId));
  const [view] = await toOrderViews(db, rows, { id: '', role: 'customer', language });
  if (!view) throw notFound(ORDER_NOT_FOUND);
  return view;
}

async function listWhere(
  db: Db,
  where: SQL | undefined,
  page: number,
  limit: number,
  viewer: Viewer,
): Promise<OrderList> {
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(orders)
      .leftJoin(users, eq(users.id, orders.userId))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(orders).leftJoin(users, eq(users.id, orders.userId)).where(where),
  ]);
  const orderRows: OrderRow[] = rows.map((row) => row.orders);
  return {
    orders: await toOrderViews(db, orderRows, viewer),
    pagination: paginate(page, limit, totals[0]?.total ?? 0),
  };
}

/** The customer's own orders, newest first, their lines named in `language` (issue 28). */
export async function listMyOrders(
  db: Db,
  userId: string,
  page: number,
  limit: number,
  language?: Language,
): Promise<OrderList> {
  return listWhere(db, eq(orders.userId, userId), page, limit, { id: userId, role: 'customer', language });
}

/** Order number (any tail of the id), customer name or email, or the shipping phone. */
function searchCondition(search: string): SQL | undefined {
  const term = search.replace(/^(order\s*)?#?\s*/i, '').trim();
  if (!term) return undefined;
  const contains = containsPattern(term);
  const conditions: SQL[] = [
    ilike(users.fullName, contains),
    ilike(users.email, contains),
    ilike(orders.shippingName, contains),
    // A guest's order (decision 040) is found by its contact too.
    ilike(orders.contactEmail, contains),
  ];
  if (/^[0-9a-f-]{4,36}$/i.test(term)) {
    conditions.push(sql`${orders.id}::text like ${`%${term.toLowerCase()}`}`);
  }
  const digits = normaliseIndianMobile(term) ?? term.replace(/[\s-]/g, '');
  if (/^\d{4,10}$/.test(digits)) {
    conditions.push(sql`${orders.shippingPhone} like ${`%${digits}%`}`);
    conditions.push(sql`${orders.contactPhone} like ${`%${digits}%`}`);
  }
  return or(...conditions);
}

/** Every customer's orders for staff, filtered by status, search and days placed. */
export async function listAllOrders(db: Db, query: AdminOrderListQuery, viewer: Viewer): Promise<OrderList> {
  const conditions = [
    query.status ? eq(orders.status, query.status) : undefined,
    query.search ? searchCondition(query.search) : undefined,
    // Days in India: from its midnight, to the next midnight after `to` (decision 036).
    query.from ? gte(orders.createdAt, istDayStart(query.from)) : undefined,
    query.to ? lt(orders.createdAt, istDayStart(addDays(query.to, 1))) : undefined,
  ].filter((condition): condition is SQL => condition !== undefined);
  return listWhere(db, conditions.length ? and(...conditions) : undefined, query.page, query.limit, viewer);
}
