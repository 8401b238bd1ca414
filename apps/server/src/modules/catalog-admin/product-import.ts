import { and, inArray, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import {
  PRODUCT_CSV_COLUMNS,
  ProductCreateSchema,
  ProductUpdateSchema,
  type ImportProblem,
  type ProductImportResult,
} from '@shop/domain';
import type { Db } from '../../db/client.js';
import { products, productVariants } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { catalogChanged } from '../catalog/index.js';
import { readProductCsv } from './product-csv-read.js';
import { buildProduct, fieldPath, groupByHandle, type ExistingProduct } from './product-csv-rows.js';
import { changeProduct, insertProduct, skuRace } from './product-service.js';

/**
 * The products import (decision 039): every product of the file is written through the product
 * API's own schemas and service, each in a savepoint of one transaction, so that one bad product
 * does not hide the next one's problems. A dry run, or an apply with any problem, rolls the whole
 * transaction back; a clean apply commits once and tells the catalogue caches once.
 */

/** Thrown to roll the transaction back once every product has been tried. */
class RollBack extends Error {}

const COLUMN_ORDER = new Map(PRODUCT_CSV_COLUMNS.map((column, index) => [column.name, index]));

function sorted(problems: ImportProblem[]): ImportProblem[] {
  const seen = new Set<string>();
  return problems
    .filter((problem) => {
      const key = `${problem.line}\u0000${problem.column}\u0000${problem.message}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .sort(
      (a, b) => a.line - b.line || (COLUMN_ORDER.get(a.column) ?? -1) - (COLUMN_ORDER.get(b.column) ?? -1),
    );
}

/** The stored products the handles name, with their live variants' ids by SKU. */
async function existingProducts(db: Db, handles: string[]): Promise<Map<string, ExistingProduct>> {
  const found = new Map<string, ExistingProduct & { variantIdBySku: Map<string, string> }>();
  if (handles.length === 0) return found;
  const rows = await db
    .select({ id: products.id, slug: products.slug })
    .from(products)
    .where(inArray(products.slug, handles));
  const byId = new Map<string, Map<string, string>>();
  for (const row of rows) {
    const variantIdBySku = new Map<string, string>();
    byId.set(row.id, variantIdBySku);
    found.set(row.slug, { id: row.id, variantIdBySku });
  }
  if (rows.length === 0) return found;
  const variants = await db
    .select({ productId: productVariants.productId, id: productVariants.id, sku: productVariants.sku })
    .from(productVariants)
    .where(and(inArray(productVariants.productId, [...byId.keys()]), isNull(productVariants.archivedAt)));
  for (const variant of variants) byId.get(variant.productId)?.set(variant.sku.toUpperCase(), variant.id);
  return found;
}

const issuesOf = (error: z.ZodError) =>
  error.issues.map((issue) => ({ path: issue.path, message: issue.message }));

export async function importProducts(
  db: Db,
  text: string,
  { dryRun }: { dryRun: boolean },
): Promise<ProductImportResult> {
  const { rows, problems } = readProductCsv(text);
  const groups = groupByHandle(rows, problems);
  let created = 0;
  let updated = 0;
  try {
    await db.transaction(async (tx) => {
      const existing = await existingProducts(
        tx,
        groups.map((group) => group.handle),
      );
      for (const group of groups) {
        const stored = existing.get(group.handle) ?? null;
        const built = buildProduct(group, stored);
        problems.push(...built.problems);
        const parsed = stored
          ? ProductUpdateSchema.safeParse(built.body)
          : ProductCreateSchema.safeParse(built.body);
        if (!parsed.success) {
          problems.push(...issuesOf(parsed.error).map((issue) => built.locate(issue.path, issue.message)));
          continue;
        }
        if (built.problems.length > 0) continue;
        try {
          await tx
            .transaction(async (savepoint) => {
              if (stored) await changeProduct(savepoint, stored.id, parsed.data, { keepSlug: true });
              else
                await insertProduct(
                  savepoint,
                  parsed.data as z.infer<typeof ProductCreateSchema>,
                  group.handle,
                );
            })
            .catch(skuRace(parsed.data.sku));
          if (stored) updated += 1;
          else created += 1;
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          const details = error.details?.length ? error.details : [{ field: '', message: error.message }];
          problems.push(...details.map((detail) => built.locate(fieldPath(detail.field), detail.message)));
        }
      }
      if (dryRun || problems.length > 0) throw new RollBack();
    });
  } catch (error) {
    if (!(error instanceof RollBack)) throw error;
  }
  const errors = sorted(problems);
  if (!dryRun && errors.length > 0) {
    throw new AppError(
      422,
      'VALIDATION_FAILED',
      `The file has ${errors.length} ${errors.length === 1 ? 'problem' : 'problems'}; nothing was changed`,
      errors.map((problem) => ({
        field: `line ${problem.line}${problem.column ? `, ${problem.column}` : ''}`,
        message: problem.message,
      })),
    );
  }
  if (!dryRun) catalogChanged(db);
  return { dryRun, rows: rows.length, created, updated, errors };
}
