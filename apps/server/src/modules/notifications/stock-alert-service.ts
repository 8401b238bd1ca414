import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { SHOPPER_REFUSALS, type StockAlertBody } from '@shop/domain';
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
 * request while the first waits changes only its language and says so (200, `alreadyRegistered`);
 * one made after its mail went waits again for the next time. The mail itself is written by a
 * trigger when the variant's stock goes from 0 to more, whoever changes it.
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
  if (variants.length === 0) throw notFound(SHOPPER_REFUSALS.productNotFound);
  const variant = body.variantId ? variants.find((row) => row.id === body.variantId) : variants[0];
  if (!variant) {
    throw notFound({
      en: 'This option of the product was not found',
      hi: 'प्रोडक्ट का यह विकल्प नहीं मिला',
    });
  }
  if (!body.variantId && variants.length > 1) {
    throw invalidField('variantId', {
      en: 'Choose an option to be told when it is back',
      hi: 'वापस आने पर सूचना पाने के लिए कोई विकल्प चुनें',
    });
  }
  if (variant.stock > 0 || variant.madeToOrder) {
    throw conflict({
      en: 'This piece is available now: no need to wait',
      hi: 'यह पीस अभी उपलब्ध है: इंतज़ार करने की ज़रूरत नहीं',
    });
  }

  const alert = { productId, variantId: variant.id, email: body.email };
  // Only a request already answered waits again (from now, for this caller); one still waiting
  // keeps its place and its caller.
  const ifAnswered = (then: SQL, kept: SQL) =>
    sql`case when ${stockAlerts.notifiedAt} is not null then ${then} else ${kept} end`;
  const [written] = await db
    .insert(stockAlerts)
    .values({ ...alert, userId, language: body.language })
    .onConflictDoUpdate({
      target: [stockAlerts.variantId, stockAlerts.email],
      set: {
        // The mail is written in the language of the page last asked from (issue 28), waiting or not.
        language: body.language,
        notifiedAt: null,
        createdAt: ifAnswered(sql`now()`, sql`${stockAlerts.createdAt}`),
        userId: ifAnswered(sql`excluded.user_id`, sql`${stockAlerts.userId}`),
      },
    })
    // A new or renewed request starts now; one that kept its place started before this statement.
    .returning({ waiting: sql<boolean>`${stockAlerts.createdAt} < now()` });
  return { alert, alreadyRegistered: written?.waiting === true };
}
