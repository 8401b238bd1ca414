import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { LANGUAGES, NOTIFICATION_KINDS, NOTIFICATION_STATES } from '@shop/domain';
import { createdAt, id, updatedAt } from '../../db/schema/columns.js';
import { products, productVariants } from '../catalog/tables.js';
import { orders } from '../orders/tables.js';
import { users } from '../auth/tables.js';

/**
 * Every mail the shop sends, written in the same transaction as the change that causes it (the
 * transactional outbox, decision 029). `enqueued_at` is set when the row was handed to the job
 * queue, in the same transaction as the job; the row's state is the record staff see.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    recipient: text('recipient').notNull(),
    /** What the mail needs besides its order: the product of a back-in-stock mail, a summary's day. */
    payload: jsonb('payload').$type<Record<string, string>>().notNull().default({}),
    state: text('state', { enum: NOTIFICATION_STATES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    enqueuedAt: timestamp('enqueued_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('notifications_order_idx').on(t.orderId, t.createdAt),
    index('notifications_outbox_idx')
      .on(t.createdAt)
      .where(sql`${t.enqueuedAt} is null and ${t.state} = 'queued'`),
    check('notifications_state_check', sql`${t.state} in ('queued', 'sending', 'sent', 'logged', 'failed')`),
  ],
);

/**
 * "Notify me when available": one waiting request per email per variant. `notified_at` is set, in
 * the same transaction as the stock coming back, when its mail is written to the outbox.
 */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: id(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: uuid('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The storefront's language it was asked from (issue 28): the back-in-stock mail is written in it. */
    language: text('language', { enum: LANGUAGES }).notNull().default('en'),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('stock_alerts_variant_email_unique').on(t.variantId, t.email),
    index('stock_alerts_waiting_idx')
      .on(t.variantId)
      .where(sql`${t.notifiedAt} is null`),
    check('stock_alerts_email_lowercase', sql`${t.email} = lower(${t.email})`),
    check('stock_alerts_language_known', sql`${t.language} in ('en', 'hi')`),
  ],
);
