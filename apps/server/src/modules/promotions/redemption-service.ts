import { eq, sql } from 'drizzle-orm';
import {
  COUPON_MESSAGES,
  couponRefusal,
  lineDiscounts,
  type CouponLine,
  type CouponTerms,
  type Paise,
  type Sentence,
} from '@shop/domain';
import type { Db } from '../../db/client.js';
import { coupons } from './tables.js';
import { AppError } from '../../lib/errors.js';

type CouponRow = typeof coupons.$inferSelect;

/** A line of goods as a coupon prices it. */
export interface DiscountableLine {
  productId: string;
  unitPricePaise: Paise;
  quantity: number;
}

/** A code's verdict on some lines: the discount of each (all 0 when refused), or why it is refused. */
export interface CouponVerdict {
  couponId: string;
  code: string;
  discounts: Paise[];
  /** In each language: the cart shows it in the page's, checkout refuses with it. */
  refusal: Sentence | null;
}

const termsOf = (row: CouponRow): CouponTerms => ({
  type: row.type,
  amount: row.amount,
  minSubtotalPaise: row.minSubtotalPaise,
  startsAt: row.startsAt,
  endsAt: row.endsAt,
  usageLimit: row.usageLimit,
  perCustomerLimit: row.perCustomerLimit,
  firstOrderOnly: row.firstOrderOnly,
  categoryIds: row.categoryIds,
  active: row.active,
  uses: row.uses,
});

interface Circumstances {
  customerOrders: number;
  customerUses: number;
  /** Product id → its category and that category's parent. */
  categories: Map<string, string[]>;
}

/**
 * In one statement: the customer's orders that were not cancelled, those placed with this code,
 * and the categories (with their parents) of the products in question.
 */
async function circumstances(
  db: Db,
  userId: string,
  couponId: string,
  productIds: readonly string[],
): Promise<Circumstances> {
  const ids = productIds.length
    ? sql.join(
        productIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )
    : sql`null::uuid`;
  const result: unknown = await db.execute(sql`
    select
      (select count(*)::int from orders o where o.user_id = ${userId} and o.status <> 'cancelled') as orders,
      (select count(*)::int from orders o where o.user_id = ${userId} and o.status <> 'cancelled'
        and o.coupon_id = ${couponId}) as uses,
      (select coalesce(json_agg(json_build_array(p.id, c.id, c.parent_id)), '[]'::json)
        from products p join categories c on c.id = p.category_id where p.id in (${ids})) as categories`);
  const [row] = (result as { rows: { orders: number; uses: number; categories: unknown }[] }).rows;
  // PGlite hands json back parsed, node-postgres too; a string is parsed for either's older versions.
  const raw: unknown = typeof row?.categories === 'string' ? JSON.parse(row.categories) : row?.categories;
  const categories = new Map<string, string[]>();
  for (const [productId, categoryId, parentId] of (raw ?? []) as [string, string, string | null][]) {
    categories.set(productId, parentId ? [categoryId, parentId] : [categoryId]);
  }
  return { customerOrders: row?.orders ?? 0, customerUses: row?.uses ?? 0, categories };
}

async function verdict(
  db: Db,
  row: CouponRow,
  userId: string,
  lines: readonly DiscountableLine[],
): Promise<CouponVerdict> {
  const known = await circumstances(
    db,
    userId,
    row.id,
    lines.map((line) => line.productId),
  );
  const couponLines: CouponLine[] = lines.map((line) => ({
    amountPaise: line.unitPricePaise * line.quantity,
    categoryIds: known.categories.get(line.productId) ?? [],
  }));
  const terms = termsOf(row);
  const refusal = couponRefusal(terms, {
    now: new Date(),
    subtotalPaise: couponLines.reduce((sum, line) => sum + line.amountPaise, 0),
    lines: couponLines,
    customerOrders: known.customerOrders,
    customerUses: known.customerUses,
  });
  return {
    couponId: row.id,
    code: row.code,
    refusal,
    discounts: refusal ? lines.map(() => 0) : lineDiscounts(terms, couponLines),
  };
}

/** The code as staff saved it (codes are stored in capitals), or undefined. */
export async function couponIdByCode(db: Db, code: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: coupons.id })
    .from(coupons)
    .where(eq(coupons.code, code.trim().toUpperCase()));
  return row?.id;
}

/** What a code would take off these lines for this customer now, or why it cannot (the cart's view). */
export async function evaluateCoupon(
  db: Db,
  couponId: string,
  userId: string,
  lines: readonly DiscountableLine[],
): Promise<CouponVerdict | undefined> {
  const [row] = await db.select().from(coupons).where(eq(coupons.id, couponId));
  return row ? verdict(db, row, userId, lines) : undefined;
}

export const couponRefused = (message: Sentence) => new AppError(409, 'COUPON_REFUSED', message);

/**
 * Takes one use of the code for an order, inside the checkout's transaction, or refuses with 409
 * and the reason in words (the transaction then writes nothing). The use is taken first, by an
 * update that only succeeds while uses remain: it locks the coupon's row, so concurrent checkouts
 * with the same code take their turns and each sees the count the one before left; a checkout that
 * is refused afterwards for another rule rolls the use back with everything else.
 */
export async function redeemCoupon(
  tx: Db,
  couponId: string,
  userId: string,
  lines: readonly DiscountableLine[],
): Promise<CouponVerdict> {
  const [taken] = await tx
    .update(coupons)
    .set({ uses: sql`${coupons.uses} + 1` })
    .where(
      sql`${coupons.id} = ${couponId} and (${coupons.usageLimit} is null or ${coupons.uses} < ${coupons.usageLimit})`,
    )
    .returning();
  if (!taken) throw couponRefused(COUPON_MESSAGES.usedUp);
  // The rules read the count before this order's use.
  const judged = await verdict(tx, { ...taken, uses: taken.uses - 1 }, userId, lines);
  if (judged.refusal) throw couponRefused(judged.refusal);
  return judged;
}

/** A cancelled order gives its use of a code back (decision 037); an order without one changes nothing. */
export async function releaseCouponUse(tx: Db, orderId: string): Promise<void> {
  await tx.execute(sql`
    update coupons set uses = uses - 1
    where id = (select coupon_id from orders where id = ${orderId}) and uses > 0`);
}
