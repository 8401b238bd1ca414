import { asc, eq, inArray, sql } from 'drizzle-orm';
import { paiseToRupees, type AbandonedCartLine } from '@shop/domain';
import type { Db } from '../../db/client.js';
import { cartItems } from '../cart/tables.js';
import { products, productVariants } from '../catalog/tables.js';

// Its own file, apart from the service: the notifications module composes the reminder mail with
// it, and the service enqueues that mail, so one file holding both would make a circle.

/**
 * The lines of these customers' carts at the catalogue's prices now (the cart's own rule: a
 * withdrawn product's line stays visible and counts for nothing), oldest line first.
 */
export async function cartLinesOf(db: Db, userIds: string[]): Promise<Map<string, AbandonedCartLine[]>> {
  const byCart = new Map<string, AbandonedCartLine[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return byCart;
  const rows = await db
    .select({
      userId: cartItems.userId,
      productId: products.id,
      name: products.name,
      optionValues: productVariants.optionValues,
      quantity: cartItems.quantity,
      pricePaise: productVariants.pricePaise,
      available: sql<boolean>`${products.isActive} and ${productVariants.archivedAt} is null`,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(productVariants, eq(productVariants.id, cartItems.variantId))
    .where(inArray(cartItems.userId, userIds))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  for (const row of rows) {
    byCart.get(row.userId)?.push({
      productId: row.productId,
      name: row.name,
      variantTitle: Object.values(row.optionValues).join(' / '),
      quantity: row.quantity,
      price: paiseToRupees(row.pricePaise),
      lineTotal: paiseToRupees(row.pricePaise * row.quantity),
      available: row.available,
    });
  }
  return byCart;
}
