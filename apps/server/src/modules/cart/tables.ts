import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../db/schema/columns.js';
import { products, productVariants } from '../catalog/tables.js';
import { coupons } from '../promotions/tables.js';
import { users } from '../auth/tables.js';

/**
 * A customer's cart is the set of their cart items: one row per variant and note, so one product
 * with two different notes is two lines (decision 024). '' is "no note", so the unique key holds.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: uuid('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    personalisationNote: text('personalisation_note').notNull().default(''),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('cart_items_user_variant_note_unique').on(t.userId, t.variantId, t.personalisationNote),
    check('cart_items_quantity_positive', sql`${t.quantity} >= 1`),
  ],
);

/** The one code a customer's cart carries; checkout takes it with the cart's lines. */
export const cartCoupons = pgTable('cart_coupons', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  couponId: uuid('coupon_id')
    .notNull()
    .references(() => coupons.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});
