import { randomUUID } from 'node:crypto';
import { and, asc, inArray, isNull, sql } from 'drizzle-orm';
import {
  imageIdOfUrl,
  productImageUrls,
  type ProductCreateInput,
  type ProductUpdateInput,
} from '@shop/domain';
import type { Db } from '../../../db/client.js';
import { categories, productImages, products, productVariants } from '../tables.js';
import { orderItems } from '../../orders/tables.js';
import { heldImageIds as imagesHeldOf } from '../../images/index.js';
import { refreshPlannerStatistics } from '../../../db/planner-statistics.js';
import {
  chunksOf,
  ROWS_PER_STATEMENT,
  updateFromValues,
  type RowChange,
} from '../../../db/update-from-values.js';
import {
  categoryNotFound,
  CURRENT_PRODUCT_COLUMNS,
  gridOf,
  imageIdsOfForm,
  imagesNotFound,
  newProductColumns,
  paiseOr,
  plannedChange,
  skuStem,
  toPaise,
  type CurrentProduct,
} from './product-service.js';
import {
  planVariants,
  removeVariants,
  skuTaken,
  storedVariantColumns,
  variantColumns,
  variantImageNotFound,
  type PlannedVariant,
  type StoredVariant,
} from './variant-writer.js';

/**
 * The products import's bulk apply (decision 039): every product of a file is first decided in the
 * process, with the same rules, in the same order and with the same messages as the product
 * service's `insertProduct` / `changeProduct` (their pure parts are shared, their reads are made
 * once for the whole file), then written with a few set-based statements per table. A file's
 * products are judged in file order, as if written one after another: a SKU an earlier product of
 * the file took, or let go of, counts for the later ones.
 */

/** A stored product a handle names: what a change reads of it, and its live variants. */
export interface StoredProduct {
  id: string;
  current: CurrentProduct;
  variants: StoredVariant[];
}

/** The stored products the handles name, each with its live variants in their order. */
export async function storedProducts(db: Db, handles: string[]): Promise<Map<string, StoredProduct>> {
  const found = new Map<string, StoredProduct>();
  const byId = new Map<string, StoredProduct>();
  for (const chunk of chunksOf(handles)) {
    const rows = await db
      .select({ id: products.id, ...CURRENT_PRODUCT_COLUMNS })
      .from(products)
      .where(inArray(products.slug, chunk))
      .for('update');
    for (const { id, ...current } of rows) {
      const product = { id, current, variants: [] };
      found.set(current.slug, product);
      byId.set(id, product);
    }
  }
  for (const chunk of chunksOf([...byId.keys()])) {
    const variants = await db
      .select({ productId: productVariants.productId, ...storedVariantColumns })
      .from(productVariants)
      .where(and(inArray(productVariants.productId, chunk), isNull(productVariants.archivedAt)))
      .orderBy(asc(productVariants.position), asc(productVariants.createdAt), asc(productVariants.id));
    for (const { productId, ...variant } of variants) byId.get(productId)?.variants.push(variant);
  }
  return found;
}

/** A product decided and ready to write. */
export interface ProductWrite {
  id: string;
  /** A new product's row; null for a stored product. */
  insert: typeof products.$inferInsert | null;
  changes: Partial<typeof products.$inferInsert> | null;
  imageIds: string[] | null;
  variants: { rows: (PlannedVariant & { imageId: string | null })[]; removed: StoredVariant[] } | null;
}

/** What the checks read once for the whole file, and what its earlier products took or let go. */
export interface ImportLookups {
  /** The trial planning (see `trialLookups`). */
  trial: boolean;
  categoryIds: Map<string, string>;
  heldImages: Set<string>;
  /** products.sku → product id. */
  productSkuOwners: Map<string, string>;
  /** upper(variant SKU) → its product and whether it is archived. */
  variantSkuOwners: Map<string, { productId: string; archived: boolean }>;
  /** Variants an order holds (removed: archived, their SKU stays taken). */
  orderedVariants: Set<string>;
  claimedProductSkus: Map<string, string>;
  releasedProductSkus: Set<string>;
  claimedVariantSkus: Map<string, string>;
  releasedVariantSkus: Set<string>;
}

/** The default variant the insert trigger gives a product without options (migration 0005). */
const TRIGGER_DEFAULT = 'trigger-default';
function triggerDefault(id: string, row: typeof products.$inferInsert): StoredVariant {
  return {
    id: TRIGGER_DEFAULT,
    sku: row.sku?.trim() || id.slice(0, 8).toUpperCase(),
    optionValues: {},
    pricePaise: row.pricePaise,
    originalPricePaise: row.originalPricePaise ?? null,
    stockQuantity: row.stockQuantity ?? 0,
    imageId: null,
  };
}

/** `assertSkuFree`, against the file's earlier products and the stored ones. */
function checkProductSku(lookups: ImportLookups, sku: string | null | undefined, id: string): void {
  if (!sku || lookups.trial) return;
  const claimed = lookups.claimedProductSkus.get(sku);
  const owner = lookups.productSkuOwners.get(sku);
  const taken =
    (claimed !== undefined && claimed !== id) ||
    (claimed === undefined && owner !== undefined && owner !== id && !lookups.releasedProductSkus.has(sku));
  if (taken) throw skuTaken(sku);
}

/** `assertSkusFree`: another product's variant, or an archived one, holds none of the SKUs. */
function checkVariantSkus(
  lookups: ImportLookups,
  skus: readonly string[],
  id: string,
  named: (sku: string) => string = (sku) => sku,
): void {
  if (lookups.trial) return;
  for (const sku of skus) {
    const upper = sku.toUpperCase();
    const claimed = lookups.claimedVariantSkus.get(upper);
    const owner = lookups.variantSkuOwners.get(upper);
    const ownerTakes =
      owner !== undefined &&
      (owner.archived || owner.productId !== id) &&
      !lookups.releasedVariantSkus.has(upper);
    if ((claimed !== undefined && claimed !== id) || (claimed === undefined && ownerTakes)) {
      throw skuTaken(named(sku));
    }
  }
}

/** Whether the shop holds the picture; the trial notes it and takes it as held. */
function imageHeld(lookups: ImportLookups, id: string): boolean {
  if (!lookups.trial) return lookups.heldImages.has(id);
  if (id) lookups.heldImages.add(id);
  return true;
}

function categoryIdOf(lookups: ImportLookups, slug: string): string {
  const id = lookups.trial ? 'trial' : lookups.categoryIds.get(slug.toLowerCase());
  if (!id) throw categoryNotFound();
  return id;
}

function heldImageIds(lookups: ImportLookups, ids: string[]): string[] {
  const held = new Set(ids.filter((id) => imageHeld(lookups, id)));
  if (held.size !== ids.length) throw imagesNotFound();
  return ids;
}

function plannedVariants(
  lookups: ImportLookups,
  product: { id: string; skuStem: string; options: ProductCreateInput['options'] & {} },
  stored: StoredVariant[],
  grid: ReturnType<typeof gridOf>,
): NonNullable<ProductWrite['variants']> {
  const { rows, removed } = planVariants(product, stored, grid);
  checkVariantSkus(
    lookups,
    rows.map((row) => row.sku),
    product.id,
  );
  return {
    removed,
    rows: rows.map((planned, index) => {
      const { row, target } = planned;
      if (row.image === undefined) return { ...planned, imageId: target?.imageId ?? null };
      if (!row.image) return { ...planned, imageId: null };
      const imageId = imageIdOfUrl(row.image);
      if (!imageId || !imageHeld(lookups, imageId)) throw variantImageNotFound(index);
      return { ...planned, imageId };
    }),
  };
}

/** `insertProduct`'s checks and rows, without writing. */
function planInsert(
  lookups: ImportLookups,
  input: ProductCreateInput,
  slug: string,
  id: string,
): ProductWrite {
  const categoryId = categoryIdOf(lookups, input.category);
  checkProductSku(lookups, input.sku ?? null, id);
  // A hidden product from a file may wait for its pictures (the import reports it); a shown one
  // needs one, as in the product form.
  const waitsForPictures =
    input.isActive === false && productImageUrls(input.image, input.images ?? []).length === 0;
  const imageIds = waitsForPictures
    ? []
    : heldImageIds(lookups, imageIdsOfForm(input.image, input.images ?? []));
  const row = { id, ...newProductColumns(input, { categoryId, slug }) };
  const options = input.options ?? [];
  const stored = options.length === 0 ? [triggerDefault(id, row)] : [];
  // The trigger's insert runs into a taken SKU first; the index names it upper-cased.
  checkVariantSkus(
    lookups,
    stored.map((variant) => variant.sku),
    id,
    (sku) => sku.toUpperCase(),
  );
  const grid = gridOf(input, {
    options,
    stored,
    pricePaise: toPaise(input.price),
    originalPricePaise: paiseOr(input.originalPrice, null),
    oneOfAKind: input.isOneOfAKind ? { sold: false } : null,
  });
  const variants = plannedVariants(lookups, { id, skuStem: skuStem(id, row.sku), options }, stored, grid);
  return { id, insert: row, changes: null, imageIds, variants };
}

/** `changeProduct`'s checks and changes (the slug kept: an import names products by it). */
function planChange(lookups: ImportLookups, input: ProductUpdateInput, stored: StoredProduct): ProductWrite {
  const { id, current } = stored;
  const { changes, options, variants } = plannedChange(id, input, current, stored.variants);
  if (input.category !== undefined) {
    changes.categoryId = categoryIdOf(lookups, input.category);
  }
  if (input.sku !== undefined) {
    checkProductSku(lookups, input.sku, id);
    changes.sku = input.sku;
  }
  const imageIds =
    input.image !== undefined || input.images !== undefined
      ? heldImageIds(lookups, imageIdsOfForm(input.image, input.images ?? []))
      : null;
  changes.updatedAt = new Date();
  return {
    id,
    insert: null,
    changes,
    imageIds,
    variants: variants
      ? plannedVariants(lookups, { id, skuStem: variants.skuStem, options }, stored.variants, variants.grid)
      : null,
  };
}

/**
 * Decides one product of the file, throwing the product service's first problem; on success the
 * SKUs it takes and lets go of count for the file's later products.
 */
export function planProductWrite(
  lookups: ImportLookups,
  input: ProductCreateInput | ProductUpdateInput,
  target: { stored: StoredProduct } | { slug: string; id: string },
): ProductWrite {
  const write =
    'stored' in target
      ? planChange(lookups, input, target.stored)
      : planInsert(lookups, input as ProductCreateInput, target.slug, target.id);
  if (lookups.trial) return write;
  const before = 'stored' in target ? target.stored.current.sku : null;
  const after = write.insert ? (write.insert.sku ?? null) : (write.changes?.sku ?? before);
  if (before && before !== after) lookups.releasedProductSkus.add(before);
  if (after) lookups.claimedProductSkus.set(after, write.id);
  for (const variant of write.variants?.removed ?? []) {
    if (!lookups.orderedVariants.has(variant.id)) lookups.releasedVariantSkus.add(variant.sku.toUpperCase());
  }
  for (const row of write.variants?.rows ?? [])
    lookups.claimedVariantSkus.set(row.sku.toUpperCase(), write.id);
  return write;
}

const emptyLookups = (): ImportLookups => ({
  trial: false,
  categoryIds: new Map(),
  heldImages: new Set(),
  productSkuOwners: new Map(),
  variantSkuOwners: new Map(),
  orderedVariants: new Set(),
  claimedProductSkus: new Map(),
  releasedProductSkus: new Set(),
  claimedVariantSkus: new Map(),
  releasedVariantSkus: new Set(),
});

/** What the trial planning of the file named, to read it once. */
export interface WantedLookups {
  imageIds: Set<string>;
  productSkus: Set<string>;
  variantSkus: Set<string>;
  removed: Set<string>;
}

/** What a trial planning wants read, from the pictures it noted and the writes it planned. */
export function wantedBy(trial: ImportLookups, writes: readonly ProductWrite[]): WantedLookups {
  const wanted: WantedLookups = {
    imageIds: trial.heldImages,
    productSkus: new Set(),
    variantSkus: new Set(),
    removed: new Set(),
  };
  for (const write of writes) {
    const sku = write.insert ? write.insert.sku : write.changes?.sku;
    if (sku) wanted.productSkus.add(sku);
    for (const row of write.variants?.rows ?? []) wanted.variantSkus.add(row.sku.toUpperCase());
    for (const variant of write.variants?.removed ?? []) wanted.removed.add(variant.id);
  }
  return wanted;
}

/** Reads once, for the whole file, what the product service reads per product. */
export async function readLookups(db: Db, wanted: WantedLookups): Promise<ImportLookups> {
  const lookups = emptyLookups();
  // The shop's categories are few: all of them, by slug.
  for (const row of await db.select({ id: categories.id, slug: categories.slug }).from(categories)) {
    lookups.categoryIds.set(row.slug, row.id);
  }
  for (const chunk of chunksOf([...wanted.imageIds])) {
    for (const id of await imagesHeldOf(db, chunk)) lookups.heldImages.add(id);
  }
  for (const chunk of chunksOf([...wanted.productSkus])) {
    const rows = await db
      .select({ id: products.id, sku: products.sku })
      .from(products)
      .where(inArray(products.sku, chunk));
    for (const row of rows) if (row.sku) lookups.productSkuOwners.set(row.sku, row.id);
  }
  for (const chunk of chunksOf([...wanted.variantSkus])) {
    const rows = await db
      .select({
        sku: productVariants.sku,
        productId: productVariants.productId,
        archivedAt: productVariants.archivedAt,
      })
      .from(productVariants)
      .where(inArray(sql`upper(${productVariants.sku})`, chunk));
    for (const row of rows) {
      lookups.variantSkuOwners.set(row.sku.toUpperCase(), {
        productId: row.productId,
        archived: row.archivedAt !== null,
      });
    }
  }
  for (const chunk of chunksOf([...wanted.removed])) {
    const rows = await db
      .selectDistinct({ id: orderItems.variantId })
      .from(orderItems)
      .where(inArray(orderItems.variantId, chunk));
    for (const row of rows) if (row.id) lookups.orderedVariants.add(row.id);
  }
  return lookups;
}

/**
 * The lookups of the trial planning, which learns what to read: every category and picture is
 * taken as found (and the pictures noted) and no SKU is checked.
 */
export function trialLookups(): ImportLookups {
  return { ...emptyLookups(), trial: true };
}

/** Whether the trigger's default variant already is what the plan asks for. */
const sameAsTriggerDefault = (
  row: PlannedVariant & { imageId: string | null },
  made: StoredVariant,
): boolean =>
  row.sku === made.sku &&
  row.position === 0 &&
  row.row.pricePaise === made.pricePaise &&
  row.row.originalPricePaise === made.originalPricePaise &&
  row.row.stockQuantity === made.stockQuantity &&
  row.imageId === null;

/**
 * Writes the planned products with a few statements per table. The order lets a SKU move the way
 * the file's order allows: variants left out go first, then stored products and their variants
 * change, and only then are new products and variants added. Row triggers (search document,
 * roll-up, default variant) fire per row as for single writes; a product's row changes before its
 * variants, so their roll-up reads its new one-of-a-kind flag.
 */
export async function writeProducts(db: Db, writes: readonly ProductWrite[]): Promise<void> {
  await removeVariants(
    db,
    writes.flatMap((write) => (write.variants?.removed ?? []).map((variant) => variant.id)),
  );
  await updateFromValues(
    db,
    products,
    products.id,
    writes.flatMap((write): RowChange[] => (write.changes ? [{ key: write.id, set: write.changes }] : [])),
  );
  const changed: RowChange[] = [];
  const defaults: RowChange[] = [];
  const added: (typeof productVariants.$inferInsert)[] = [];
  for (const write of writes) {
    for (const planned of write.variants?.rows ?? []) {
      const columns = variantColumns(planned, planned.imageId);
      if (!planned.target) added.push({ productId: write.id, ...columns });
      else if (planned.target.id !== TRIGGER_DEFAULT) changed.push({ key: planned.target.id, set: columns });
      else if (!sameAsTriggerDefault(planned, planned.target)) defaults.push({ key: write.id, set: columns });
    }
  }
  await updateFromValues(db, productVariants, productVariants.id, changed);

  const inserts = writes.flatMap((write) => (write.insert ? [write.insert] : []));
  for (const [index, chunk] of chunksOf(inserts).entries()) {
    await db.insert(products).values(chunk);
    // Statistics taken of a near-empty catalogue (a new shop's first import) make the triggers'
    // queries scan whole tables as they grow: 2.6 s became 7.8 s for the bench's file on PGlite.
    // Read afresh once the first chunk is in, they are planned for what the file is making.
    if (index === 0 && inserts.length + added.length > ROWS_PER_STATEMENT) await refreshPlannerStatistics(db);
  }
  const replaced = writes.filter((write) => write.imageIds && !write.insert).map((write) => write.id);
  for (const chunk of chunksOf(replaced)) {
    await db.delete(productImages).where(inArray(productImages.productId, chunk));
  }
  const pictures = writes.flatMap((write) =>
    (write.imageIds ?? []).map((imageId, position) => ({ productId: write.id, imageId, position })),
  );
  for (const chunk of chunksOf(pictures)) await db.insert(productImages).values(chunk);
  await updateFromValues(
    db,
    productVariants,
    productVariants.productId,
    defaults,
    sql`${productVariants.archivedAt} is null and ${productVariants.optionValues} = '{}'::jsonb`,
  );
  for (const chunk of chunksOf(added)) await db.insert(productVariants).values(chunk);
}

/** A new product's id, made here so that its made SKUs are known before it is written. */
export const newProductId = () => randomUUID();
