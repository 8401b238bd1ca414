import { sql } from 'drizzle-orm';
import type { SizeChartColumn, SizeChartRow } from '@shop/domain';
import { jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { categories } from '../catalog/tables.js';
import { createdAt, updatedAt } from '../../db/schema/columns.js';

/** A chart's Hindi as stored (decision 074): the fields given only, column labels by column key. */
export type StoredChartTranslations = {
  hi?: { title?: string; note?: string; columns?: Record<string, string> };
};

/**
 * One size chart per category (decision 022). Columns and rows are kept whole, as the chart is
 * always read and written whole; their rules live in the domain package (`sizeChartProblems`).
 * A chart goes with its category.
 */
export const sizeCharts = pgTable('size_charts', {
  categoryId: uuid('category_id')
    .primaryKey()
    .references(() => categories.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  note: text('note').notNull().default(''),
  columns: jsonb('columns').$type<SizeChartColumn[]>().notNull(),
  rows: jsonb('rows').$type<SizeChartRow[]>().notNull(),
  /** Its Hindi title, note and column labels (decision 074); `{}` means none. */
  translations: jsonb('translations')
    .$type<StoredChartTranslations>()
    .notNull()
    .default(sql`'{}'::jsonb`),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
