import { sql } from 'drizzle-orm';
import { boolean, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { INDIAN_STATES } from '@shop/domain';
import { createdAt, id, updatedAt } from '../../db/schema/columns.js';
import { users } from '../auth/tables.js';

/**
 * A customer's address book (decision 034): shipping addresses as checkout takes them. One address
 * is saved once (compared without regard to case; that index also serves the customer's look-ups),
 * and at most one is the default.
 */
export const savedAddresses = pgTable(
  'saved_addresses',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    state: text('state', { enum: INDIAN_STATES }).notNull(),
    pincode: text('pincode').notNull(),
    phone: text('phone').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('saved_addresses_same_address_unique').on(
      t.userId,
      sql`lower(${t.name})`,
      sql`lower(${t.address})`,
      sql`lower(${t.city})`,
      t.state,
      t.pincode,
      t.phone,
    ),
    uniqueIndex('saved_addresses_one_default')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
);
