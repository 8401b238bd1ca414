import { randomUUID } from 'node:crypto';
import { and, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import {
  computeOrderTotals,
  DEFAULT_LANGUAGE,
  type GstMode,
  type GuestCartLine,
  type GuestContact,
  type Language,
  type Order,
  type OrderTotals,
  type PricingSettings,
  type Sentence,
  type ShippingAddress,
  type ShippingSettings,
} from '@shop/domain';
import type { Db } from '../../db/client.js';
import { orderItems, orders, orderStatusHistory } from './tables.js';
import { conflict, pgErrorCode } from '../../lib/errors.js';
import { takeCartForCheckout, type CheckoutCart } from '../cart/index.js';
import { catalogChanged, takeStock, type TakenLine } from '../catalog/index.js';
import { notifyOrderPlaced } from '../notifications/index.js';
import { CASH_ON_DELIVERY, type PaymentTerms } from '../payments/index.js';
import { redeemCoupon } from '../promotions/index.js';
import { checkCashOnDelivery } from '../shipping/index.js';
import { orderView, type OrderLineRow, type OrderParts, type OrderRow, type Viewer } from './order-view.js';
import { getOrder, orderViewById } from './query-service.js';

export const CART_IS_EMPTY: Sentence = { en: 'Your cart is empty', hi: 'आपका कार्ट खाली है' };

/** Amounts are stored as integer paise (PostgreSQL `integer`): about ₹2.1 crore per order. */
const MAX_ORDER_PAISE = 2_147_483_647;

/**
 * The PostgreSQL constraints behind "one order per Idempotency-Key per customer", and per key among
 * guests' orders (decision 040).
 */
const IDEMPOTENCY_CONSTRAINTS = ['orders_user_idempotency_unique', 'orders_guest_idempotency_unique'];

/** Whether a failed write lost the race for an Idempotency-Key (on either driver). */
export function isIdempotencyConflict(error: unknown): boolean {
  if (pgErrorCode(error) !== '23505') return false;
  for (let current: unknown = error, depth = 0; current && depth < 4; depth += 1) {
    const constraint = (current as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string') return IDEMPOTENCY_CONSTRAINTS.includes(constraint);
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Who is buying: a signed-in customer orders their cart; a guest (decision 040) names the lines and
 * a contact, and pays Cash on Delivery.
 */
export type Buyer =
  | { kind: 'customer'; userId: string }
  | { kind: 'guest'; contact: GuestContact; items: readonly GuestCartLine[] };

async function orderIdForKey(db: Db, buyer: Buyer, key: string): Promise<string | undefined> {
  if (buyer.kind === 'guest') return guestOrderForKey(db, buyer.contact, key);
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, buyer.userId), eq(orders.idempotencyKey, key)));
  return row?.id;
}

/**
 * The guest order this key placed, if any. Keys are unique among guests' orders, not per person, so
 * a replay is answered only to the same contact e-mail: anyone else who sends a used key is told
 * to start again, and learns nothing of the order.
 */
async function guestOrderForKey(db: Db, contact: GuestContact, key: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: orders.id, email: orders.contactEmail })
    .from(orders)
    .where(and(isNull(orders.userId), eq(orders.idempotencyKey, key)));
  if (!row) return undefined;
  if (row.email !== contact.email) {
    throw conflict({
      en: 'This checkout was already used for another order. Please reload the page and try again.',
      hi: 'यह चेकआउट किसी दूसरे ऑर्डर में इस्तेमाल हो चुका है। कृपया पेज दोबारा लोड करके फिर से कोशिश करें।',
    });
  }
  return row.id;
}

/** A guest's lines as checkout takes them: one per variant (a repeat adds up), no notes. */
function guestLines(items: readonly GuestCartLine[]): CheckoutCart {
  const byVariant = new Map<string, GuestCartLine>();
  for (const item of items) {
    const seen = byVariant.get(item.variantId);
    byVariant.set(item.variantId, seen ? { ...seen, quantity: seen.quantity + item.quantity } : item);
  }
  return {
    lines: [...byVariant.values()].map((item) => ({ ...item, personalisationNote: '' })),
    couponId: null,
  };
}

/**
 * One checkout per customer at a time: locks the customer's row, so a double-click waits here,
 * and answers the order this Idempotency-Key already placed, in the same statement. That answer
 * was read as the statement began: a twin request that held the lock meanwhile is seen only by
 * later statements (an emptied cart, or the key's unique constraint), and handled there.
 */
async function lockCustomer(tx: Db, userId: string, key: string): Promise<string | undefined> {
  const result: unknown = await tx.execute(sql`
    select (select o.id from orders o where o.user_id = u.id and o.idempotency_key = ${key}) as existing
    from users u where u.id = ${userId}
    for no key update of u`);
  return (result as { rows: { existing: string | null }[] }).rows[0]?.existing ?? undefined;
}

/** A raw `orders` row (database column names, driver values) as Drizzle would have mapped it. */
function toOrderRow(raw: Record<string, unknown>): OrderRow {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(orders))) {
    const value = raw[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as OrderRow;
}

interface NewOrder {
  buyer: Buyer;
  address: ShippingAddress;
  idempotencyKey: string;
  totals: OrderTotals & { gstMode: GstMode };
  lines: DiscountedLine[];
  coupon: AppliedCoupon | null;
  terms: PaymentTerms;
  business: BuyerBusiness | null;
  language: Language;
}

/** What an order says of its buyer besides the address: a business's GSTIN, and their language. */
export interface BuyerDetails {
  business?: BuyerBusiness | null;
  /** The storefront's language the order was placed in (issue 28): its mails and messages follow it. */
  language?: Language | undefined;
  /** The language the buyer reads this answer in, the request's: its lines are named in it. */
  readsIn?: Language | undefined;
}

/** A business buying with its GSTIN (decision 050): its invoice names both. */
export interface BuyerBusiness {
  gstin: string;
  name: string;
}

/** A line as the order keeps it: taken from stock, with its share of the coupon's discount. */
type DiscountedLine = TakenLine & { discountPaise: number };

interface AppliedCoupon {
  couponId: string;
  code: string;
}

/**
 * The cart's code, if any, checked again and one use of it taken in the checkout's transaction
 * (promotions owns the rules and the count); its discount spread over the lines it applies to.
 */
async function discountedLines(
  tx: Db,
  userId: string,
  couponId: string | null,
  lines: TakenLine[],
): Promise<{ lines: DiscountedLine[]; coupon: AppliedCoupon | null }> {
  if (!couponId) return { lines: lines.map((line) => ({ ...line, discountPaise: 0 })), coupon: null };
  const verdict = await redeemCoupon(tx, couponId, userId, lines);
  return {
    lines: lines.map((line, index) => ({ ...line, discountPaise: verdict.discounts[index] ?? 0 })),
    coupon: { couponId, code: verdict.code },
  };
}

/**
 * Writes the order, its lines and its first history entry in one statement (every round trip
 * inside the checkout keeps the stock rows locked for other buyers), and reads back in the same
 * statement which of its products the customer has reviewed, so the answer needs no query after
 * the commit. Ids are made here so the lines can name their order before it is written.
 */
async function writeOrder(tx: Db, order: NewOrder): Promise<{ row: OrderRow; parts: OrderParts }> {
  const { buyer, address, totals, terms } = order;
  const userId = buyer.kind === 'customer' ? buyer.userId : null;
  const contact = buyer.kind === 'guest' ? buyer.contact : null;
  const orderId = randomUUID();
  const lines: OrderLineRow[] = order.lines.map((line) => ({ id: randomUUID(), orderId, ...line }));
  const insertOrder = tx
    .insert(orders)
    .values({
      id: orderId,
      userId,
      contactName: contact?.name ?? null,
      contactEmail: contact?.email ?? null,
      contactPhone: contact?.phone ?? null,
      status: terms.status,
      paymentMethod: terms.paymentMethod,
      paymentDueBy: terms.paymentDueBy,
      subtotalPaise: totals.subtotalPaise,
      discountPaise: totals.discountPaise,
      couponId: order.coupon?.couponId ?? null,
      couponCode: order.coupon?.code ?? null,
      deliveryPaise: totals.deliveryPaise,
      gstPaise: totals.gstPaise,
      totalPaise: totals.totalPaise,
      gstMode: totals.gstMode,
      taxablePaise: totals.taxablePaise,
      roundOffPaise: totals.roundOffPaise,
      buyerGstin: order.business?.gstin ?? null,
      buyerName: order.business?.name ?? null,
      language: order.language,
      shippingName: address.name,
      shippingAddress: address.address,
      shippingCity: address.city,
      shippingState: address.state,
      shippingPincode: address.pincode,
      shippingPhone: address.phone,
      idempotencyKey: order.idempotencyKey,
    })
    .returning();
  const insertLines = tx.insert(orderItems).values(lines);
  const firstEntry = { status: terms.status, note: terms.note };
  const insertHistory = tx.insert(orderStatusHistory).values({ orderId, ...firstEntry, changedBy: userId });
  // A guest has reviewed nothing; `user_id = null` matches no review.
  const productIds = sql.join(
    lines.map((line) => sql`${line.productId}::uuid`),
    sql`, `,
  );
  const result: unknown = await tx.execute(sql`
    with placed as (${insertOrder.getSQL()}),
      lines as (${insertLines.getSQL()}),
      history as (${insertHistory.getSQL()})
    select placed.*, array(
      select r.product_id::text from reviews r where r.user_id = ${userId} and r.product_id in (${productIds})
    ) as reviewed_product_ids
    from placed`);
  const [raw] = (result as { rows: (Record<string, unknown> & { reviewed_product_ids: string[] })[] }).rows;
  if (!raw) throw new Error('order not written');
  const row = toOrderRow(raw);
  const reviewed = new Set(raw.reviewed_product_ids);
  return {
    row,
    parts: {
      lines,
      // Both rows take now(), the transaction's start: the entry's time is the order's.
      history: [{ orderId, ...firstEntry, at: row.createdAt, byId: null, byName: null, byRole: null }],
      reviewed: (productId) => reviewed.has(productId),
    },
  };
}

export interface PlacedOrder {
  order: Order;
  /** False when the Idempotency-Key had already placed this order: nothing new was written. */
  created: boolean;
}

/**
 * Checkout (decision 006), by Cash on Delivery or UPI (decision 038: `terms` from the payments
 * module; a UPI order starts awaiting its payment, its stock held): in one transaction that this module owns, take the
 * cart's lines (emptying it), take their stock from the catalogue at today's prices, and write
 * the order with those snapshot lines and its first history entry. The cart and the catalogue
 * work on the transaction handed to them, so a refusal anywhere writes nothing, and its mails wait
 * in the notifications outbox of the same transaction. Five statements
 * between BEGIN and COMMIT and none after (decision 019); `checkout-service.test.ts` counts them.
 * A coupon on the cart adds two: its use taken, and the customer's history read (decision 037).
 * A guest's order (decision 040) takes the lines it names instead of a cart, under the same rules:
 * prices and stock from the catalogue, one order per Idempotency-Key, Cash on Delivery's limits.
 */
export async function placeOrder(
  db: Db,
  buyer: Buyer,
  address: ShippingAddress,
  idempotencyKey: string,
  pricing: PricingSettings,
  shopOrdersEmail: string,
  terms: PaymentTerms = CASH_ON_DELIVERY,
  details: BuyerDetails = {},
  shipping?: ShippingSettings,
): Promise<PlacedOrder> {
  let outcome: { orderId: string; created: false } | { row: OrderRow; parts: OrderParts; created: true };
  // Cash on Delivery where it is offered and up to its limit (decision 032): settings read before
  // the transaction, the total checked inside it. A UPI order is paid first and needs neither.
  const codAllowsTotal =
    terms.paymentMethod === 'cod' ? await checkCashOnDelivery(db, address, shipping) : null;
  try {
    outcome = await db.transaction(async (tx) => {
      const already =
        buyer.kind === 'customer'
          ? await lockCustomer(tx, buyer.userId, idempotencyKey)
          : await guestOrderForKey(tx, buyer.contact, idempotencyKey);
      if (already) return { orderId: already, created: false as const };

      const cart =
        buyer.kind === 'customer' ? await takeCartForCheckout(tx, buyer.userId) : guestLines(buyer.items);
      if (cart.lines.length === 0) {
        // A twin request with this key may have ordered the cart while this one waited for the lock.
        const placed = await orderIdForKey(tx, buyer, idempotencyKey);
        if (placed) return { orderId: placed, created: false as const };
        throw conflict(CART_IS_EMPTY);
      }
      const taken = await takeStock(tx, cart.lines);
      // A guest's lines carry no code (couponId null): coupons are for accounts.
      const buyerId = buyer.kind === 'customer' ? buyer.userId : '';
      const { lines: priced, coupon } = await discountedLines(tx, buyerId, cart.couponId, taken);

      const totals = { ...computeOrderTotals(priced, pricing), gstMode: pricing.gstMode };
      if (totals.totalPaise > MAX_ORDER_PAISE) {
        throw conflict({
          en: 'This order is too large to place online. Please contact us to place it.',
          hi: 'यह ऑर्डर ऑनलाइन देने के लिए बहुत बड़ा है। यह ऑर्डर देने के लिए कृपया हमसे संपर्क करें।',
        });
      }
      codAllowsTotal?.(totals.totalPaise);
      const written = await writeOrder(tx, {
        buyer,
        address,
        idempotencyKey,
        totals,
        // Each line keeps the rate it paid (a slab decided, 0 when no GST was charged): its invoice says what the buyer was shown.
        lines: priced.map((line, index) => ({
          ...line,
          gstRate: totals.lineTaxes[index]?.gstRate ?? line.gstRate,
        })),
        coupon,
        terms,
        business: details.business ?? null,
        language: details.language ?? DEFAULT_LANGUAGE,
      });
      // The customer's and the shop's mails, in the outbox with the order (decision 029).
      await notifyOrderPlaced(tx, {
        orderId: written.row.id,
        shopEmail: shopOrdersEmail,
        paymentMethod: terms.paymentMethod,
      });
      return { ...written, created: true as const };
    });
  } catch (error) {
    // The per-customer lock makes this rare, but the constraint is the final word on duplicates
    // (for guests, who have no row to lock, it is the word on twin requests).
    if (isIdempotencyConflict(error)) {
      const existing = await orderIdForKey(db, buyer, idempotencyKey);
      if (existing)
        return { order: await placedOrderView(db, existing, buyer, details.readsIn), created: false };
    }
    throw error;
  }
  if (!outcome.created) {
    return { order: await placedOrderView(db, outcome.orderId, buyer, details.readsIn), created: false };
  }
  // This server's catalogue cache must show the new stock now, not when the NOTIFY arrives.
  catalogChanged(db);
  return { order: orderView(outcome.row, outcome.parts, viewerOf(buyer, details.readsIn)), created: true };
}

/** A buyer looks at their order as a customer, in their language; a guest has no account id. */
const viewerOf = (buyer: Buyer, language: Language | undefined): Viewer => ({
  id: buyer.kind === 'customer' ? buyer.userId : '',
  role: 'customer',
  language,
});

/** The order a replayed key placed, as its buyer sees it (a guest's was matched by e-mail above). */
const placedOrderView = (db: Db, orderId: string, buyer: Buyer, language: Language | undefined) =>
  buyer.kind === 'customer'
    ? getOrder(db, orderId, viewerOf(buyer, language))
    : orderViewById(db, orderId, language);
