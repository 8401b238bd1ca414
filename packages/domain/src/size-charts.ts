import { z } from 'zod';
import { strictBody, type ErrorDetail } from './api.js';
import { hindiText } from './catalog-admin.js';
import { languageParam } from './languages.js';

/**
 * Size charts: one per category (a subcategory without its own uses its parent's), shown to
 * shoppers from the product page and edited by staff. A chart is a table: the size in the first
 * column, then one column per measurement. A column with a unit holds numbers; one without holds
 * short text (a "fits" note, a matching UK size).
 */

export const SIZE_CHART_TITLE_MAX = 80;
export const SIZE_CHART_NOTE_MAX = 600;
export const SIZE_CHART_COLUMNS_MAX = 8;
export const SIZE_CHART_COLUMN_LABEL_MAX = 30;
export const SIZE_CHART_ROWS_MAX = 60;
export const SIZE_CHART_SIZE_MAX = 12;
export const SIZE_CHART_TEXT_MAX = 30;
/** No body measurement reaches a metre; a bigger number is a typing slip. */
export const SIZE_CHART_MEASURE_MAX = 1000;

export const SIZE_CHART_UNITS = ['mm', 'cm', 'in'] as const;
export type SizeChartUnit = (typeof SIZE_CHART_UNITS)[number];

export interface SizeChartColumn {
  /** Names the column's value in each row; lower case, digits and underscores. */
  key: string;
  label: string;
  /** The measurement's unit; null for a text column. */
  unit: SizeChartUnit | null;
}

export type SizeChartValue = number | string;

export interface SizeChartRow {
  size: string;
  values: Record<string, SizeChartValue>;
}

/** What a chart says, as staff write it and the database keeps it. */
export interface SizeChartContent {
  title: string;
  note: string;
  columns: SizeChartColumn[];
  rows: SizeChartRow[];
}

const COLUMN_KEY = /^[a-z][a-z0-9_]{0,39}$/;

const text = (label: string, max: number, min = 0) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(min, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const ColumnSchema = z.object(
  {
    key: z
      .string({ error: 'Column key is required' })
      .regex(COLUMN_KEY, 'Column key: a lower-case letter, then letters, digits or _ (at most 40)'),
    label: text('Column name', SIZE_CHART_COLUMN_LABEL_MAX, 1),
    unit: z
      .enum(SIZE_CHART_UNITS, { error: `Unit must be one of ${SIZE_CHART_UNITS.join(', ')}, or none` })
      .nullish()
      .transform((unit) => unit ?? null),
  },
  { error: 'Each column is an object with key, label and unit' },
);

const RowSchema = z.object(
  {
    size: text('Size', SIZE_CHART_SIZE_MAX, 1),
    // Each value is checked against its column below, where the columns are known.
    values: z.record(z.string(), z.unknown(), { error: 'Values must be an object keyed by column' }),
  },
  { error: 'Each row is an object with size and values' },
);

/** At most three decimals: bangle sizes are sixteenths of an inch (2 2⁄16 in = 2.125 in). */
const atMostThreeDecimals = (value: number) => Math.abs(Math.round(value * 1000) - value * 1000) < 1e-6;

export const columnHeading = (column: Pick<SizeChartColumn, 'label' | 'unit'>) =>
  column.unit ? `${column.label} (${column.unit})` : column.label;

/** What is wrong with one cell, or null. */
function cellProblem(column: SizeChartColumn, size: string, value: unknown): string | null {
  const where = `${columnHeading(column)} for size ${size}`;
  if (value === undefined || value === null || value === '') return `${where} is missing`;
  if (column.unit) {
    if (typeof value !== 'number' || !Number.isFinite(value)) return `${where} must be a number`;
    if (value < 0 || value > SIZE_CHART_MEASURE_MAX)
      return `${where} must be between 0 and ${SIZE_CHART_MEASURE_MAX}`;
    if (!atMostThreeDecimals(value)) return `${where} may have at most 3 decimals`;
    return null;
  }
  if (typeof value !== 'string') return `${where} must be text`;
  if (value.trim().length === 0) return `${where} is missing`;
  if (value.trim().length > SIZE_CHART_TEXT_MAX)
    return `${where} must be at most ${SIZE_CHART_TEXT_MAX} characters`;
  return null;
}

/**
 * What is wrong across a chart's columns and rows, field by field (decision 008): duplicate column
 * keys, duplicate sizes, a cell missing, a value of the wrong kind, a value for no column. The
 * server refuses these with 422; the back office says them before sending.
 */
export function sizeChartProblems(chart: Pick<SizeChartContent, 'columns' | 'rows'>): ErrorDetail[] {
  const problems: ErrorDetail[] = [];
  const keys = new Set<string>();
  chart.columns.forEach((column, index) => {
    if (keys.has(column.key))
      problems.push({ field: `columns.${index}.key`, message: `Column key ${column.key} is used twice` });
    keys.add(column.key);
  });
  const sizes = new Map<string, number>();
  chart.rows.forEach((row, index) => {
    const size = row.size.trim();
    const seen = sizes.get(size.toLowerCase());
    if (seen !== undefined)
      problems.push({
        field: `rows.${index}.size`,
        message: `Size ${size} appears twice (rows ${seen + 1} and ${index + 1})`,
      });
    else sizes.set(size.toLowerCase(), index);
    for (const column of chart.columns) {
      const problem = cellProblem(column, size, row.values[column.key]);
      if (problem) problems.push({ field: `rows.${index}.values.${column.key}`, message: problem });
    }
    for (const key of Object.keys(row.values))
      if (!keys.has(key))
        problems.push({ field: `rows.${index}.values.${key}`, message: `No column ${key} in this chart` });
  });
  return problems;
}

/**
 * A chart's Hindi as staff send it (decision 074): `{ hi: { title, note, columns: { bust_in: 'छाती' } } }`,
 * column labels by column key. A field or label left out keeps what is stored; '' or null clears it.
 */
const SizeChartTranslationsInputSchema = z.strictObject({
  hi: z
    .strictObject({
      title: hindiText(SIZE_CHART_TITLE_MAX, 'title'),
      note: hindiText(SIZE_CHART_NOTE_MAX, 'note'),
      columns: z
        .record(z.string(), hindiText(SIZE_CHART_COLUMN_LABEL_MAX, 'column name'), {
          error: 'Hindi column names must be an object keyed by column',
        })
        .optional(),
    })
    .optional(),
});
export type SizeChartTranslationsInput = z.infer<typeof SizeChartTranslationsInputSchema>;

/** A Hindi column name given for a key the chart has no column of. */
function hindiColumnProblems(
  columns: readonly Pick<SizeChartColumn, 'key'>[],
  translations: SizeChartTranslationsInput | undefined,
): ErrorDetail[] {
  const keys = new Set(columns.map((column) => column.key));
  return Object.keys(translations?.hi?.columns ?? {})
    .filter((key) => !keys.has(key))
    .map((key) => ({ field: 'translations.hi.columns', message: `No column ${key} in this chart` }));
}

/** PUT /api/admin/size-charts/:categoryId: the whole chart, replacing any the category has. */
export const SizeChartInputSchema = strictBody({
  title: text('Title', SIZE_CHART_TITLE_MAX, 1),
  note: z
    .string({ error: 'Note must be text' })
    .trim()
    .max(SIZE_CHART_NOTE_MAX, `Note must be at most ${SIZE_CHART_NOTE_MAX} characters`)
    .nullish()
    .transform((note) => note ?? ''),
  columns: z
    .array(ColumnSchema, { error: 'Columns must be a list' })
    .min(1, 'A size chart needs at least one measurement column')
    .max(SIZE_CHART_COLUMNS_MAX, `A size chart has at most ${SIZE_CHART_COLUMNS_MAX} columns`),
  rows: z
    .array(RowSchema, { error: 'Rows must be a list' })
    .min(1, 'A size chart needs at least one row')
    .max(SIZE_CHART_ROWS_MAX, `A size chart has at most ${SIZE_CHART_ROWS_MAX} rows`),
  /** Its Hindi (decision 074); left out: kept as stored. */
  translations: SizeChartTranslationsInputSchema.optional(),
})
  .superRefine((chart, context) => {
    const problems = [
      ...sizeChartProblems(chart as SizeChartContent),
      ...hindiColumnProblems(chart.columns, chart.translations),
    ];
    for (const problem of problems)
      context.addIssue({ code: 'custom', path: problem.field.split('.'), message: problem.message });
  })
  // Checked above: each value is its column's kind. Text is kept trimmed, like every other field.
  .transform((chart): SizeChartInput => ({
    ...chart,
    rows: chart.rows.map((row) => ({
      size: row.size,
      values: Object.fromEntries(
        Object.entries(row.values).map(([key, value]) => [
          key,
          typeof value === 'string' ? value.trim() : (value as number),
        ]),
      ),
    })),
  }));
/** A chart as a save takes it: its content, and the Hindi sent with it. */
export type SizeChartInput = SizeChartContent & { translations?: SizeChartTranslationsInput | undefined };
/** What a client sends to save a chart. */
export type SizeChartBody = z.input<typeof SizeChartInputSchema>;

const ValueSchema = z.union([z.number(), z.string()]);

export const SizeChartSchema = z.object({
  /** The category the chart belongs to (the parent's, when a subcategory has none of its own). */
  categoryId: z.uuid(),
  categorySlug: z.string(),
  categoryName: z.string(),
  title: z.string(),
  note: z.string(),
  columns: z.array(
    z.object({ key: z.string(), label: z.string(), unit: z.enum(SIZE_CHART_UNITS).nullable() }),
  ),
  rows: z.array(z.object({ size: z.string(), values: z.record(z.string(), ValueSchema) })),
  updatedAt: z.string(),
  /** Staff reads only: its Hindi, every field, null where none (column names by key). */
  translations: z
    .object({
      hi: z.object({
        title: z.string().nullable(),
        note: z.string().nullable(),
        columns: z.record(z.string(), z.string().nullable()),
      }),
    })
    .optional(),
});
export type SizeChart = z.infer<typeof SizeChartSchema>;

export const SizeChartQuerySchema = z.object({
  category: z
    .string({ error: 'Name a category: ?category=<slug>' })
    .trim()
    .min(1, 'Name a category: ?category=<slug>')
    .max(120)
    .regex(/^[a-z0-9-]+$/, 'Must be a lower-case slug'),
  /** `hi`: the title, note, column names and category name in Hindi where given (decision 074). */
  lang: languageParam,
});
export const SizeChartCategoryParamsSchema = z.object({
  categoryId: z.uuid({ message: 'Must be a valid id' }),
});

export const SizeChartResultSchema = z.object({ sizeChart: SizeChartSchema });
export const SizeChartListSchema = z.object({ sizeCharts: z.array(SizeChartSchema) });
/** Slugs of the categories a chart applies to, its own or its parent's: which product pages offer one. */
export const SizeChartCategoriesSchema = z.object({ slugs: z.array(z.string()) });

/** Inches against millimetres or centimetres: the two ways a chart may be read. */
export type UnitSystem = 'in' | 'metric';

/** Whether a chart gives its measurements both in inches and in metric units, so a reader may choose. */
export function hasUnitChoice(columns: readonly Pick<SizeChartColumn, 'unit'>[]): boolean {
  return (
    columns.some((column) => column.unit === 'in') &&
    columns.some((column) => column.unit === 'mm' || column.unit === 'cm')
  );
}

/** The columns shown in one unit system: text columns always, measurements in that system only. */
export function columnsIn<C extends Pick<SizeChartColumn, 'unit'>>(
  columns: readonly C[],
  system: UnitSystem,
): C[] {
  if (!hasUnitChoice(columns)) return [...columns];
  return columns.filter((column) => column.unit === null || (column.unit === 'in') === (system === 'in'));
}

/** The name of a chart's metric system on its toggle: cm when any column is in cm, else mm. */
export function metricLabel(columns: readonly Pick<SizeChartColumn, 'unit'>[]): 'cm' | 'mm' {
  return columns.some((column) => column.unit === 'cm') ? 'cm' : 'mm';
}
