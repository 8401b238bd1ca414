import { and, asc, eq, or, sql } from 'drizzle-orm';
import {
  orderNumber,
  returnedDiscountPaise,
  taxOf,
  type GstMode,
  type OrderStatus,
  type PaymentMethod,
} from '@shop/domain';
import type { Db } from '../../db/client.js';
import { orderItems, orders, orderStatusHistory } from './tables.js';
import { users } from '../auth/tables.js';

/** An order line as a return reads it (its snapshot). */
export interface ReturnableLine {
  id: string;
  productId: string | null;
  variantId: string | null;
  variantTitle: string;
  sku: string;
  productName: string;
  /** The Hindi the shopper saw when ordering (issue 28), null where none. */
  productNameHi: string | null;
  variantTitleHi: string | null;
  productImage: string | null;
  unitPricePaise: number;
  quantity: number;
  discountPaise: number;
  gstRate: number;
  hsnCode: string;
  personalisationNote: string | null;
  leadTimeDays: number | null;
}

/** What a return needs of its order (decision 054). */
export interface ReturnableOrder {
  id: string;
  number: string;
  userId: string | null;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  gstMode: GstMode;
  deliveryPaise: number;
  customerName: string;
  customerEmail: string;
  /** The delivery mobile and a guest's contact mobile: either one, with the number, is a guest's key. */
  phones: string[];
  /** When it was marked delivered (the return window runs from then); null if never. */
  deliveredAt: Date | null;
  lines: ReturnableLine[];
}

/**
 * The order, its buyer and lines, and when it was delivered. With `lock`, the order's row is locked
 * until the caller's transaction ends: two requests for its lines at once take turns, so together
 * they never return more than was delivered.
 */
export async function orderForReturn(
  tx: Db,
  orderId: string,
  options: { lock?: boolean } = {},
): Promise<ReturnableOrder | undefined> {
  const query = tx
    .select({
      id: orders.id,
      userId: orders.userId,
      status: orders.status,
      paymentMethod: orders.paymentMethod,
      gstMode: orders.gstMode,
      deliveryPaise: orders.deliveryPaise,
      shippingPhone: orders.shippingPhone,
      contactPhone: orders.contactPhone,
      customerName: sql<string>`coalesce(${users.fullName}, ${orders.contactName}, ${orders.shippingName})`,
      customerEmail: sql<string>`coalesce(${users.email}, ${orders.contactEmail})`,
      deliveredAt: sql<Date | null>`(select max(h.created_at) from ${orderStatusHistory} h
        where h.order_id = ${orders.id} and h.status = 'delivered' and h.event is null)`,
    })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  const [order] = options.lock ? await query.for('update', { of: orders }) : await query;
  if (!order) return undefined;
  const lines = await tx
    .select({
      id: orderItems.id,
      productId: orderItems.productId,
      variantId: orderItems.variantId,
      variantTitle: orderItems.variantTitle,
      sku: orderItems.sku,
      productName: orderItems.productName,
      productNameHi: orderItems.productNameHi,
      variantTitleHi: orderItems.variantTitleHi,
      productImage: orderItems.productImage,
      unitPricePaise: orderItems.unitPricePaise,
      quantity: orderItems.quantity,
      discountPaise: orderItems.discountPaise,
      gstRate: orderItems.gstRate,
      hsnCode: orderItems.hsnCode,
      personalisationNote: orderItems.personalisationNote,
      leadTimeDays: orderItems.leadTimeDays,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.productName), asc(orderItems.id));
  const deliveredAt = order.deliveredAt === null ? null : new Date(order.deliveredAt);
  return {
    id: order.id,
    number: orderNumber(order.id),
    userId: order.userId,
    status: order.status,
    paymentMethod: order.paymentMethod,
    gstMode: order.gstMode,
    deliveryPaise: order.deliveryPaise,
    customerName: order.customerName,
    customerEmail: order.customerEmail,
    phones: [order.shippingPhone, order.contactPhone].filter((phone): phone is string => Boolean(phone)),
    deliveredAt,
    lines,
  };
}

/** The order a guest names by its number and mobile (as /track finds it), or undefined. */
export async function orderIdByTrackingPair(
  tx: Db,
  number: string,
  phone: string,
): Promise<string | undefined> {
  const [row] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(sql`right(${orders.id}::text, 8)`, number.toLowerCase()),
        or(eq(orders.shippingPhone, phone), eq(orders.contactPhone, phone)),
      ),
    )
    .orderBy(sql`${orders.createdAt} desc`)
    .limit(1);
  return row?.id;
}

/** A piece the replacement sends: the returned line, how many, and the variant instead. */
export interface ReplacementLine {
  line: ReturnableLine;
  quantity: number;
  variantId: string;
  variantTitle: string;
  /** The variant's title in the catalogue's Hindi values ("L / नील"), null where none (issue 28). */
  variantTitleHi: string | null;
  sku: string;
}

/**
 * The replacement order of an exchange (decision 054): the new variants, to the same address, at
 * the prices and discount shares the returned pieces were bought at, so its invoice states the same
 * value the return's credit note took back; it is paid by that credit, so the buyer pays nothing
 * and the courier collects nothing. Its stock was taken when the exchange was asked. It starts
 * pending and ships through the order desk like any order.
 */
export async function placeReplacementOrder(
  tx: Db,
  original: ReturnableOrder,
  replacement: readonly ReplacementLine[],
  note: string,
  actorId: string,
): Promise<string> {
  const lines = replacement.map(({ line, quantity, variantId, variantTitle, variantTitleHi, sku }) => {
    const discountPaise = returnedDiscountPaise(line, quantity);
    const tax = taxOf(line.unitPricePaise * quantity - discountPaise, line.gstRate, original.gstMode);
    return { line, quantity, variantId, variantTitle, variantTitleHi, sku, discountPaise, tax };
  });
  const sum = (pick: (line: (typeof lines)[number]) => number) =>
    lines.reduce((total, l) => total + pick(l), 0);
  const subtotalPaise = sum((l) => l.line.unitPricePaise * l.quantity);
  const discountPaise = sum((l) => l.discountPaise);
  const gstPaise = sum((l) => l.tax.taxPaise);
  const taxablePaise = sum((l) => l.tax.taxablePaise);
  const [source] = await tx.select().from(orders).where(eq(orders.id, original.id));
  if (!source) throw new Error(`Order ${original.id} not found for its replacement`);
  const now = new Date();
  const [placed] = await tx
    .insert(orders)
    .values({
      userId: source.userId,
      contactName: source.contactName,
      contactEmail: source.contactEmail,
      contactPhone: source.contactPhone,
      status: 'pending',
      paymentMethod: source.paymentMethod,
      paymentStatus: 'paid',
      paidAt: now,
      subtotalPaise,
      deliveryPaise: 0,
      gstPaise,
      totalPaise: taxablePaise + gstPaise,
      discountPaise,
      gstMode: source.gstMode,
      taxablePaise,
      roundOffPaise: 0,
      buyerGstin: source.buyerGstin,
      buyerName: source.buyerName,
      shippingName: source.shippingName,
      shippingAddress: source.shippingAddress,
      shippingCity: source.shippingCity,
      shippingState: source.shippingState,
      shippingPincode: source.shippingPincode,
      shippingPhone: source.shippingPhone,
      exchangeForOrderId: source.id,
      // Its mails and messages go in the language the shopper ordered in (issue 28).
      language: source.language,
      // Nothing to collect, so nothing for the customer to confirm.
      codConfirmedAt: source.paymentMethod === 'cod' ? now : null,
    })
    .returning({ id: orders.id });
  if (!placed) throw new Error('The replacement order was not written');
  await tx.insert(orderItems).values(
    lines.map(({ line, quantity, variantId, variantTitle, variantTitleHi, sku, discountPaise: share }) => ({
      orderId: placed.id,
      productId: line.productId,
      variantId,
      variantTitle,
      sku,
      productName: line.productName,
      // The Hindi the shopper reads (issue 28): the piece's name as her order kept it, and the new
      // variant's title as the catalogue's Hindi values name it, as checkout keeps them.
      productNameHi: line.productNameHi,
      variantTitleHi,
      productImage: line.productImage,
      unitPricePaise: line.unitPricePaise,
      quantity,
      hsnCode: line.hsnCode,
      gstRate: line.gstRate,
      discountPaise: share,
      personalisationNote: null,
      leadTimeDays: null,
    })),
  );
  await tx
    .insert(orderStatusHistory)
    .values({ orderId: placed.id, status: 'pending', note, changedBy: actorId });
  return placed.id;
}
