import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { products } from './tables.js';

/**
 * Locks a shown product's row for the rest of the transaction (so two ratings written at once both
 * count); false when there is no such product or it is hidden.
 */
export async function lockShownProduct(tx: Db, productId: string): Promise<boolean> {
  const [product] = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.isActive, true)))
    .for('update');
  return product !== undefined;
}

/**
 * Sets the products' rating and review count (decision 030) in one statement. The reviews module
 * owns what they are computed from: `of` gives, for the row's product id, the SQL of each.
 */
export async function setProductRatings(
  tx: Db,
  productIds: string[],
  of: (productId: AnyPgColumn) => { rating: SQL; count: SQL },
): Promise<void> {
  if (productIds.length === 0) return;
  const { rating, count } = of(products.id);
  await tx.update(products).set({ rating, reviewCount: count }).where(inArray(products.id, productIds));
}

/** A shown product's rating (null without reviews) and review count; undefined when not shown. */
export async function productRating(
  db: Db,
  productId: string,
): Promise<{ rating: number | null; count: number } | undefined> {
  const [product] = await db
    .select({ rating: products.rating, count: products.reviewCount })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.isActive, true)));
  return product && { rating: product.rating === null ? null : Number(product.rating), count: product.count };
}
