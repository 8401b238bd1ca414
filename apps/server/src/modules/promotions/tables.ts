import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../db/schema/columns.js';
import { users } from '../auth/tables.js';

/**
 * Coupon codes (decision 037). `code` is stored in capitals, so the unique key makes codes
 * case-insensitive. `uses` counts the orders holding a use now: checkout takes one with a
 * conditional update (the row lock makes concurrent checkouts wait their turn, so a limit holds),
 * and cancelling an order before it ships gives it back.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: id(),
    code: text('code').notNull().unique('coupons_code_unique'),
    type: text('type', { enum: ['percent', 'fixed'] }).notNull(),
    /** Percent off (1–100) for 'percent', paise off for 'fixed'. */
    amount: integer('amount').notNull(),
    minSubtotalPaise: integer('min_subtotal_paise').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    usageLimit: integer('usage_limit'),
    perCustomerLimit: integer('per_customer_limit'),
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    /** Empty: the whole catalogue; else these categories and their subcategories. */
    categoryIds: uuid('category_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    active: boolean('active').notNull().default(true),
    uses: integer('uses').notNull().default(0),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('coupons_type_check', sql`${t.type} in ('percent', 'fixed')`),
    check(
      'coupons_amount_check',
      sql`(${t.type} = 'percent' and ${t.amount} between 1 and 100) or (${t.type} = 'fixed' and ${t.amount} > 0)`,
    ),
    check('coupons_uses_nonnegative', sql`${t.uses} >= 0 and ${t.minSubtotalPaise} >= 0`),
    check(
      'coupons_dates_ordered',
      sql`${t.endsAt} is null or ${t.startsAt} is null or ${t.endsAt} > ${t.startsAt}`,
    ),
  ],
);
