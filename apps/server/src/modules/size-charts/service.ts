import { and, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { translatedOr, type Language, type SizeChart, type SizeChartInput } from '@shop/domain';
import type { Db } from '../../db/client.js';
import { sizeCharts } from './tables.js';
import { chartTranslationsAnswer, chartWordsIn, mergedChartTranslations } from './translations.js';
import { categories } from '../catalog/tables.js';
import { notFound, pgErrorCode } from '../../lib/errors.js';
import { catalogChanged } from '../catalog/index.js';
import { STANDARD_CHART_HINDI, STANDARD_SIZE_CHARTS } from './standard-charts.js';

const CATEGORY_NOT_FOUND = 'Category not found';
const FOREIGN_KEY_VIOLATION = '23503';

/** A chart as answered: its content with the category it belongs to. */
const chartColumns = {
  ...getTableColumns(sizeCharts),
  categorySlug: categories.slug,
  categoryName: categories.name,
  categoryTranslations: categories.translations,
};
const chartsWithCategory = (db: Db) =>
  db.select(chartColumns).from(sizeCharts).innerJoin(categories, eq(categories.id, sizeCharts.categoryId));
type ChartRow = Awaited<ReturnType<typeof chartsWithCategory>>[number];

/** How a chart is read: a shopper's in a language (issue 28), staff's with the Hindi as given. */
type ChartReading = { language: Language | undefined } | { withTranslations: true };

function toSizeChart(row: ChartRow, reading: ChartReading): SizeChart {
  const language = 'language' in reading ? reading.language : undefined;
  return {
    categoryId: row.categoryId,
    categorySlug: row.categorySlug,
    categoryName:
      language === 'hi'
        ? translatedOr(row.categoryTranslations.hi?.name, row.categoryName)
        : row.categoryName,
    ...chartWordsIn(row, row.translations, language),
    rows: row.rows,
    updatedAt: row.updatedAt.toISOString(),
    ...('withTranslations' in reading
      ? { translations: chartTranslationsAnswer(row.translations, row.columns) }
      : {}),
  };
}

const STAFF: ChartReading = { withTranslations: true };

/**
 * The chart a shopper sees for a category: its own, else its parent's, in the language asked. A
 * hidden category (or one under a hidden parent) is as unknown as a missing one.
 */
export async function chartForCategory(db: Db, slug: string, language?: Language): Promise<SizeChart> {
  const parent = alias(categories, 'parent');
  const [asked] = await db
    .select({ id: categories.id, parentId: categories.parentId })
    .from(categories)
    .leftJoin(parent, eq(parent.id, categories.parentId))
    .where(
      and(eq(categories.slug, slug), eq(categories.isActive, true), sql`coalesce(${parent.isActive}, true)`),
    );
  if (!asked) throw notFound(CATEGORY_NOT_FOUND);
  const candidates = asked.parentId ? [asked.id, asked.parentId] : [asked.id];
  const [row] = await chartsWithCategory(db)
    .where(inArray(sizeCharts.categoryId, candidates))
    // The category's own chart before its parent's.
    .orderBy(desc(sql`${sizeCharts.categoryId} = ${asked.id}`))
    .limit(1);
  if (!row) throw notFound('There is no size chart for this category');
  return toSizeChart(row, { language });
}

/** Slugs of the shown categories that have a chart, their own or their parent's. */
export async function chartCategorySlugs(db: Db): Promise<string[]> {
  const parent = alias(categories, 'parent');
  const found = await db
    .select({ slug: categories.slug })
    .from(categories)
    .leftJoin(parent, eq(parent.id, categories.parentId))
    .where(
      and(
        eq(categories.isActive, true),
        sql`coalesce(${parent.isActive}, true)`,
        sql`exists (select 1 from ${sizeCharts} where ${sizeCharts.categoryId} in (${categories.id}, ${categories.parentId}))`,
      ),
    )
    .orderBy(categories.slug);
  return found.map((row) => row.slug);
}

/** Every chart, for the back office, by category name. */
export async function listCharts(db: Db): Promise<SizeChart[]> {
  return (await chartsWithCategory(db).orderBy(categories.name)).map((row) => toSizeChart(row, STAFF));
}

async function chartOf(db: Db, categoryId: string): Promise<SizeChart> {
  const [row] = await chartsWithCategory(db).where(eq(sizeCharts.categoryId, categoryId));
  if (!row) throw notFound('This category has no size chart');
  return toSizeChart(row, STAFF);
}

/**
 * Writes a category's chart whole, replacing any it had; its Hindi left out is kept (decision
 * 074). `created` tells a new chart from a replaced one.
 */
export async function saveChart(
  db: Db,
  categoryId: string,
  input: SizeChartInput,
): Promise<{ chart: SizeChart; created: boolean }> {
  const { title, note, columns, rows } = input;
  let created: boolean;
  try {
    // In a transaction: the activity log records the change in it (issue 29).
    const [written] = await db.transaction(async (tx) => {
      const [stored] = await tx
        .select({ translations: sizeCharts.translations })
        .from(sizeCharts)
        .where(eq(sizeCharts.categoryId, categoryId))
        .for('update');
      const translations = mergedChartTranslations(stored?.translations ?? {}, input.translations, columns);
      const content = { title, note, columns, rows, translations };
      return (
        tx
          .insert(sizeCharts)
          .values({ categoryId, ...content })
          .onConflictDoUpdate({ target: sizeCharts.categoryId, set: { ...content, updatedAt: new Date() } })
          // A row the statement inserted has no deleting transaction yet (xmax 0); an updated one has.
          .returning({ created: sql<boolean>`(xmax = 0)` })
      );
    });
    created = written?.created ?? false;
  } catch (error) {
    if (pgErrorCode(error) === FOREIGN_KEY_VIOLATION) throw notFound(CATEGORY_NOT_FOUND);
    throw error;
  }
  catalogChanged(db);
  return { chart: await chartOf(db, categoryId), created };
}

export async function deleteChart(db: Db, categoryId: string): Promise<void> {
  const deleted = await db.transaction((tx) =>
    tx
      .delete(sizeCharts)
      .where(eq(sizeCharts.categoryId, categoryId))
      .returning({ categoryId: sizeCharts.categoryId }),
  );
  if (deleted.length === 0) throw notFound('This category has no size chart');
  catalogChanged(db);
}

/**
 * The standard charts for the categories that exist by their slugs and have none yet, as migration
 * 0003 does for a shop that had its categories before it. The demo seed calls it for a new shop.
 */
export async function insertStandardSizeCharts(db: Db): Promise<number> {
  const found = await db
    .select({ id: categories.id, slug: categories.slug })
    .from(categories)
    .where(
      inArray(
        categories.slug,
        STANDARD_SIZE_CHARTS.map((chart) => chart.categorySlug),
      ),
    );
  const idBySlug = new Map(found.map((row) => [row.slug, row.id]));
  const values = STANDARD_SIZE_CHARTS.flatMap(({ categorySlug, ...content }) => {
    const categoryId = idBySlug.get(categorySlug);
    const translations = STANDARD_CHART_HINDI[categorySlug] ?? {};
    return categoryId ? [{ categoryId, ...content, translations }] : [];
  });
  if (values.length === 0) return 0;
  const inserted = await db
    .insert(sizeCharts)
    .values(values)
    .onConflictDoNothing()
    .returning({ categoryId: sizeCharts.categoryId });
  return inserted.length;
}
