import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/tables.js';

/**
 * "Carts left behind" (decision 038): when staff last mailed a customer a reminder about their cart,
 * so a cart is mailed at most once a week; and the customer's way to stop such mails.
 */
export const cartReminders = pgTable('cart_reminders', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  emailedAt: timestamp('emailed_at', { withTimezone: true }).notNull(),
  /**
   * The secret in the reminder mail's unsubscribe link: random (32 bytes), made with the first
   * reminder and kept, so every reminder's link works and any app server can check it. Null only
   * for reminders sent before links existed.
   */
  unsubscribeToken: text('unsubscribe_token').unique(),
  /** When the customer asked for no more reminder mails; null while they get them. */
  unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
});
