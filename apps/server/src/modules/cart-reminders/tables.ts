import { pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/tables.js';

/**
 * "Carts left behind" (decision 038): when staff last mailed a customer a reminder about their cart,
 * so a cart is mailed at most once a week.
 */
export const cartReminders = pgTable('cart_reminders', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  emailedAt: timestamp('emailed_at', { withTimezone: true }).notNull(),
});
