import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { RETURN_REASONS, RETURN_RESOLUTIONS, RETURN_STATUSES, type RefundTo } from '@shop/domain';
import { bytea, createdAt, id, updatedAt } from '../../db/schema/columns.js';
import { orderItems, orders } from '../orders/tables.js';
import { productVariants } from '../catalog/tables.js';
import { users } from '../auth/tables.js';

/**
 * A customer's return (decision 054): the lines they send back, why, how each is settled, and what
 * staff did with it, step by step.
 */
export const returns = pgTable(
  'returns',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    /** `R-3F2A9C1B-1`: the order's number and the return's place among its returns. */
    number: text('number').notNull().unique(),
    status: text('status', { enum: RETURN_STATUSES }).notNull().default('requested'),
    reason: text('reason', { enum: RETURN_REASONS }).notNull(),
    note: text('note'),
    rejectionReason: text('rejection_reason'),
    /**
     * Where a Cash on Delivery refund goes, as given. After the refund a bank account number is
     * kept masked but for its last four digits: nobody needs it whole again.
     */
    refundTo: jsonb('refund_to').$type<RefundTo>(),
    pickupMethod: text('pickup_method', { enum: ['courier', 'customer'] }),
    pickupCourier: text('pickup_courier'),
    pickupTrackingNumber: text('pickup_tracking_number'),
    pickupTrackingUrl: text('pickup_tracking_url'),
    /** What staff sent back, and the UTR or bank reference they give the shopper. */
    refundPaise: integer('refund_paise'),
    refundReference: text('refund_reference'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** Whether the refund may include the order's delivery fee: asked for the shop's fault. */
    refundsDelivery: boolean('refunds_delivery').notNull().default(false),
    replacementOrderId: uuid('replacement_order_id').references(() => orders.id, { onDelete: 'restrict' }),
    creditNoteNumber: text('credit_note_number'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('returns_order_idx').on(t.orderId),
    index('returns_status_created_idx').on(t.status, t.createdAt),
    index('returns_created_idx').on(t.createdAt),
    check(
      'returns_status_check',
      sql`${t.status} in ('requested', 'approved', 'picked_up', 'received', 'refunded', 'exchanged', 'rejected', 'cancelled')`,
    ),
    check(
      'returns_reason_check',
      sql`${t.reason} in ('size', 'damaged', 'different', 'wrong_item', 'changed_mind')`,
    ),
    check('returns_refund_positive', sql`${t.refundPaise} > 0`),
  ],
);

export const returnItems = pgTable(
  'return_items',
  {
    id: id(),
    returnId: uuid('return_id')
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    orderItemId: uuid('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
    resolution: text('resolution', { enum: RETURN_RESOLUTIONS }).notNull(),
    /** The variant sent instead; its stock is held from the request until the return ends. */
    exchangeVariantId: uuid('exchange_variant_id').references(() => productVariants.id, {
      onDelete: 'restrict',
    }),
    /** The replacement's title ("L / Indigo") and SKU as they were when asked: the replacement order keeps them. */
    exchangeVariantTitle: text('exchange_variant_title'),
    exchangeSku: text('exchange_sku'),
    /** Set on receipt: back to stock, or not (damaged). */
    restock: boolean('restock'),
  },
  (t) => [
    index('return_items_return_idx').on(t.returnId),
    index('return_items_order_item_idx').on(t.orderItemId),
    uniqueIndex('return_items_line_unique').on(t.returnId, t.orderItemId),
    check('return_items_quantity_positive', sql`${t.quantity} >= 1`),
    check(
      'return_items_exchange_variant',
      sql`(${t.resolution} = 'exchange') = (${t.exchangeVariantId} is not null)`,
    ),
  ],
);

/** Each step a return took, with who took it (null: the shopper) and any note. */
export const returnEvents = pgTable(
  'return_events',
  {
    id: id(),
    returnId: uuid('return_id')
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    status: text('status', { enum: RETURN_STATUSES }).notNull(),
    note: text('note'),
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('return_events_return_idx').on(t.returnId, t.createdAt)],
);

/**
 * Photos a shopper sends with a return: private (never under the public /images), kept as one WebP
 * without its camera data, for its order's customer and staff only.
 */
export const returnPhotos = pgTable(
  'return_photos',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Null until a request takes it. */
    returnId: uuid('return_id').references(() => returns.id, { onDelete: 'cascade' }),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('return_photos_order_idx').on(t.orderId), index('return_photos_return_idx').on(t.returnId)],
);
