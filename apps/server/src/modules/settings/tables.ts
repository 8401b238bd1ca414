import { jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { updatedAt } from '../../db/schema/columns.js';
import { users } from '../auth/tables.js';

/**
 * The shop's settings (business details for invoices, couriers, delivery and Cash on Delivery
 * rules), one row per section, kept whole as JSON: they are always read and written whole, and
 * their rules live in the domain package (`ShopSettingsSchema`). A section never saved reads as
 * its defaults.
 */
export const shopSettings = pgTable('shop_settings', {
  section: text('section').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
});
