import { and, asc, eq, sql } from 'drizzle-orm';
import {
  MAX_WISHLIST_ITEMS,
  SHOPPER_REFUSALS,
  wishlistFullMessage,
  type Language,
  type Wishlist,
} from '@shop/domain';
import type { Db } from '../../db/client.js';
import { wishlistItems } from './tables.js';
import { conflict, notFound } from '../../lib/errors.js';
import { getProductById, getProductsByIds } from '../catalog/index.js';

/**
 * The wishlist of a signed-in shopper (decision 034). Rows name products; what is shown is read
 * from the catalogue now, so a product hidden by the shop drops out of the answer (and comes back
 * if the shop shows it again), and a deleted one leaves the table with it (the key cascades).
 */
export async function getWishlist(db: Db, userId: string, language?: Language): Promise<Wishlist> {
  const saved = await db
    .select({ productId: wishlistItems.productId })
    .from(wishlistItems)
    .where(eq(wishlistItems.userId, userId))
    .orderBy(asc(wishlistItems.createdAt), asc(wishlistItems.productId));
  return {
    // In the page's language (issue 28): `?lang=hi` from the Hindi pages.
    products: await getProductsByIds(
      db,
      saved.map((row) => row.productId),
      { language },
    ),
  };
}

/**
 * Saves the products (already known to be visible) that are not saved yet, in the order given and
 * up to the limit, in one statement; answers how many were new. The count is the statement's
 * snapshot, so two tabs at once may pass the limit by a few, never by many.
 */
async function saveProducts(db: Db, userId: string, productIds: string[]): Promise<number> {
  if (productIds.length === 0) return 0;
  const wanted = sql.join(
    productIds.map((id, position) => sql`(${id}::uuid, ${position}::int)`),
    sql`, `,
  );
  // A microsecond apart, so the list keeps the order the browser had it in.
  const result: unknown = await db.execute(sql`
    insert into wishlist_items (user_id, product_id, created_at)
    select ${userId}::uuid, wanted.id, now() + make_interval(secs => wanted.position / 1000000.0)
    from (values ${wanted}) as wanted(id, position)
    where not exists (select 1 from wishlist_items w where w.user_id = ${userId} and w.product_id = wanted.id)
    order by wanted.position
    limit greatest(0, ${MAX_WISHLIST_ITEMS}::int - (select count(*) from wishlist_items where user_id = ${userId}))
    on conflict do nothing
    returning product_id`);
  return (result as { rows: unknown[] }).rows.length;
}

export async function addToWishlist(
  db: Db,
  userId: string,
  productId: string,
  language?: Language,
): Promise<Wishlist> {
  if (!(await getProductById(db, productId))) throw notFound(SHOPPER_REFUSALS.productNotFound);
  const added = await saveProducts(db, userId, [productId]);
  if (added === 0) {
    const [already] = await db
      .select({ productId: wishlistItems.productId })
      .from(wishlistItems)
      .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)));
    if (!already) throw conflict(wishlistFullMessage);
  }
  return getWishlist(db, userId, language);
}

export async function removeFromWishlist(
  db: Db,
  userId: string,
  productId: string,
  language?: Language,
): Promise<Wishlist> {
  await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)));
  return getWishlist(db, userId, language);
}

export async function clearWishlist(db: Db, userId: string): Promise<Wishlist> {
  await db.delete(wishlistItems).where(eq(wishlistItems.userId, userId));
  return { products: [] };
}

/**
 * The browser's list joins the account's on sign-in: products the account has already saved stay
 * as they are (sending the same list twice changes nothing), unknown or hidden ones are skipped,
 * and the limit is kept by leaving out the rest.
 */
export async function mergeWishlist(
  db: Db,
  userId: string,
  productIds: string[],
  language?: Language,
): Promise<Wishlist> {
  const visible = await getProductsByIds(db, productIds);
  await saveProducts(
    db,
    userId,
    visible.map((product) => product.id),
  );
  return getWishlist(db, userId, language);
}
