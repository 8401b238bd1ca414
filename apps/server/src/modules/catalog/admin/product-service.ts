import { and, asc, eq, ne } from 'drizzle-orm';
import { isDeepStrictEqual } from 'node:util';
import {
  slugify,
  imageIdOfUrl,
  MAX_CAROUSEL_IMAGES,
  optionCombinations,
  productImageUrls,
  productVariantProblems,
  type OptionValues,
  type Product,
  type ProductCreateInput,
  type ProductOption,
  type ProductUpdateInput,
  type ProductVariantInput,
} from '@shop/domain';
import type { Db } from '../../../db/client.js';
import {
  categories,
  productImages,
  productSlugHistory,
  products,
  type ProductTranslationField,
  type StoredOption,
  type StoredTranslations,
} from '../tables.js';
import { storedOptions } from '../option-translations.js';
import { productTranslationColumns, productTranslationsAfter } from '../translations.js';
import { heldImageIds } from '../../images/index.js';
import { recordStaffChange } from '../../audit/index.js';
import { AppError, invalidField, notFound } from '../../../lib/errors.js';
import { catalogChanged, getProductById } from '../service.js';
import {
  liveVariants,
  skuOfViolation,
  skuTaken,
  writeVariants,
  type GridVariant,
  type StoredVariant,
} from './variant-writer.js';
import {
  gstRuleColumns,
  uniqueSlug,
  violatedConstraint,
  withSlugRetry,
  type StoredGstRule,
} from './write-helpers.js';

const PRODUCT_NOT_FOUND = 'Product not found';

export const toPaise = (rupees: number) => Math.round(rupees * 100);

/** The answer when a form's category slug names none (also the bulk import's). */
export const categoryNotFound = () => invalidField('category', 'Please select a category');

/** The category a product form names by slug (a subcategory, or a parent without one). */
async function categoryIdOf(db: Db, slug: string): Promise<string> {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.slug, slug.toLowerCase()));
  if (!row) throw categoryNotFound();
  return row.id;
}

async function assertSkuFree(db: Db, sku: string | null, exceptId?: string): Promise<void> {
  if (!sku) return;
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(exceptId ? and(eq(products.sku, sku), ne(products.id, exceptId)) : eq(products.sku, sku));
  if (row) throw skuTaken(sku);
}

/** The image ids a form's pictures name, in stored order (main first), checked for count only. */
export function imageIdsOfForm(image: string | null | undefined, list: readonly string[]): string[] {
  const ids = productImageUrls(image, list).map((url) => imageIdOfUrl(url) ?? '');
  if (ids.length === 0) throw invalidField('images', 'Please upload at least one product image');
  if (ids.length > MAX_CAROUSEL_IMAGES + 1) {
    throw invalidField('images', 'Maximum 10 carousel images allowed');
  }
  return ids;
}

export const imagesNotFound = () =>
  invalidField('images', 'Some images were not found; please upload them again');

/** Image ids in stored order (main first), every one an image the shop holds. */
async function imageIdsOf(
  db: Db,
  image: string | null | undefined,
  list: readonly string[],
): Promise<string[]> {
  const ids = imageIdsOfForm(image, list);
  const found = await heldImageIds(db, ids);
  if (found.length !== ids.length) throw imagesNotFound();
  return ids;
}

/**
 * Sets a product's pictures in order. The rows are replaced whole, so the activity log gets one
 * entry with the list before and after, and none when the list did not change (issue 29).
 */
async function replaceImages(db: Db, productId: string, imageIds: string[]): Promise<void> {
  const before = await db
    .select({ imageId: productImages.imageId })
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.position));
  const beforeIds = before.map((row) => row.imageId);
  if (isDeepStrictEqual(beforeIds, imageIds)) return;
  await db.delete(productImages).where(eq(productImages.productId, productId));
  await db
    .insert(productImages)
    .values(imageIds.map((imageId, position) => ({ productId, imageId, position })));
  await recordStaffChange(db, {
    action: 'pictures.updated',
    entity: 'product',
    entityId: productId,
    changes: { pictures: { from: beforeIds, to: imageIds } },
  });
}

/** Turns a lost race for a SKU (two admins saving at once) into the same 409 as the check. */
export function skuRace(sku: string | null | undefined) {
  return (error: unknown): never => {
    const constraint = violatedConstraint(error);
    if (constraint === 'products_sku_unique' || constraint === 'sku') throw skuTaken(sku ?? '');
    const variantSku = skuOfViolation(error);
    if (variantSku !== undefined) throw skuTaken(variantSku || (sku ?? ''));
    throw error;
  };
}

/** The handmade, provenance and returns columns of the fields sent (decisions 024, 054). */
export function handmadeColumns(input: ProductUpdateInput): Partial<typeof products.$inferInsert> {
  const columns: Partial<typeof products.$inferInsert> = {};
  if (input.isOneOfAKind !== undefined) columns.isOneOfAKind = input.isOneOfAKind;
  if (input.madeToOrder !== undefined) columns.madeToOrder = input.madeToOrder;
  if (input.leadTimeDays !== undefined) columns.leadTimeDays = input.leadTimeDays;
  if (input.personalisation !== undefined) {
    columns.personalisationLabel = input.personalisation?.label ?? null;
    columns.personalisationMaxLength = input.personalisation?.maxLength ?? null;
  }
  for (const field of ['craft', 'material', 'origin', 'artisan', 'care'] as const) {
    if (input[field] !== undefined) columns[field] = input[field];
  }
  if (input.countryOfOrigin !== undefined) columns.countryOfOrigin = input.countryOfOrigin;
  // "Can be returned" (decision 054); a new product left without it takes the column's default, yes.
  if (input.returnable !== undefined) columns.returnable = input.returnable;
  // The product's own tax (decisions 027, 051); a null rate hands it back to its category.
  if (input.hsnCode !== undefined) columns.hsnCode = input.hsnCode;
  return columns;
}

/** What a grid is built from besides the form: the product as stored (none when creating). */
export interface GridBase {
  options: ProductOption[];
  stored: StoredVariant[];
  pricePaise: number;
  originalPricePaise: number | null;
  /** A one-of-a-kind piece: its one variant holds 1, or 0 once sold. */
  oneOfAKind: { sold: boolean } | null;
}

export const paiseOr = (rupees: number | null | undefined, fallback: number | null) =>
  rupees === undefined ? fallback : rupees === null ? null : toPaise(rupees);

const storedAsInput = (variant: StoredVariant): ProductVariantInput => ({
  id: variant.id,
  optionValues: variant.optionValues,
  sku: variant.sku,
  price: variant.pricePaise / 100,
  originalPrice: variant.originalPricePaise === null ? null : variant.originalPricePaise / 100,
  stockQuantity: variant.stockQuantity,
});

/**
 * The variant grid a write asks for. Without options it is the default variant, whose SKU, price,
 * original price and stock are the form's product fields; with options it is the form's variants
 * (else the stored ones), each missing price the product's.
 */
export function gridOf(input: ProductUpdateInput, base: GridBase): GridVariant[] {
  const oneUnit = (stock: number) => (base.oneOfAKind ? (base.oneOfAKind.sold ? 0 : 1) : stock);
  if (base.options.length === 0) {
    const given = input.variants?.[0];
    const stored = base.stored.find((variant) => Object.keys(variant.optionValues).length === 0);
    return [
      {
        optionValues: {},
        sku: input.sku !== undefined ? input.sku : (given?.sku ?? stored?.sku),
        pricePaise: paiseOr(input.price ?? given?.price, null) ?? stored?.pricePaise ?? base.pricePaise,
        originalPricePaise:
          input.originalPrice !== undefined
            ? paiseOr(input.originalPrice, null)
            : given?.originalPrice !== undefined
              ? paiseOr(given.originalPrice, null)
              : (stored?.originalPricePaise ?? base.originalPricePaise),
        stockQuantity: oneUnit(input.stockQuantity ?? given?.stockQuantity ?? stored?.stockQuantity ?? 0),
        image: given?.image,
      },
    ];
  }
  const variants: readonly ProductVariantInput[] =
    input.variants ??
    (base.stored.length > 0
      ? base.stored.map(storedAsInput)
      : optionCombinations(base.options).map((optionValues: OptionValues): ProductVariantInput => ({
          optionValues,
          sku: null,
          stockQuantity: 0,
        })));
  return variants.map((variant) => ({
    id: variant.id,
    optionValues: variant.optionValues,
    sku: variant.sku,
    pricePaise: paiseOr(variant.price, null) ?? base.pricePaise,
    originalPricePaise: paiseOr(variant.originalPrice, base.originalPricePaise),
    stockQuantity: oneUnit(variant.stockQuantity),
    image: variant.image,
  }));
}

/** The rules tying the fields together, checked against what is stored for the fields not sent. */
export function assertVariantRules(input: Parameters<typeof productVariantProblems>[0]): void {
  const problems = productVariantProblems(input);
  const [first] = problems;
  if (first) throw new AppError(422, 'VALIDATION_FAILED', first.message, problems);
}

/** `LAC-1`, or the first eight characters of the id: the stem of the SKUs the shop makes. */
export const skuStem = (id: string, sku: string | null | undefined) => sku || id.slice(0, 8).toUpperCase();

async function productAfterWrite(db: Db, id: string): Promise<Product> {
  // This server's next read shows the change, without waiting for the database's notification.
  catalogChanged(db);
  const product = await getProductById(db, id, { includeInactive: true });
  if (!product) throw new Error('product not found after writing');
  return product;
}

/** The row of a new product (its variants are written after it; the default one by trigger). */
export function newProductColumns(
  input: ProductCreateInput,
  { categoryId, slug }: { categoryId: string; slug: string },
): typeof products.$inferInsert {
  return {
    name: input.name,
    slug,
    description: input.description,
    pricePaise: toPaise(input.price),
    originalPricePaise:
      input.originalPrice === undefined || input.originalPrice === null ? null : toPaise(input.originalPrice),
    categoryId,
    stockQuantity: input.stockQuantity,
    isFeatured: input.isFeatured ?? false,
    isNew: input.isNew ?? false,
    isActive: input.isActive ?? true,
    tags: input.tags ?? [],
    sku: input.sku ?? null,
    options: storedOptions([], input.options ?? []),
    ...handmadeColumns(input),
    ...gstRuleColumns(input, null, null),
    ...productTranslationColumns(
      productTranslationsAfter({}, input.translations, input.personalisation?.label ?? null),
    ),
  };
}

/**
 * Writes a new product in the caller's transaction and answers its id. `slug` is the one an import
 * names (checked free by the caller); else one is made from the name.
 */
export async function insertProduct(tx: Db, input: ProductCreateInput, slug?: string): Promise<string> {
  const categoryId = await categoryIdOf(tx, input.category);
  const sku = input.sku ?? null;
  await assertSkuFree(tx, sku);
  const imageIds = await imageIdsOf(tx, input.image, input.images ?? []);
  const [row] = await tx
    .insert(products)
    .values(
      newProductColumns(input, {
        categoryId,
        slug: slug ?? (await uniqueSlug(tx, 'products', input.name, 'product')),
      }),
    )
    .returning({ id: products.id });
  if (!row) throw new Error('product not written');
  await replaceImages(tx, row.id, imageIds);
  const options = input.options ?? [];
  const grid = gridOf(input, {
    options,
    // A product without options was given its default variant by the insert's trigger.
    stored: await liveVariants(tx, row.id),
    pricePaise: toPaise(input.price),
    originalPricePaise: paiseOr(input.originalPrice, null),
    oneOfAKind: input.isOneOfAKind ? { sold: false } : null,
  });
  await writeVariants(tx, { id: row.id, skuStem: skuStem(row.id, sku), options }, grid);
  return row.id;
}

export async function createProduct(db: Db, input: ProductCreateInput): Promise<Product> {
  const id = await withSlugRetry('products_slug_unique', () =>
    db.transaction((tx) => insertProduct(tx, input)).catch(skuRace(input.sku)),
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

/** What a change reads of the stored product besides its variants. */
export const CURRENT_PRODUCT_COLUMNS = {
  slug: products.slug,
  sku: products.sku,
  options: products.options,
  pricePaise: products.pricePaise,
  originalPricePaise: products.originalPricePaise,
  isOneOfAKind: products.isOneOfAKind,
  soldAt: products.soldAt,
  madeToOrder: products.madeToOrder,
  leadTimeDays: products.leadTimeDays,
  gstRate: products.gstRate,
  gstSlabUpToPaise: products.gstSlabUpToPaise,
  gstRateAbove: products.gstRateAbove,
  translations: products.translations,
  personalisationLabel: products.personalisationLabel,
};

export interface CurrentProduct extends StoredGstRule {
  slug: string;
  translations: StoredTranslations<ProductTranslationField>;
  /** Its note's label; its Hindi one goes with it. */
  personalisationLabel: string | null;
  sku: string | null;
  options: StoredOption[];
  pricePaise: number;
  originalPricePaise: number | null;
  isOneOfAKind: boolean;
  soldAt: Date | null;
  madeToOrder: boolean;
  leadTimeDays: number | null;
}

/**
 * The part of a change decided without the database: the variant rules checked against what is
 * stored for the fields not sent, the plain columns sent (not slug, category or SKU, which need
 * reads), and the variant grid when a field it is built from was sent.
 */
export function plannedChange(
  id: string,
  input: ProductUpdateInput,
  current: CurrentProduct,
  stored: StoredVariant[],
): {
  changes: Partial<typeof products.$inferInsert>;
  options: ProductOption[];
  variants: { skuStem: string; grid: GridVariant[] } | null;
} {
  // Options are sent whole; their Hindi left out is kept (decision 074), and checked as kept.
  const options = input.options ? storedOptions(current.options, input.options) : current.options;
  const isOneOfAKind = input.isOneOfAKind ?? current.isOneOfAKind;
  assertVariantRules({
    options,
    variants: input.variants ?? stored,
    checkValuesSold: input.options !== undefined || input.variants !== undefined,
    stockQuantity: input.stockQuantity,
    isOneOfAKind,
    madeToOrder: input.madeToOrder ?? current.madeToOrder,
    leadTimeDays: input.leadTimeDays === undefined ? current.leadTimeDays : input.leadTimeDays,
  });
  const changes: Partial<typeof products.$inferInsert> = {
    ...handmadeColumns(input),
    ...gstRuleColumns(input, current, null),
  };
  if (input.options !== undefined) changes.options = options;
  if (input.name !== undefined) changes.name = input.name;
  if (input.description !== undefined) changes.description = input.description;
  if (input.isFeatured !== undefined) changes.isFeatured = input.isFeatured;
  if (input.isNew !== undefined) changes.isNew = input.isNew;
  if (input.isActive !== undefined) changes.isActive = input.isActive;
  if (input.tags !== undefined) changes.tags = input.tags;
  // The note's label after the write: its Hindi goes with it, so removing the note writes the Hindi.
  const noteLabel =
    input.personalisation === undefined
      ? current.personalisationLabel
      : (input.personalisation?.label ?? null);
  if (
    input.translations !== undefined ||
    (noteLabel === null && current.translations.hi?.personalisationLabel)
  ) {
    Object.assign(
      changes,
      productTranslationColumns(
        productTranslationsAfter(current.translations, input.translations, noteLabel),
      ),
    );
  }
  const gridFields = [
    input.options,
    input.variants,
    input.price,
    input.originalPrice,
    input.stockQuantity,
    input.sku,
    input.isOneOfAKind,
  ];
  if (gridFields.every((field) => field === undefined)) return { changes, options, variants: null };
  const grid = gridOf(input, {
    options,
    stored,
    pricePaise: paiseOr(input.price, null) ?? current.pricePaise,
    originalPricePaise: paiseOr(input.originalPrice, current.originalPricePaise),
    oneOfAKind: isOneOfAKind ? { sold: current.soldAt !== null } : null,
  });
  const sku = input.sku === undefined ? current.sku : input.sku;
  return { changes, options, variants: { skuStem: skuStem(id, sku), grid } };
}

/**
 * Changes the fields sent, in the caller's transaction; a new name gets a new slug (and the old one
 * keeps leading here), unless `keepSlug` (an import names products by their slug).
 */
export async function changeProduct(
  tx: Db,
  id: string,
  input: ProductUpdateInput,
  { keepSlug = false } = {},
): Promise<void> {
  const [current] = await tx
    .select(CURRENT_PRODUCT_COLUMNS)
    .from(products)
    .where(eq(products.id, id))
    .for('update');
  if (!current) throw notFound(PRODUCT_NOT_FOUND);
  const stored = await liveVariants(tx, id);
  const { changes, options, variants } = plannedChange(id, input, current, stored);
  if (input.name !== undefined && !keepSlug) {
    const slug = await slugAfterRename(tx, id, current.slug, input.name);
    if (slug) changes.slug = slug;
  }
  if (input.category !== undefined) changes.categoryId = await categoryIdOf(tx, input.category);
  if (input.sku !== undefined) {
    await assertSkuFree(tx, input.sku, id);
    changes.sku = input.sku;
  }
  const imageIds =
    input.image !== undefined || input.images !== undefined
      ? await imageIdsOf(tx, input.image, input.images ?? [])
      : null;
  changes.updatedAt = new Date();
  await tx.update(products).set(changes).where(eq(products.id, id));
  if (imageIds) await replaceImages(tx, id, imageIds);
  if (variants) await writeVariants(tx, { id, skuStem: variants.skuStem, options }, variants.grid);
}

/** Changes the fields sent; a new name gets a new slug, and the old one keeps leading here. */
export async function updateProduct(db: Db, id: string, input: ProductUpdateInput): Promise<Product> {
  await withSlugRetry('products_slug_unique', () =>
    db.transaction((tx) => changeProduct(tx, id, input)).catch(skuRace(input.sku)),
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
  // In a transaction: the activity log records the removal in it (issue 29).
  const deleted = await db.transaction((tx) =>
    tx.delete(products).where(eq(products.id, id)).returning({ id: products.id }),
  );
  if (deleted.length === 0) throw notFound(PRODUCT_NOT_FOUND);
  catalogChanged(db);
  return product;
}
