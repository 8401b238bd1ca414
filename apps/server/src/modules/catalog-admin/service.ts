import { and, count, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  combinedRating,
  DEFAULT_RATING,
  imageIdOfUrl,
  MAX_CAROUSEL_IMAGES,
  productImageUrls,
  type Category,
  type CategoryInput,
  type Product,
  type ProductCreateInput,
  type ProductUpdateInput,
} from '@shop/domain';
import type { Db } from '../../db/client.js';
import { categories, images, productImages, products, reviews } from '../../db/schema/index.js';
import { conflict, invalidField, notFound, pgErrorCode } from '../../lib/errors.js';
import { catalogChanged, getProductById, listCategories } from '../catalog/index.js';
import { uniqueSlug, violatedConstraint, withSlugRetry } from './write-helpers.js';

const PRODUCT_NOT_FOUND = 'Product not found';
const CATEGORY_NOT_FOUND = 'Category not found';
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

/** Changes the fields sent; the slug stays, so links already shared keep working. */
export async function updateProduct(db: Db, id: string, input: ProductUpdateInput): Promise<Product> {
  await db
    .transaction(async (tx) => {
      const [current] = await tx
        .select({
          baseRating: products.baseRating,
          baseReviewCount: products.baseReviewCount,
        })
        .from(products)
        .where(eq(products.id, id))
        .for('update');
      if (!current) throw notFound(PRODUCT_NOT_FOUND);
      const changes: Partial<typeof products.$inferInsert> = {};
      if (input.name !== undefined) changes.name = input.name;
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
    .catch(skuRace);
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

async function categoryById(db: Db, id: string): Promise<Category | undefined> {
  return (await listCategories(db, { includeInactive: true })).find((category) => category.id === id);
}

/** The parent a subcategory names: it must exist, be a parent category, and not be itself. */
async function checkedParent(db: Db, parentId: string, selfId?: string): Promise<string> {
  if (parentId === selfId) {
    throw invalidField('parentId', 'A category cannot be its own parent');
  }
  const [parent] = await db
    .select({ type: categories.categoryType })
    .from(categories)
    .where(eq(categories.id, parentId));
  if (!parent || parent.type !== 'parent') {
    throw invalidField('parentId', 'Choose a parent category');
  }
  return parentId;
}

/** Type and parent as stored: a parent has no parent; a subcategory must name one. */
async function placement(db: Db, input: CategoryInput, selfId?: string) {
  const categoryType = input.categoryType ?? (input.parentId ? 'subcategory' : 'parent');
  if (categoryType === 'parent') return { categoryType, parentId: null };
  if (!input.parentId) {
    throw invalidField('parentId', 'Parent category is required for subcategories');
  }
  return { categoryType, parentId: await checkedParent(db, input.parentId, selfId) };
}

export async function createCategory(db: Db, input: CategoryInput): Promise<Category> {
  const id = await withSlugRetry('categories_slug_unique', () =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(categories)
        .values({
          name: input.name,
          slug: await uniqueSlug(tx, 'categories', input.name, 'category'),
          description: input.description,
          icon: input.icon,
          imageUrl: input.imageUrl,
          ...(await placement(tx, input)),
          isActive: input.isActive ?? true,
        })
        .returning({ id: categories.id });
      if (!row) throw new Error('category not written');
      return row.id;
    }),
  );
  catalogChanged(db);
  const category = await categoryById(db, id);
  if (!category) throw new Error('category not found after writing');
  return category;
}

/**
 * Replaces a category's fields with the form's. Its slug stays: the parent pages (/jewelry) and
 * shared links are addressed by it.
 */
export async function updateCategory(db: Db, id: string, input: CategoryInput): Promise<Category> {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.id, id))
      .for('update');
    if (!current) throw notFound(CATEGORY_NOT_FOUND);
    const place = await placement(tx, input, id);
    if (place.categoryType === 'subcategory') {
      const children = await tx
        .select({ name: categories.name })
        .from(categories)
        .where(eq(categories.parentId, id));
      if (children.length > 0) {
        throw conflict(
          'A category with subcategories cannot become a subcategory; move or delete them first',
          children.map((child) => ({ field: 'subcategories', message: child.name })),
        );
      }
    }
    await tx
      .update(categories)
      .set({
        name: input.name,
        description: input.description,
        icon: input.icon,
        imageUrl: input.imageUrl,
        ...place,
        ...(input.isActive === undefined ? {} : { isActive: input.isActive }),
        updatedAt: new Date(),
      })
      .where(eq(categories.id, id));
  });
  catalogChanged(db);
  const category = await categoryById(db, id);
  if (!category) throw new Error('category not found after writing');
  return category;
}

/** Deletes an empty category; one with subcategories or products is refused with what holds it. */
export async function deleteCategory(db: Db, id: string): Promise<Category> {
  const category = await categoryById(db, id);
  if (!category) throw notFound(CATEGORY_NOT_FOUND);
  await db
    .transaction(async (tx) => {
      const children = await tx
        .select({ name: categories.name })
        .from(categories)
        .where(eq(categories.parentId, id))
        .orderBy(categories.name);
      if (children.length > 0) {
        throw conflict(
          'Delete its subcategories first',
          children.map((child) => ({ field: 'subcategories', message: child.name })),
        );
      }
      const [used] = await tx.select({ n: count() }).from(products).where(eq(products.categoryId, id));
      const n = used?.n ?? 0;
      if (n > 0) {
        throw conflict(`Move or delete its ${n} product${n === 1 ? '' : 's'} first`, [
          { field: 'products', message: `${n} product${n === 1 ? '' : 's'} in this category` },
        ]);
      }
      await tx.delete(categories).where(eq(categories.id, id));
    })
    .catch((error: unknown) => {
      // A product or subcategory added to it while it was being deleted.
      if (pgErrorCode(error) === '23503') throw conflict('The category is in use; reload and try again');
      throw error;
    });
  catalogChanged(db);
  return category;
}
