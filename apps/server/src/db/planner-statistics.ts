import { sql } from 'drizzle-orm';
import type { Db } from './client.js';

/**
 * The tables whose row counts and value spreads decide the plans of what shoppers ask most: the
 * listings, the search, the cart and checkout.
 */
const CATALOGUE_TABLES = sql.raw(
  ['products', 'product_variants', 'product_images', 'categories', 'search_words', 'orders', 'order_items']
    .map((table) => `"${table}"`)
    .join(', '),
);

/**
 * Refreshes the query planner's statistics of those tables (ANALYZE reads a sample, a few
 * milliseconds for a shop's catalogue). PGlite never does this by itself (it has no autovacuum), and a
 * PostgreSQL server may have autovacuum switched off or not have come round yet after a bulk write:
 * without statistics the planner takes every table for a few rows and scans the whole catalogue for
 * a search the full-text index would answer (decision 045). Run at start, after bulk writes (demo and
 * bench seeding, a products import) and nightly.
 */
export async function refreshPlannerStatistics(db: Db): Promise<void> {
  await db.execute(sql`analyze ${CATALOGUE_TABLES}`);
}
