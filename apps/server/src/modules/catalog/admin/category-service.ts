import { count, eq } from 'drizzle-orm';
import {
  categoryTypeOf,
  DEFAULT_GST_RATE,
  PARENT_REQUIRED,
  type Category,
  type CategoryInput,
} from '@shop/domain';
import type { Db } from '../../../db/client.js';
import { categories, products } from '../tables.js';
import { conflict, invalidField, notFound, pgErrorCode } from '../../../lib/errors.js';
import { catalogChanged, listCategories } from '../service.js';
import { categoryTranslationColumns, mergedTranslations } from '../translations.js';
import { gstRuleColumns, uniqueSlug, withSlugRetry } from './write-helpers.js';

const CATEGORY_NOT_FOUND = 'Category not found';

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
  const categoryType = categoryTypeOf(input);
  if (categoryType === 'parent') return { categoryType, parentId: null };
  if (!input.parentId) throw invalidField('parentId', PARENT_REQUIRED);
  return { categoryType, parentId: await checkedParent(db, input.parentId, selfId) };
}

export async function createCategory(db: Db, input: CategoryInput): Promise<Category> {
  const { gstRate, ...slab } = gstRuleColumns(input, null, DEFAULT_GST_RATE);
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
          returnable: input.returnable ?? true,
          hsnCode: input.hsnCode ?? null,
          ...(gstRate == null ? {} : { gstRate }),
          ...slab,
          ...categoryTranslationColumns(mergedTranslations({}, input.translations)),
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
      .select({
        gstRate: categories.gstRate,
        gstSlabUpToPaise: categories.gstSlabUpToPaise,
        gstRateAbove: categories.gstRateAbove,
        translations: categories.translations,
      })
      .from(categories)
      .where(eq(categories.id, id))
      .for('update');
    if (!current) throw notFound(CATEGORY_NOT_FOUND);
    const { gstRate, ...slab } = gstRuleColumns(input, current, DEFAULT_GST_RATE);
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
        ...(input.returnable === undefined ? {} : { returnable: input.returnable }),
        ...(input.hsnCode === undefined ? {} : { hsnCode: input.hsnCode }),
        ...(gstRate == null ? {} : { gstRate }),
        ...slab,
        ...(input.translations === undefined
          ? {}
          : categoryTranslationColumns(mergedTranslations(current.translations, input.translations))),
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
