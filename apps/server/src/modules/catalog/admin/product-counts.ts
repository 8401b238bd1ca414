import { sql } from 'drizzle-orm';
import type { ProductCounts } from '@shop/domain';
import type { Db } from '../../../db/client.js';
import { products } from '../tables.js';

const count = (condition: ReturnType<typeof sql>) => sql<number>`(count(*) filter (where ${condition}))::int`;

/**
 * Product Management's four figures in one pass over every product, hidden ones included (the
 * list there shows them too). In stock: units on hand in a live variant, or made to order.
 */
export async function productCounts(db: Db): Promise<ProductCounts> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      inStock: count(sql`${products.stockQuantity} > 0 or ${products.madeToOrder}`),
      featured: count(sql`${products.isFeatured}`),
      newArrivals: count(sql`${products.isNew}`),
    })
    .from(products);
  return row ?? { total: 0, inStock: 0, featured: 0, newArrivals: 0 };
}
