import { recordOneSummaryOnly, recordStaffChange } from '../../audit/index.js';
import type { z } from 'zod';
import {
  imageIdOfUrl,
  PRODUCT_CSV_COLUMNS,
  ProductCreateSchema,
  ProductUpdateSchema,
  type ImportProblem,
  type ProductCreateInput,
  type ProductImportResult,
  type ProductUpdateInput,
} from '@shop/domain';
import type { Db } from '../../../db/client.js';
import { refreshPlannerStatistics } from '../../../db/planner-statistics.js';
import { AppError } from '../../../lib/errors.js';
import { catalogChanged } from '../service.js';
import { readProductCsv } from './product-csv-read.js';
import {
  newProductId,
  planProductWrite,
  readLookups,
  storedProducts,
  trialLookups,
  wantedBy,
  writeProducts,
  type ProductWrite,
  type StoredProduct,
} from './product-bulk-write.js';
import {
  buildProduct,
  fieldPath,
  groupByHandle,
  type BuiltProduct,
  type ProductRows,
} from './product-csv-rows.js';
import { categoryNotFound, imagesNotFound, skuRace } from './product-service.js';
import { exportedRowsByHandle } from './product-csv-export.js';
import { rowsUnchanged } from './product-csv-unchanged.js';
import { inCsvWords } from './product-csv-wording.js';
import { categories } from '../tables.js';
import { heldImageIds } from '../../images/index.js';

/**
 * The products import (decision 039): every product of the file goes through the product API's own
 * schemas, then is decided with the product service's rules (`product-bulk-write.ts`) in file
 * order, so one bad product does not hide the next one's problems. A dry run, or a file with any
 * problem, writes nothing; a clean apply writes every product with set-based statements in one
 * transaction, commits once and tells the catalogue caches once.
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

const issuesOf = (error: z.ZodError) =>
  error.issues.map((issue) => ({ path: issue.path, message: issue.message }));

/** The product's problems from the service's refusal, on the lines and columns they came from. */
function locatedProblems(error: AppError, built: BuiltProduct): ImportProblem[] {
  const details = error.details?.length ? error.details : [{ field: '', message: error.message }];
  return details.map((detail) => built.locate(fieldPath(detail.field), detail.message));
}

/** A product of the file that passed the API's schemas, ready to be decided. */
interface Candidate {
  built: BuiltProduct;
  group: ProductRows;
  input: ProductCreateInput | ProductUpdateInput;
  target: { stored: StoredProduct } | { slug: string; id: string };
}

/**
 * Decides every candidate as the product service would, in file order. A trial run with nothing
 * read learns which pictures, SKUs and removed variants to read; the reads are then made once.
 */
async function planAll(db: Db, candidates: Candidate[], problems: ImportProblem[]) {
  const trial = trialLookups();
  const trialWrites = candidates.flatMap((candidate) => {
    try {
      return [planProductWrite(trial, candidate.input, candidate.target)];
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return [];
    }
  });
  const lookups = await readLookups(db, wantedBy(trial, trialWrites));
  const planned: { write: ProductWrite; built: BuiltProduct; group: ProductRows }[] = [];
  for (const candidate of candidates) {
    try {
      planned.push({
        write: planProductWrite(lookups, candidate.input, candidate.target),
        built: candidate.built,
        group: candidate.group,
      });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      problems.push(...locatedProblems(error, candidate.built));
    }
  }
  return planned;
}

/**
 * The checks only the database can make (the category, the pictures) for the products whose rows
 * already failed the API's schemas, so the owner sees all of a row's problems in one dry run, not
 * the next one after fixing the first. The products that passed had them in `planAll`.
 */
async function databaseProblems(db: Db, unplanned: readonly BuiltProduct[]): Promise<ImportProblem[]> {
  if (unplanned.length === 0) return [];
  const slugs = new Set((await db.select({ slug: categories.slug }).from(categories)).map((row) => row.slug));
  const imageIdsOf = (built: BuiltProduct) =>
    built.images.map((url) => imageIdOfUrl(url)).filter((id): id is string => id !== null);
  const held = new Set(await heldImageIds(db, [...new Set(unplanned.flatMap(imageIdsOf))]));
  const problems: ImportProblem[] = [];
  for (const built of unplanned) {
    const category = typeof built.body.category === 'string' ? built.body.category.toLowerCase() : '';
    if (category && !slugs.has(category)) {
      problems.push(built.locate(['category'], categoryNotFound().message));
    }
    if (imageIdsOf(built).some((id) => !held.has(id))) {
      problems.push(built.locate(['images'], imagesNotFound().message));
    }
  }
  return problems;
}

/** The service's 409 for a SKU the index refused; any other database error is thrown on. */
function skuRefusal(error: unknown): AppError {
  try {
    return skuRace(null)(error);
  } catch (raced) {
    if (raced instanceof AppError) return raced;
    throw raced;
  }
}

/**
 * The line of a SKU the database refused after all: another admin's save meanwhile, or two
 * variants of the file swapping SKUs (the checks judge products as written one after another).
 */
function skuRaceProblem(error: unknown, planned: { write: ProductWrite; built: BuiltProduct }[]) {
  const refusal = skuRefusal(error);
  const sku = /SKU (.*) is already used/.exec(refusal.message)?.[1]?.toUpperCase() ?? '';
  const holder =
    planned.find(({ write }) =>
      [write.insert?.sku, write.changes?.sku, ...(write.variants?.rows ?? []).map((row) => row.sku)].some(
        (candidate) => candidate?.toUpperCase() === sku,
      ),
    ) ?? planned[0];
  if (!holder) throw error;
  return locatedProblems(refusal, holder.built);
}

export async function importProducts(
  db: Db,
  text: string,
  { dryRun }: { dryRun: boolean },
): Promise<ProductImportResult> {
  const { rows, problems } = readProductCsv(text);
  const groups = groupByHandle(rows, problems);
  let created = 0;
  let updated = 0;
  let unchanged = 0;
  const hiddenWithoutPictures: { line: number; handle: string }[] = [];
  try {
    await db.transaction(async (tx) => {
      const stored = await storedProducts(
        tx,
        groups.map((group) => group.handle),
      );
      const candidates: Candidate[] = [];
      const unplanned: BuiltProduct[] = [];
      for (const group of groups) {
        const product = stored.get(group.handle) ?? null;
        const built = buildProduct(
          group,
          product && {
            id: product.id,
            variantIdBySku: new Map(
              product.variants.map((variant) => [variant.sku.toUpperCase(), variant.id]),
            ),
          },
        );
        problems.push(...built.problems);
        const parsed = product
          ? ProductUpdateSchema.safeParse(built.body)
          : ProductCreateSchema.safeParse(built.body);
        if (!parsed.success) {
          problems.push(...issuesOf(parsed.error).map((issue) => built.locate(issue.path, issue.message)));
          unplanned.push(built);
          continue;
        }
        if (built.problems.length > 0) {
          unplanned.push(built);
          continue;
        }
        candidates.push({
          built,
          group,
          input: parsed.data,
          target: product ? { stored: product } : { slug: group.handle, id: newProductId() },
        });
      }
      const planned = await planAll(tx, candidates, problems);
      problems.push(...(await databaseProblems(tx, unplanned)));
      const exported = await exportedRowsByHandle(tx);
      for (const { write, built, group } of planned) {
        if (write.insert) {
          created += 1;
          if (built.waitsForPictures)
            hiddenWithoutPictures.push({ line: group.rows[0]!.line, handle: group.handle });
        } else if (rowsUnchanged(group, exported.get(group.handle))) unchanged += 1;
        else updated += 1;
      }
      // A dry run stops here: everything the writes could refuse has been checked.
      if (dryRun || problems.length > 0) throw new RollBack();
      try {
        // One entry for the whole file, with its counts, rather than one per row (issue 29).
        await recordOneSummaryOnly(tx);
        await writeProducts(
          tx,
          planned.map(({ write }) => write),
        );
        await recordStaffChange(tx, {
          action: 'import',
          entity: 'catalog_import',
          changes: { rows: rows.length, created, updated, unchanged },
        });
      } catch (error) {
        problems.push(...skuRaceProblem(error, planned));
        throw new RollBack();
      }
    });
  } catch (error) {
    if (!(error instanceof RollBack)) throw error;
  }
  const errors = sorted(problems).map(inCsvWords);
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
  if (!dryRun) {
    catalogChanged(db);
    // Thousands of rows just changed: the planner's figures are brought up to date (decision 045).
    await refreshPlannerStatistics(db);
  }
  return { dryRun, rows: rows.length, created, updated, unchanged, hiddenWithoutPictures, errors };
}
