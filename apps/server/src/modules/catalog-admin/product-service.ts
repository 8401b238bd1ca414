import { and, count, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  combinedRating,
  slugify,
  DEFAULT_RATING,
  imageIdOfUrl,
  MAX_CAROUSEL_IMAGES,
  productImageUrls,
  type Product,
  type ProductCreateInput,
  type ProductUpdateInput,
} from '@shop/domain';
import type { Db } from '../../db/client.js';
import {
  categories,
  images,
  productImages,
  productSlugHistory,
  products,
  reviews,
} from '../../db/schema/index.js';
import { conflict, invalidField, notFound } from '../../lib/errors.js';
import { catalogChanged, getProductById } from '../catalog/index.js';
import { uniqueSlug, violatedConstraint, withSlugRetry } from './write-helpers.js';

const PRODUCT_NOT_FOUND = 'Product not found';
const SKU_TAKEN = 'A product with this SKU already exists';

const toPaise = (rupees: number) => Math.round(rupees * 100);

/** The category a product form names by slug (a subcategory, or a parent without one). */
async function categoryIdOf(db: Db, slug: string): Promise<string> {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.slug, slug.toLowerCase()));
  if (!row) throw invalidField('category', 'Please select a category');
  return row.id;
}

async function assertSkuFree(db: Db, sku: string | null, exceptId?: string): Promise<void> {
  if (!sku) return;
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(exceptId ? and(eq(products.sku, sku), ne(products.id, exceptId)) : eq(products.sku, sku));
  if (row) throw conflict(SKU_TAKEN, [{ field: 'sku', message: SKU_TAKEN }]);
}

/** Image ids in stored order (main first), every one an image the shop holds. */
async function imageIdsOf(
  db: Db,
  image: string | null | undefined,
  list: readonly string[],
): Promise<string[]> {
  const ids = productImageUrls(image, list).map((url) => imageIdOfUrl(url) ?? '');
  if (ids.length === 0) throw invalidField('images', 'Please upload at least one product image');
  if (ids.length > MAX_CAROUSEL_IMAGES + 1) {
    throw invalidField('images', 'Maximum 10 carousel images allowed');
  }
  const found = await db.select({ id: images.id }).from(images).where(inArray(images.id, ids));
  if (found.length !== ids.length) {
    throw invalidField('images', 'Some images were not found; please upload them again');
  }
  return ids;
}

async function replaceImages(db: Db, productId: string, imageIds: string[]): Promise<void> {
  await db.delete(productImages).where(eq(productImages.productId, productId));
  await db
    .insert(productImages)
    .values(imageIds.map((imageId, position) => ({ productId, imageId, position })));
}

/** The shown rating and count: the admin's base counted as earlier reviews, plus customer reviews. */
async function ratingWithReviews(db: Db, productId: string | null, baseRating: number, baseCount: number) {
  let n = 0;
  let sum = 0;
  if (productId) {
    const [sums] = await db
      .select({ n: count(), total: sql<string | number | null>`sum(${reviews.rating})` })
      .from(reviews)
      .where(eq(reviews.productId, productId));
    n = sums?.n ?? 0;
    sum = Number(sums?.total ?? 0);
  }
  return { rating: combinedRating(baseRating, baseCount, sum, n), reviewCount: baseCount + n };
}

/** Turns a lost race for a SKU (two admins saving at once) into the same 409 as the check. */
function skuRace(error: unknown): never {
  if (violatedConstraint(error) === 'products_sku_unique' || violatedConstraint(error) === 'sku') {
    throw conflict(SKU_TAKEN, [{ field: 'sku', message: SKU_TAKEN }]);
  }
  throw error;
}

async function productAfterWrite(db: Db, id: string): Promise<Product> {
  // This server's next read shows the change, without waiting for the database's notification.
  catalogChanged(db);
  const product = await getProductById(db, id, { includeInactive: true });
  if (!product) throw new Error('product not found after writing');
  return product;
}

export async function createProduct(db: Db, input: ProductCreateInput): Promise<Product> {
  const id = await withSlugRetry('products_slug_unique', () =>
    db
      .transaction(async (tx) => {
        const categoryId = await categoryIdOf(tx, input.category);
        const sku = input.sku ?? null;
        await assertSkuFree(tx, sku);
        const imageIds = await imageIdsOf(tx, input.image, input.images ?? []);
        const baseRating = input.rating ?? DEFAULT_RATING;
        const baseReviewCount = input.reviews ?? 0;
        const [row] = await tx
          .insert(products)
          .values({
            name: input.name,
            slug: await uniqueSlug(tx, 'products', input.name, 'product'),
            description: input.description,
            pricePaise: toPaise(input.price),
            originalPricePaise:
              input.originalPrice === undefined || input.originalPrice === null
                ? null
                : toPaise(input.originalPrice),
            categoryId,
            stockQuantity: input.stockQuantity,
            baseRating,
            baseReviewCount,
            ...(await ratingWithReviews(tx, null, baseRating, baseReviewCount)),
            isFeatured: input.isFeatured ?? false,
            isNew: input.isNew ?? false,
            isActive: input.isActive ?? true,
            tags: input.tags ?? [],
            sku,
          })
          .returning({ id: products.id });
        if (!row) throw new Error('product not written');
        await replaceImages(tx, row.id, imageIds);
        return row.id;
      })
      .catch(skuRace),
  );
  return productAfterWrite(db, id);
}

/**
 * A renamed product's new slug, or undefined when its slug still fits the name (`silver-ring-2`
 * fits "Silver Ring"). The slug it leaves is kept in product_slug_history, so that a link shared
 * with the old slug still finds the product (301 from the pages module).
 */
async function slugAfterRename(
  tx: Db,
  id: string,
  currentSlug: string,
  name: string,
): Promise<string | undefined> {
  const base = slugify(name) || 'product';
  const suffix = currentSlug.startsWith(`${base}-`) ? currentSlug.slice(base.length + 1) : undefined;
  if (currentSlug === base || (suffix !== undefined && /^\d+$/.test(suffix))) return undefined;
  await tx
    .insert(productSlugHistory)
    .values({ slug: currentSlug, productId: id })
    .onConflictDoUpdate({ target: productSlugHistory.slug, set: { productId: id, createdAt: new Date() } });
  return uniqueSlug(tx, 'products', name, 'product');
}

/** Changes the fields sent; a new name gets a new slug, and the old one keeps leading here. */
export async function updateProduct(db: Db, id: string, input: ProductUpdateInput): Promise<Product> {
  await withSlugRetry('products_slug_unique', () =>
    db
      .transaction(async (tx) => {
        const [current] = await tx
          .select({
            slug: products.slug,
            baseRating: products.baseRating,
            baseReviewCount: products.baseReviewCount,
          })
          .from(products)
          .where(eq(products.id, id))
          .for('update');
        if (!current) throw notFound(PRODUCT_NOT_FOUND);
        const changes: Partial<typeof products.$inferInsert> = {};
        if (input.name !== undefined) {
          changes.name = input.name;
          const slug = await slugAfterRename(tx, id, current.slug, input.name);
          if (slug) changes.slug = slug;
        }
        if (input.description !== undefined) changes.description = input.description;
        if (input.price !== undefined) changes.pricePaise = toPaise(input.price);
        if (input.originalPrice !== undefined) {
          changes.originalPricePaise = input.originalPrice === null ? null : toPaise(input.originalPrice);
        }
        if (input.category !== undefined) changes.categoryId = await categoryIdOf(tx, input.category);
        if (input.stockQuantity !== undefined) changes.stockQuantity = input.stockQuantity;
        if (input.isFeatured !== undefined) changes.isFeatured = input.isFeatured;
        if (input.isNew !== undefined) changes.isNew = input.isNew;
        if (input.isActive !== undefined) changes.isActive = input.isActive;
        if (input.tags !== undefined) changes.tags = input.tags;
        if (input.sku !== undefined) {
          await assertSkuFree(tx, input.sku, id);
          changes.sku = input.sku;
        }
        const imageIds =
          input.image !== undefined || input.images !== undefined
            ? await imageIdsOf(tx, input.image, input.images ?? [])
            : null;
        if (input.rating !== undefined || input.reviews !== undefined) {
          const baseRating = input.rating ?? Number(current.baseRating);
          const baseReviewCount = input.reviews ?? current.baseReviewCount;
          Object.assign(changes, { baseRating, baseReviewCount });
          Object.assign(changes, await ratingWithReviews(tx, id, baseRating, baseReviewCount));
        }
        changes.updatedAt = new Date();
        await tx.update(products).set(changes).where(eq(products.id, id));
        if (imageIds) await replaceImages(tx, id, imageIds);
      })
      .catch(skuRace),
  );
  return productAfterWrite(db, id);
}

/**
 * Removes a product for good. Order lines keep their copy of name and price (their link becomes
 * null), and carts lose the line: the foreign keys do both.
 */
export async function deleteProduct(db: Db, id: string): Promise<Product> {
  const product = await getProductById(db, id, { includeInactive: true });
  if (!product) throw notFound(PRODUCT_NOT_FOUND);
  const deleted = await db.delete(products).where(eq(products.id, id)).returning({ id: products.id });
  if (deleted.length === 0) throw notFound(PRODUCT_NOT_FOUND);
  catalogChanged(db);
  return product;
}
