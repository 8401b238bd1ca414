import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { PageHindi, WrittenHome } from '@shop/domain';
import { users } from '../auth/tables.js';

/**
 * The pages the owner has written (issue 26): one row per page once saved; a page without a row
 * shows its starting text (starting-texts.ts). The Markdown is kept as written, placeholders and
 * all, and rendered on reading, so a changed setting shows at once.
 */
export const contentPages = pgTable('content_pages', {
  slug: text('slug').primaryKey(),
  title: text('title').notNull(),
  markdown: text('markdown').notNull(),
  /** Its Hindi title and Markdown (decision 075), `{}` until saved with some; null fields read the English. */
  translations: jsonb('translations').$type<{ hi?: Partial<PageHindi> }>().notNull().default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

/**
 * The home page's hero and announcement bar, one row (`key` 'home') once saved, kept whole as JSON
 * with their Hindi (`translations.hi`): always read and written whole, its rules in the domain
 * package (`HomeContentInputSchema`).
 */
export const storefrontContent = pgTable('storefront_content', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<WrittenHome>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
});
