import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { notifications } from './tables.js';
import { products, productVariants } from '../catalog/tables.js';

/**
 * The daily low-stock summary (a scheduled job, run once per day by one server): a mail to the
 * shop through the outbox when anything is at or below the threshold; nothing when all is well.
 * The mail lists the stock as it is when sent.
 */
export async function queueLowStockSummary(db: Db, shopEmail: string, threshold: number): Promise<boolean> {
  const lines = await lowStockLines(db, threshold);
  if (lines.length === 0) return false;
  await db.insert(notifications).values({
    kind: 'low_stock_summary',
    recipient: shopEmail,
    payload: { day: new Date().toISOString().slice(0, 10) },
  });
  return true;
}

/** Live variants of active, ready-made products at or below the threshold, fewest first. */
export async function lowStockLines(db: Db, threshold: number) {
  const rows = await db
    .select({
      productName: products.name,
      optionValues: productVariants.optionValues,
      sku: productVariants.sku,
      stock: productVariants.stockQuantity,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(
      and(
        isNull(productVariants.archivedAt),
        eq(products.isActive, true),
        eq(products.madeToOrder, false),
        lte(productVariants.stockQuantity, threshold),
      ),
    )
    .orderBy(asc(productVariants.stockQuantity), asc(products.name), sql`${productVariants.position}`);
  return rows.map((row) => ({
    productName: row.productName,
    variantTitle: Object.values(row.optionValues).join(' / '),
    sku: row.sku,
    stock: row.stock,
  }));
}
