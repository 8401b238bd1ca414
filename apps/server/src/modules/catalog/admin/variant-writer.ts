import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  combinationKey,
  imageIdOfUrl,
  skuStemOfVariants,
  variantSku,
  type OptionValues,
  type ProductOption,
} from '@shop/domain';
import type { Db } from '../../../db/client.js';
import { productVariants } from '../tables.js';
import { cartItems } from '../../cart/tables.js';
import { orderItems } from '../../orders/tables.js';
import { imageIsHeld } from '../../images/index.js';
import { conflict, invalidField } from '../../../lib/errors.js';
import { violatedConstraint } from './write-helpers.js';

/**
 * Writes a product's variant grid (decision 024): variants named by id are changed, new ones are
 * inserted (a missing SKU is made from the product's), and live variants left out are deleted when
 * no order holds them, else archived so past orders keep their line. Runs in the caller's
 * transaction; the product's price and stock follow by trigger.
 */

/** One row of the grid as the product form's rules left it, prices in paise. */
export interface GridVariant {
  id?: string | undefined;
  optionValues: OptionValues;
  sku?: string | null | undefined;
  pricePaise: number;
  originalPricePaise: number | null;
  stockQuantity: number;
  /** An image URL of the shop, null for none, undefined to keep the variant's. */
  image?: string | null | undefined;
}

export interface StoredVariant {
  id: string;
  sku: string;
  optionValues: OptionValues;
  pricePaise: number;
  originalPricePaise: number | null;
  stockQuantity: number;
  imageId: string | null;
}

const SKU_INDEX = 'product_variants_sku_upper_unique';

export const skuTaken = (sku: string) => {
  const message = `SKU ${sku} is already used by another product`;
  return conflict(message, [{ field: 'sku', message }]);
};

/** The SKU a write ran into the SKU index with, from the driver's detail; undefined for other errors. */
export function skuOfViolation(error: unknown): string | undefined {
  const constraint = violatedConstraint(error);
  if (constraint !== SKU_INDEX && constraint !== 'upper') return undefined;
  for (let current: unknown = error, depth = 0; current && depth < 4; depth += 1) {
    const detail = (current as { detail?: unknown }).detail;
    const sku = typeof detail === 'string' ? /\)=\((.*)\) already exists/.exec(detail)?.[1] : undefined;
    if (sku) return sku;
    current = (current as { cause?: unknown }).cause;
  }
  return '';
}

/** The columns a stored variant is read with, here, by the bulk write and by the CSV export. */
export const storedVariantColumns = {
  id: productVariants.id,
  sku: productVariants.sku,
  optionValues: productVariants.optionValues,
  pricePaise: productVariants.pricePaise,
  originalPricePaise: productVariants.originalPricePaise,
  stockQuantity: productVariants.stockQuantity,
  imageId: productVariants.imageId,
};

/** The live variants of a product, in their order. */
export async function liveVariants(db: Db, productId: string): Promise<StoredVariant[]> {
  return db
    .select(storedVariantColumns)
    .from(productVariants)
    .where(and(eq(productVariants.productId, productId), isNull(productVariants.archivedAt)))
    .orderBy(productVariants.position, productVariants.createdAt, productVariants.id);
}

/** `KURTI-M-INDIGO`: the product's SKU (else its id's start) and the values, letters and digits. */
export function madeSku(stem: string, options: readonly ProductOption[], values: OptionValues): string {
  return variantSku(stem, options, values);
}

/** Refuses SKUs another product's variant, or an archived one, already holds (case aside). */
async function assertSkusFree(db: Db, productId: string, skus: readonly string[]): Promise<void> {
  if (skus.length === 0) return;
  const upper = skus.map((sku) => sku.toUpperCase());
  const [taken] = await db
    .select({ sku: productVariants.sku })
    .from(productVariants)
    .where(
      and(
        inArray(sql`upper(${productVariants.sku})`, upper),
        sql`(${productVariants.productId} <> ${productId} or ${productVariants.archivedAt} is not null)`,
      ),
    )
    .limit(1);
  if (taken) throw skuTaken(skus.find((sku) => sku.toUpperCase() === taken.sku.toUpperCase()) ?? taken.sku);
}

export const variantImageNotFound = (index: number) =>
  invalidField(`variants.${index}.image`, 'This image was not found; please upload it again');

/** The image id of a variant's picture URL, checked to be an image the shop holds. */
async function imageIdOf(db: Db, url: string, index: number): Promise<string> {
  const id = imageIdOfUrl(url);
  if (!id || !(await imageIsHeld(db, id))) throw variantImageNotFound(index);
  return id;
}

/** Removes variants left out of the grid: archived when an order holds them, else deleted. */
export async function removeVariants(db: Db, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const ordered = await db
    .selectDistinct({ id: orderItems.variantId })
    .from(orderItems)
    .where(inArray(orderItems.variantId, [...ids]));
  const keep = new Set(ordered.map((row) => row.id));
  const archive = ids.filter((id) => keep.has(id));
  const drop = ids.filter((id) => !keep.has(id));
  if (drop.length) await db.delete(productVariants).where(inArray(productVariants.id, drop));
  if (archive.length) {
    // An archived variant is no longer for sale: carts let go of it, orders keep it.
    await db.delete(cartItems).where(inArray(cartItems.variantId, archive));
    await db
      .update(productVariants)
      .set({ archivedAt: new Date(), updatedAt: new Date() })
      .where(inArray(productVariants.id, archive));
  }
}

/** One grid row matched to the live variant it changes (none: a new one), with its SKU. */
export interface PlannedVariant {
  row: GridVariant;
  target: StoredVariant | undefined;
  sku: string;
  position: number;
}

/**
 * Matches `grid` to the product's live variants, in its order. `skuStem` makes the SKUs the grid
 * leaves blank. A grid row with an id must name a live variant of this product; one without takes
 * over the live variant of the same values, so regenerating a grid keeps ids and orders. Answers
 * the rows and the live variants left out (to remove).
 */
export function planVariants(
  product: { skuStem: string; options: readonly ProductOption[] },
  stored: readonly StoredVariant[],
  grid: readonly GridVariant[],
): { rows: PlannedVariant[]; removed: StoredVariant[] } {
  const byId = new Map(stored.map((variant) => [variant.id, variant]));
  const byValues = new Map(stored.map((variant) => [combinationKey(variant.optionValues), variant]));
  const used = new Set<string>();
  // A variant added later follows its siblings' SKUs (KS-CL-KUR-001-3XL beside KS-CL-KUR-001-M),
  // else the product's own SKU or its id's start.
  const stem = skuStemOfVariants(product.options, stored) ?? product.skuStem;
  const rows = grid.map((row, index) => {
    const target = row.id ? byId.get(row.id) : byValues.get(combinationKey(row.optionValues));
    if (row.id && !target) {
      throw invalidField(`variants.${index}.id`, 'This variant is not one of this product’s');
    }
    if (target && used.has(target.id)) {
      throw invalidField(`variants.${index}.optionValues`, 'This combination is listed twice');
    }
    if (target) used.add(target.id);
    const sku = row.sku?.trim() || target?.sku || madeSku(stem, product.options, row.optionValues);
    return { row, target, sku, position: index };
  });
  return { rows, removed: stored.filter((variant) => !used.has(variant.id)) };
}

/** The columns a planned variant is written with. */
export const variantColumns = (
  { row, sku, position }: Pick<PlannedVariant, 'row' | 'sku' | 'position'>,
  imageId: string | null,
) => ({
  sku,
  optionValues: row.optionValues,
  position,
  pricePaise: row.pricePaise,
  originalPricePaise: row.originalPricePaise,
  stockQuantity: row.stockQuantity,
  imageId,
  updatedAt: new Date(),
});

/** Makes the product's live variants exactly `grid` (see `planVariants`). */
export async function writeVariants(
  db: Db,
  product: { id: string; skuStem: string; options: readonly ProductOption[] },
  grid: readonly GridVariant[],
): Promise<void> {
  const { rows, removed } = planVariants(product, await liveVariants(db, product.id), grid);
  await assertSkusFree(
    db,
    product.id,
    rows.map((entry) => entry.sku),
  );
  await removeVariants(
    db,
    removed.map((variant) => variant.id),
  );
  try {
    for (const [index, { row, target, sku, position }] of rows.entries()) {
      const imageId =
        row.image === undefined
          ? (target?.imageId ?? null)
          : row.image
            ? await imageIdOf(db, row.image, index)
            : null;
      const values = variantColumns({ row, sku, position }, imageId);
      if (target) await db.update(productVariants).set(values).where(eq(productVariants.id, target.id));
      else await db.insert(productVariants).values({ productId: product.id, ...values });
    }
  } catch (error) {
    // A race with another admin's save, or SKUs swapped between two variants in one save.
    const sku = skuOfViolation(error);
    if (sku !== undefined) throw skuTaken(sku);
    throw error;
  }
}
