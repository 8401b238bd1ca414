import { and, eq, isNull, sql } from 'drizzle-orm';
import type { StockAlertBody } from '@shop/domain';
import type { Db } from '../../db/client.js';
import { stockAlerts } from './tables.js';
import { products, productVariants } from '../catalog/tables.js';
import { conflict, invalidField, notFound } from '../../lib/errors.js';

export interface StockAlertAnswer {
  alert: { productId: string; variantId: string; email: string };
  alreadyRegistered: boolean;
}

/**
 * "Notify me when available" (decision 029): one waiting request per email per variant. A second
 * request while the first waits changes nothing and says so (200, `alreadyRegistered`); one made
 * after its mail went waits again for the next time. The mail itself is written by a trigger when
 * the variant's stock goes from 0 to more, whoever changes it.
 */
export async function requestStockAlert(
  db: Db,
  productId: string,
  body: StockAlertBody,
  userId: string | null,
): Promise<StockAlertAnswer> {
  const variants = await db
    .select({
      id: productVariants.id,
      stock: productVariants.stockQuantity,
      madeToOrder: products.madeToOrder,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(products.id, productId), eq(products.isActive, true), isNull(productVariants.archivedAt)));
  if (variants.length === 0) throw notFound('Product not found');
  const variant = body.variantId ? variants.find((row) => row.id === body.variantId) : variants[0];
  if (!variant) throw notFound('This option of the product was not found');
  if (!body.variantId && variants.length > 1) {
    throw invalidField('variantId', 'Choose an option to be told when it is back');
  }
  if (variant.stock > 0 || variant.madeToOrder)
    throw conflict('This piece is available now: no need to wait');

  const alert = { productId, variantId: variant.id, email: body.email };
  const [written] = await db
    .insert(stockAlerts)
    .values({ ...alert, userId })
    .onConflictDoUpdate({
      target: [stockAlerts.variantId, stockAlerts.email],
      set: { notifiedAt: null, createdAt: sql`now()`, userId },
      // Only a request already answered waits again; one still waiting stays as it is.
      setWhere: sql`${stockAlerts.notifiedAt} is not null`,
    })
    .returning({ id: stockAlerts.id });
  return { alert, alreadyRegistered: !written };
}
