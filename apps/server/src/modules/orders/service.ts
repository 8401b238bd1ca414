import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  canTransition,
  computeOrderTotals,
  customerCanCancel,
  normaliseIndianMobile,
  paginate,
  restocksOn,
  type AdminOrderListQuery,
  type ErrorDetail,
  type Order,
  type OrderList,
  type OrderStatus,
  type PricingSettings,
  type ShippingAddress,
} from '@shop/domain';
import type { Db } from '../../db/client.js';
import { cartItems, orderItems, orders, orderStatusHistory, products, users } from '../../db/schema/index.js';
import { conflict, notFound, outOfStock, pgErrorCode } from '../../lib/errors.js';
import { containsPattern } from '../../lib/text.js';
import { catalogChanged, getProductsByIds } from '../catalog/service.js';
import { isStaff, toOrderViews, type OrderRow, type Viewer } from './order-view.js';

export type { Viewer } from './order-view.js';

const ORDER_NOT_FOUND = 'Order not found';
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

async function orderView(db: Db, orderId: string, viewer: Viewer): Promise<Order> {
  const rows = await db.select().from(orders).where(eq(orders.id, orderId));
  const [view] = await toOrderViews(db, rows, viewer);
  if (!view) throw notFound(ORDER_NOT_FOUND);
  return view;
}

/** An order line as the catalogue priced it at checkout; it never changes afterwards. */
interface SnapshotLine {
  productId: string;
  productName: string;
  productImage: string | null;
  unitPricePaise: number;
  quantity: number;
}

export interface PlacedOrder {
  order: Order;
  /** False when the Idempotency-Key had already placed this order: nothing new was written. */
  created: boolean;
}

/**
 * Cash-on-Delivery checkout (DECISIONS D3): in one transaction, re-price the cart from the
 * catalogue, check and take the stock, write the order with snapshot lines and its first history
 * entry, and empty the cart. Refusals write nothing.
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
  if (earlier) return { order: await orderView(db, earlier, viewer), created: false };

  let outcome: { orderId: string; created: false } | { row: OrderRow; created: true };
  try {
    outcome = await db.transaction(async (tx) => {
      // One checkout per customer at a time: a double-click waits here, then sees the first
      // order (same key) or the emptied cart (new key) instead of ordering the cart twice.
      await tx.execute(sql`select id from users where id = ${userId} for no key update`);
      const already = await orderIdForKey(tx, userId, idempotencyKey);
      if (already) return { orderId: already, created: false as const };

      const lines = await tx
        .select({ productId: cartItems.productId, quantity: cartItems.quantity })
        .from(cartItems)
        .where(eq(cartItems.userId, userId))
        .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
      if (lines.length === 0) throw conflict('Your cart is empty');
      const ids = lines.map((line) => line.productId);

      // Locked in id order so that two checkouts sharing products cannot deadlock; the rows
      // read here are the latest committed ones, so the last unit goes to exactly one buyer.
      const locked = await tx
        .select({
          id: products.id,
          name: products.name,
          stock: products.stockQuantity,
          pricePaise: products.pricePaise,
        })
        .from(products)
        .where(inArray(products.id, ids))
        .orderBy(asc(products.id))
        .for('update');
      const lockedById = new Map(locked.map((row) => [row.id, row]));
      const catalogue = new Map((await getProductsByIds(tx, ids)).map((product) => [product.id, product]));

      const problems: ErrorDetail[] = [];
      const priced: SnapshotLine[] = [];
      for (const line of lines) {
        const row = lockedById.get(line.productId);
        const product = catalogue.get(line.productId);
        if (!row || !product) {
          const name = row?.name ?? 'A product in your cart';
          problems.push({ field: line.productId, message: `${name} is no longer available` });
        } else if (row.stock <= 0) {
          problems.push({ field: line.productId, message: `${product.name} is out of stock` });
        } else if (row.stock < line.quantity) {
          problems.push({ field: line.productId, message: `Only ${row.stock} left of ${product.name}` });
        } else {
          priced.push({
            productId: line.productId,
            productName: product.name,
            productImage: product.image,
            unitPricePaise: row.pricePaise,
            quantity: line.quantity,
          });
        }
      }
      const [first] = problems;
      if (first) throw outOfStock(first.message, problems);

      const totals = computeOrderTotals(priced, pricing);
      if (totals.totalPaise > MAX_ORDER_PAISE) {
        throw conflict('This order is too large to place online. Please contact us to place it.');
      }

      // One statement for every line: one round trip and one catalogue notification per order,
      // on rows this transaction already holds (a cart has at most one line per product).
      const taken = sql.join(
        priced.map((line) => sql`(${line.productId}::uuid, ${line.quantity}::integer)`),
        sql`, `,
      );
      await tx.execute(sql`
        update ${products} set stock_quantity = ${products.stockQuantity} - taken.quantity, updated_at = now()
        from (values ${taken}) as taken (id, quantity)
        where ${products.id} = taken.id`);
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
      // The lines, the first history entry and the emptied cart in one statement: every round
      // trip inside this transaction keeps the stock rows locked for other buyers.
      const lineRows = tx.insert(orderItems).values(priced.map((line) => ({ ...line, orderId: order.id })));
      const firstEntry = tx
        .insert(orderStatusHistory)
        .values({ orderId: order.id, status: 'pending', note: 'Order placed', changedBy: userId });
      const emptyCart = tx.delete(cartItems).where(eq(cartItems.userId, userId));
      await tx.execute(
        sql`with lines as (${lineRows.getSQL()}), history as (${firstEntry.getSQL()}) ${emptyCart.getSQL()}`,
      );
      return { row: order, created: true };
    });
  } catch (error) {
    // The per-customer lock makes this rare, but the constraint is the final word on duplicates.
    if (isIdempotencyConflict(error)) {
      const existing = await orderIdForKey(db, userId, idempotencyKey);
      if (existing) return { order: await orderView(db, existing, viewer), created: false };
    }
    throw error;
  }
  if (!outcome.created) return { order: await orderView(db, outcome.orderId, viewer), created: false };
  // This server's catalogue cache must show the new stock now, not when the NOTIFY arrives.
  catalogChanged(db);
  // Built from the row just written rather than read back: one query fewer per checkout.
  const [order] = await toOrderViews(db, [outcome.row], viewer);
  if (!order) throw notFound(ORDER_NOT_FOUND);
  return { order, created: true };
}

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
      .innerJoin(users, eq(users.id, orders.userId))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(where),
  ]);
  const orderRows: OrderRow[] = rows.map((row) => row.orders);
  return {
    orders: await toOrderViews(db, orderRows, viewer),
    pagination: paginate(page, limit, totals[0]?.total ?? 0),
  };
}

/** The customer's own orders, newest first. */
export async function listMyOrders(db: Db, userId: string, page: number, limit: number): Promise<OrderList> {
  return listWhere(db, eq(orders.userId, userId), page, limit, { id: userId, role: 'customer' });
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
  ];
  if (/^[0-9a-f-]{4,36}$/i.test(term)) {
    conditions.push(sql`${orders.id}::text like ${`%${term.toLowerCase()}`}`);
  }
  const digits = normaliseIndianMobile(term) ?? term.replace(/[\s-]/g, '');
  if (/^\d{4,10}$/.test(digits)) conditions.push(sql`${orders.shippingPhone} like ${`%${digits}%`}`);
  return or(...conditions);
}

/** Every customer's orders for staff, filtered by status and search. */
export async function listAllOrders(db: Db, query: AdminOrderListQuery, viewer: Viewer): Promise<OrderList> {
  const conditions = [
    query.status ? eq(orders.status, query.status) : undefined,
    query.search ? searchCondition(query.search) : undefined,
  ].filter((condition): condition is SQL => condition !== undefined);
  return listWhere(db, conditions.length ? and(...conditions) : undefined, query.page, query.limit, viewer);
}

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
      .select({ productId: orderItems.productId, quantity: orderItems.quantity })
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id))
      .orderBy(asc(orderItems.productId));
    for (const line of lines) {
      // A product deleted since keeps nothing to restock.
      if (!line.productId) continue;
      await tx
        .update(products)
        .set({ stockQuantity: sql`${products.stockQuantity} + ${line.quantity}` })
        .where(eq(products.id, line.productId));
    }
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
