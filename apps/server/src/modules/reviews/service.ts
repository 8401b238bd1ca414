import { and, count, desc, eq, sql } from 'drizzle-orm';
import { paginate, SHOPPER_REFUSALS, type Pagination, type Review } from '@shop/domain';
import type { Db } from '../../db/client.js';
import { users } from '../auth/tables.js';
import { conflict, forbidden, notFound, pgErrorCode } from '../../lib/errors.js';
import { catalogChanged, lockShownProduct, productRating, setProductRatings } from '../catalog/index.js';
import { latestDeliveredOrderWith } from '../orders/index.js';
import { reviews } from './tables.js';

const PRODUCT_NOT_FOUND = SHOPPER_REFUSALS.productNotFound;
const ALREADY_REVIEWED = {
  en: 'You have already reviewed this product',
  hi: 'आप इस प्रोडक्ट का रिव्यू पहले ही लिख चुके हैं',
};

export interface ReviewSummary {
  /** Null until the first review. */
  rating: number | null;
  count: number;
}

/** First name only: a public review should not publish a customer's full name. */
function firstName(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] || 'Customer';
}

function toReview(row: {
  id: string;
  rating: number;
  comment: string | null;
  fullName: string;
  createdAt: Date;
}): Review {
  return {
    id: row.id,
    rating: row.rating,
    comment: row.comment,
    authorName: firstName(row.fullName),
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * A customer rates a product they received (decision 006), once. The product's rating and count
 * are recomputed in the same transaction from the reviews alone.
 */
export async function createReview(
  db: Db,
  userId: string,
  productId: string,
  input: { rating: number; comment?: string | undefined },
): Promise<{ review: Review; summary: ReviewSummary }> {
  try {
    const id = await db.transaction(async (tx) => {
      // Locked so that two reviews written at once both count in the recomputed rating.
      if (!(await lockShownProduct(tx, productId))) throw notFound(PRODUCT_NOT_FOUND);

      const delivered = await latestDeliveredOrderWith(tx, userId, productId);
      if (!delivered) {
        throw forbidden({
          en: 'You can review products from delivered orders only',
          hi: 'आप सिर्फ़ डिलीवर हो चुके ऑर्डर के प्रोडक्ट का रिव्यू लिख सकते हैं',
        });
      }

      const [existing] = await tx
        .select({ id: reviews.id })
        .from(reviews)
        .where(and(eq(reviews.productId, productId), eq(reviews.userId, userId)));
      if (existing) throw conflict(ALREADY_REVIEWED);

      const [review] = await tx
        .insert(reviews)
        .values({
          productId,
          userId,
          orderId: delivered.orderId,
          rating: input.rating,
          comment: input.comment || null,
        })
        .returning({ id: reviews.id });
      if (!review) throw new Error('review not written');

      await recomputeRatings(tx, [productId]);
      return review.id;
    });
    // The rating and count show on this server's next catalogue read, not when the NOTIFY arrives.
    catalogChanged(db);
    const [review] = await reviewRows(db).where(eq(reviews.id, id));
    if (!review) throw new Error('review not found after writing');
    return { review: toReview(review), summary: await summaryOf(db, productId) };
  } catch (error) {
    // Two submits at the same moment: the unique constraint decides, and the loser is told why.
    if (pgErrorCode(error) === '23505') throw conflict(ALREADY_REVIEWED);
    throw error;
  }
}

/**
 * Each product's rating and count from its reviews alone, in one statement: the average to 2
 * decimals, or none without a review (decision 030).
 */
export async function recomputeRatings(db: Db, productIds: string[]): Promise<void> {
  if (productIds.length === 0) return;
  await setProductRatings(db, productIds, (productId) => ({
    rating: sql`(select round(avg(r.rating)::numeric, 2) from ${reviews} r where r.product_id = ${productId})`,
    count: sql`(select count(*)::int from ${reviews} r where r.product_id = ${productId})`,
  }));
}

function reviewRows(db: Db) {
  return db
    .select({
      id: reviews.id,
      rating: reviews.rating,
      comment: reviews.comment,
      fullName: users.fullName,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .$dynamic();
}

async function summaryOf(db: Db, productId: string): Promise<ReviewSummary> {
  const product = await productRating(db, productId);
  if (!product) throw notFound(PRODUCT_NOT_FOUND);
  return product;
}

/** A product's customer reviews, newest first, with its overall rating and count. */
export async function listReviews(
  db: Db,
  productId: string,
  page: number,
  limit: number,
): Promise<{ reviews: Review[]; pagination: Pagination; summary: ReviewSummary }> {
  const summary = await summaryOf(db, productId);
  const [rows, totals] = await Promise.all([
    reviewRows(db)
      .where(eq(reviews.productId, productId))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(reviews).where(eq(reviews.productId, productId)),
  ]);
  return {
    reviews: rows.map(toReview),
    pagination: paginate(page, limit, totals[0]?.total ?? 0),
    summary,
  };
}
