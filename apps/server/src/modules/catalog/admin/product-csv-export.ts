import { asc, eq, isNull } from 'drizzle-orm';
import { CSV_LIST_SEPARATOR, ownText, PRODUCT_CSV_COLUMNS, type OptionValues } from '@shop/domain';
import type { Db } from '../../../db/client.js';
import { categories, productImages, products, productVariants, type StoredOption } from '../tables.js';
import { CSV_BOM, csvRow } from '../../../lib/csv.js';
import { imageUrl } from '../../images/index.js';
import { storedVariantColumns } from './variant-writer.js';

/**
 * The products spreadsheet (decision 039): every product, one row per live variant, in the columns
 * of PRODUCT_CSV_COLUMNS. Product columns repeat on each of a product's rows, so a spreadsheet
 * sorted or filtered by any column still reads right; the import reads what it writes.
 */

/** 1499 or 1499.50: rupees as a person types them. */
export function rupeesCell(paise: number | null): string {
  if (paise === null) return '';
  return paise % 100 === 0 ? String(paise / 100) : (paise / 100).toFixed(2);
}

const yesNo = (value: boolean) => (value ? 'yes' : 'no');

type ProductRow = Awaited<ReturnType<typeof readProducts>>[number];
type VariantRow = Awaited<ReturnType<typeof readVariants>>[number];

function readProducts(db: Db) {
  return db
    .select({
      id: products.id,
      slug: products.slug,
      name: products.name,
      description: products.description,
      category: categories.slug,
      isActive: products.isActive,
      isFeatured: products.isFeatured,
      isNew: products.isNew,
      tags: products.tags,
      options: products.options,
      isOneOfAKind: products.isOneOfAKind,
      madeToOrder: products.madeToOrder,
      leadTimeDays: products.leadTimeDays,
      personalisationLabel: products.personalisationLabel,
      personalisationMaxLength: products.personalisationMaxLength,
      craft: products.craft,
      material: products.material,
      origin: products.origin,
      artisan: products.artisan,
      care: products.care,
      translations: products.translations,
      countryOfOrigin: products.countryOfOrigin,
      returnable: products.returnable,
      hsnCode: products.hsnCode,
      gstRate: products.gstRate,
      gstSlabUpToPaise: products.gstSlabUpToPaise,
      gstRateAbove: products.gstRateAbove,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .orderBy(asc(products.createdAt), asc(products.id));
}

function readVariants(db: Db) {
  return db
    .select({ productId: productVariants.productId, ...storedVariantColumns })
    .from(productVariants)
    .where(isNull(productVariants.archivedAt))
    .orderBy(
      productVariants.productId,
      productVariants.position,
      productVariants.createdAt,
      productVariants.id,
    );
}

function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const list = groups.get(key(row));
    if (list) list.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

export type Cells = Record<string, string | number | null>;

function optionCells(options: readonly StoredOption[], values: OptionValues): Cells {
  const cells: Cells = {};
  for (const n of [1, 2, 3]) {
    const option = options[n - 1];
    const value = option ? values[option.name] : undefined;
    const hindi = option?.translations?.hi;
    cells[`option${n}_name`] = option?.name ?? null;
    cells[`option${n}_name_hi`] = hindi?.name ?? null;
    cells[`option${n}_value`] = value ?? null;
    cells[`option${n}_value_hi`] = value === undefined ? null : (ownText(hindi?.values, value) ?? null);
  }
  return cells;
}

function productCells(product: ProductRow, imageIds: readonly string[]): Cells {
  return {
    handle: product.slug,
    name: product.name,
    description: product.description,
    category: product.category,
    active: yesNo(product.isActive),
    featured: yesNo(product.isFeatured),
    new: yesNo(product.isNew),
    tags: product.tags.join(CSV_LIST_SEPARATOR),
    images: imageIds.map((id) => imageUrl(id)).join(CSV_LIST_SEPARATOR),
    one_of_a_kind: yesNo(product.isOneOfAKind),
    made_to_order: yesNo(product.madeToOrder),
    lead_time_days: product.leadTimeDays,
    personalisation_label: product.personalisationLabel,
    personalisation_max_length: product.personalisationLabel ? product.personalisationMaxLength : null,
    craft: product.craft,
    material: product.material,
    origin: product.origin,
    artisan: product.artisan,
    care: product.care,
    name_hi: product.translations.hi?.name ?? null,
    description_hi: product.translations.hi?.description ?? null,
    care_hi: product.translations.hi?.care ?? null,
    personalisation_label_hi: product.translations.hi?.personalisationLabel ?? null,
    craft_hi: product.translations.hi?.craft ?? null,
    material_hi: product.translations.hi?.material ?? null,
    origin_hi: product.translations.hi?.origin ?? null,
    artisan_hi: product.translations.hi?.artisan ?? null,
    country_of_origin: product.countryOfOrigin,
    returnable: yesNo(product.returnable),
    hsn_code: product.hsnCode,
    gst_rate: product.gstRate,
    gst_slab_up_to: rupeesCell(product.gstSlabUpToPaise),
    gst_rate_above: product.gstRateAbove,
  };
}

function variantCells(variant: VariantRow): Cells {
  return {
    sku: variant.sku,
    price: rupeesCell(variant.pricePaise),
    original_price: rupeesCell(variant.originalPricePaise),
    stock: variant.stockQuantity,
    variant_image: variant.imageId ? imageUrl(variant.imageId) : null,
  };
}

/** Every product's rows as cells by column, by the product's handle, in the export's order. */
export async function exportedRowsByHandle(db: Db): Promise<Map<string, Cells[]>> {
  // One after another, not side by side: the import reads these inside its transaction, whose one
  // connection node-postgres only queues a second query on with a deprecation (refused from pg 9).
  const productRows = await readProducts(db);
  const variantRows = await readVariants(db);
  const imageRows = await db
    .select({ productId: productImages.productId, imageId: productImages.imageId })
    .from(productImages)
    .orderBy(productImages.productId, productImages.position);
  const variantsOf = groupBy(variantRows, (row) => row.productId);
  const imagesOf = groupBy(imageRows, (row) => row.productId);
  const byHandle = new Map<string, Cells[]>();
  for (const product of productRows) {
    const cells = productCells(
      product,
      (imagesOf.get(product.id) ?? []).map((row) => row.imageId),
    );
    byHandle.set(
      product.slug,
      (variantsOf.get(product.id) ?? []).map((variant) => ({
        ...cells,
        ...optionCells(product.options, variant.optionValues),
        ...variantCells(variant),
      })),
    );
  }
  return byHandle;
}

/** The whole file: a byte-order mark, the header, then each product's variants. */
export async function exportProductsCsv(db: Db): Promise<string> {
  const lines = [CSV_BOM, csvRow(PRODUCT_CSV_COLUMNS.map((column) => column.name))];
  for (const rows of (await exportedRowsByHandle(db)).values()) {
    for (const row of rows) lines.push(csvRow(PRODUCT_CSV_COLUMNS.map((column) => row[column.name])));
  }
  return lines.join('');
}
