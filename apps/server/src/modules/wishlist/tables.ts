import { pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { products } from '../catalog/tables.js';
import { createdAt } from '../../db/schema/columns.js';
import { users } from '../auth/tables.js';

/** The products a signed-in shopper saved (decision 034); a deleted product leaves every list. */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);
