import { desc, eq, sql } from 'drizzle-orm';
import { couponAmount, paiseToRupees, rupeesToPaise, type Coupon, type CouponInput } from '@shop/domain';
import type { Db } from '../../db/client.js';
import { coupons } from './tables.js';
import { orders } from '../orders/tables.js';
import { conflict, invalidField, notFound, pgErrorCode } from '../../lib/errors.js';

type CouponRow = typeof coupons.$inferSelect;

interface CouponStats {
  uses: number;
  revenuePaise: number;
  discountPaise: number;
}

const COUPON_NOT_FOUND = 'Coupon not found';

function couponView(row: CouponRow, stats: CouponStats): Coupon {
  return {
    id: row.id,
    code: row.code,
    type: row.type,
    value: row.type === 'percent' ? row.amount : paiseToRupees(row.amount),
    minSubtotal: paiseToRupees(row.minSubtotalPaise),
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    usageLimit: row.usageLimit,
    perCustomerLimit: row.perCustomerLimit,
    firstOrderOnly: row.firstOrderOnly,
    categoryIds: row.categoryIds,
    active: row.active,
    uses: stats.uses,
    revenue: paiseToRupees(stats.revenuePaise),
    discountGiven: paiseToRupees(stats.discountPaise),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Uses, revenue and discount per code, from the orders that hold a use (cancelled ones gave it back). */
const statsColumns = {
  uses: sql<number>`count(${orders.id})::int`,
  revenuePaise: sql<number>`coalesce(sum(${orders.totalPaise}), 0)::int`,
  discountPaise: sql<number>`coalesce(sum(${orders.discountPaise}), 0)::int`,
};
const heldUse = sql`${orders.couponId} = ${coupons.id} and ${orders.status} <> 'cancelled'`;

/** Every code, newest first, with its uses and the revenue of the orders placed with it. */
export async function listCoupons(db: Db): Promise<Coupon[]> {
  const rows = await db
    .select({ coupon: coupons, ...statsColumns })
    .from(coupons)
    .leftJoin(orders, heldUse)
    .groupBy(coupons.id)
    .orderBy(desc(coupons.createdAt), desc(coupons.id));
  return rows.map(({ coupon, ...stats }) => couponView(coupon, stats));
}

async function getCoupon(db: Db, id: string): Promise<Coupon> {
  const [row] = await db
    .select({ coupon: coupons, ...statsColumns })
    .from(coupons)
    .leftJoin(orders, heldUse)
    .where(eq(coupons.id, id))
    .groupBy(coupons.id);
  if (!row) throw notFound(COUPON_NOT_FOUND);
  const { coupon, ...stats } = row;
  return couponView(coupon, stats);
}

function columnsOf(input: CouponInput) {
  return {
    code: input.code,
    type: input.type,
    amount: couponAmount(input.type, input.value),
    minSubtotalPaise: rupeesToPaise(input.minSubtotal),
    startsAt: input.startsAt ? new Date(input.startsAt) : null,
    endsAt: input.endsAt ? new Date(input.endsAt) : null,
    usageLimit: input.usageLimit,
    perCustomerLimit: input.perCustomerLimit,
    firstOrderOnly: input.firstOrderOnly,
    categoryIds: [...new Set(input.categoryIds)],
    active: input.active,
  };
}

/** A code already taken (in any case) is a 409 naming it; an unknown category a 422 on its field. */
async function written<T>(db: Db, input: CouponInput, write: () => Promise<T>): Promise<T> {
  if (input.categoryIds.length > 0) {
    const ids = sql.join(
      input.categoryIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    );
    const result: unknown = await db.execute(
      sql`select count(*)::int as known from categories where id in (${ids})`,
    );
    const known = (result as { rows: { known: number }[] }).rows[0]?.known ?? 0;
    if (known !== new Set(input.categoryIds).size) {
      throw invalidField('categoryIds', 'One of the chosen categories does not exist');
    }
  }
  try {
    return await write();
  } catch (error) {
    if (pgErrorCode(error) === '23505') {
      throw conflict(`There is already a coupon with the code ${input.code}`, [
        { field: 'code', message: `The code ${input.code} is taken` },
      ]);
    }
    throw error;
  }
}

export async function createCoupon(db: Db, input: CouponInput, staffId: string): Promise<Coupon> {
  // Each staff write in a transaction: the activity log records it there (issue 29).
  const [row] = await written(db, input, () =>
    db.transaction((tx) =>
      tx
        .insert(coupons)
        .values({ ...columnsOf(input), createdBy: staffId })
        .returning(),
    ),
  );
  if (!row) throw new Error('coupon not written');
  return couponView(row, { uses: 0, revenuePaise: 0, discountPaise: 0 });
}

/** Replaces a code's terms; the orders already placed with it keep what they were given. */
export async function updateCoupon(db: Db, id: string, input: CouponInput): Promise<Coupon> {
  const updated = await written(db, input, () =>
    db.transaction((tx) =>
      tx
        .update(coupons)
        .set({ ...columnsOf(input), updatedAt: new Date() })
        .where(eq(coupons.id, id))
        .returning({ id: coupons.id }),
    ),
  );
  if (updated.length === 0) throw notFound(COUPON_NOT_FOUND);
  return getCoupon(db, id);
}

/** Switches a code on or off; a cart holding a code switched off is told so and checkout refuses it. */
export async function setCouponActive(db: Db, id: string, active: boolean): Promise<Coupon> {
  const updated = await db.transaction((tx) =>
    tx
      .update(coupons)
      .set({ active, updatedAt: new Date() })
      .where(eq(coupons.id, id))
      .returning({ id: coupons.id }),
  );
  if (updated.length === 0) throw notFound(COUPON_NOT_FOUND);
  return getCoupon(db, id);
}
