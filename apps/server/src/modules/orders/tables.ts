import { sql } from 'drizzle-orm';
import {
  check,
  type AnyPgColumn,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { GST_MODES, LANGUAGES, PAYMENT_METHODS, PAYMENT_STATUSES } from '@shop/domain';
import { createdAt, gstRateColumn, id, updatedAt } from '../../db/schema/columns.js';
import { products, productVariants } from '../catalog/tables.js';
import { coupons } from '../promotions/tables.js';
import { users } from '../auth/tables.js';

export const ORDER_STATUSES = [
  'awaiting_payment',
  'pending',
  'processing',
  'shipped',
  'delivered',
  'returned',
  'cancelled',
] as const;

/** Timeline entries that record something other than a status change (decision 028). */
export const ORDER_EVENTS = ['cod-confirmed'] as const;

export const orders = pgTable(
  'orders',
  {
    id: id(),
    /** The buyer's account; null for a guest's order, which names its contact instead (decision 040). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'restrict' }),
    /** A guest's name, e-mail (the order's mails go there) and mobile (to follow it at /track). */
    contactName: text('contact_name'),
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull().default('cod'),
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull().default('unpaid'),
    /** The 12-digit UPI transaction reference the customer gave after paying (decision 038). */
    paymentUtr: text('payment_utr'),
    /** An awaiting-payment order holds its stock until then; the expiry job cancels it after. */
    paymentDueBy: timestamp('payment_due_by', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    subtotalPaise: integer('subtotal_paise').notNull(),
    deliveryPaise: integer('delivery_paise').notNull(),
    gstPaise: integer('gst_paise').notNull(),
    totalPaise: integer('total_paise').notNull(),
    /** What a coupon took off the goods (decision 037), whole rupees since decision 050. */
    discountPaise: integer('discount_paise').notNull().default(0),
    /**
     * How GST was charged (decision 050): contained in the prices (`inclusive`), added on top
     * (`exclusive`, every order before decision 050), or not at all (`none`: not registered).
     * taxable + GST + round-off = total; with `exclusive`, subtotal − discount + delivery is the taxable value.
     */
    gstMode: text('gst_mode', { enum: GST_MODES }).notNull().default('exclusive'),
    /** Sum of the lines' and delivery's taxable values; null on orders before decision 050. */
    taxablePaise: integer('taxable_paise'),
    roundOffPaise: integer('round_off_paise').notNull().default(0),
    /** A business buyer's GSTIN and legal name, given at checkout: its invoice is B2B. */
    buyerGstin: text('buyer_gstin'),
    buyerName: text('buyer_name'),
    /** The coupon used, and its code as typed then (the code survives the coupon's later edits). */
    couponId: uuid('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    couponCode: text('coupon_code'),
    /** The storefront's language the order was placed in (issue 28): its mails and messages follow it. */
    language: text('language', { enum: LANGUAGES }).notNull().default('en'),
    shippingName: text('shipping_name').notNull(),
    shippingAddress: text('shipping_address').notNull(),
    shippingCity: text('shipping_city').notNull(),
    shippingState: text('shipping_state').notNull(),
    shippingPincode: text('shipping_pincode').notNull(),
    shippingPhone: text('shipping_phone').notNull(),
    /** The client's Idempotency-Key: a retried submit returns the first order instead of a second. */
    idempotencyKey: text('idempotency_key'),
    /** Set when shipped (decision 028): the courier, its AWB number and the tracking page then. */
    courier: text('courier'),
    trackingNumber: text('tracking_number'),
    trackingUrl: text('tracking_url'),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    /** A replacement sent for an exchange (decision 054): the order whose pieces it replaces. */
    exchangeForOrderId: uuid('exchange_for_order_id').references((): AnyPgColumn => orders.id, {
      onDelete: 'restrict',
    }),
    /** When staff recorded that the customer confirmed this Cash-on-Delivery order. */
    codConfirmedAt: timestamp('cod_confirmed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('orders_user_idempotency_unique').on(t.userId, t.idempotencyKey),
    /** A guest has no account to scope the key by: one guest order per key (decision 040). */
    uniqueIndex('orders_guest_idempotency_unique')
      .on(t.idempotencyKey)
      .where(sql`${t.userId} is null`),
    /** /track finds an order by its number, the id's last 8 characters (decision 040). */
    index('orders_number_idx').on(sql`right(${t.id}::text, 8)`),
    check(
      'orders_guest_contact',
      sql`${t.userId} is not null or (${t.contactName} is not null and ${t.contactEmail} is not null and ${t.contactPhone} is not null)`,
    ),
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    index('orders_status_created_idx').on(t.status, t.createdAt),
    /** Finds another order with the same UTR (flagged to staff). */
    index('orders_payment_utr_idx')
      .on(t.paymentUtr)
      .where(sql`${t.paymentUtr} is not null`),
    /** The expiry job's scan: only orders still waiting for their payment. */
    index('orders_awaiting_payment_due_idx')
      .on(t.paymentDueBy)
      .where(sql`${t.status} = 'awaiting_payment'`),
    index('orders_coupon_idx').on(t.couponId),
    /** The dashboard's and the export's ranges of days (decision 036). */
    index('orders_created_idx').on(t.createdAt, t.id),
    check(
      'orders_status_check',
      sql`${t.status} in ('awaiting_payment', 'pending', 'processing', 'shipped', 'delivered', 'returned', 'cancelled')`,
    ),
    check('orders_payment_method_check', sql`${t.paymentMethod} in ('cod', 'upi')`),
    check('orders_gst_mode_check', sql`${t.gstMode} in ('inclusive', 'exclusive', 'none')`),
    check('orders_buyer_gstin_format', sql`${t.buyerGstin} ~ '^[0-9]{2}[A-Z0-9]{13}$'`),
    check(
      'orders_payment_status_check',
      sql`${t.paymentStatus} in ('unpaid', 'utr_submitted', 'paid', 'not_received', 'expired')`,
    ),
    check('orders_utr_format', sql`${t.paymentUtr} ~ '^[0-9]{12}$'`),
    check(
      'orders_amounts_nonnegative',
      sql`${t.subtotalPaise} >= 0 and ${t.deliveryPaise} >= 0 and ${t.gstPaise} >= 0 and ${t.totalPaise} >= 0`,
    ),
  ],
);

/** Order lines are snapshots: name, image and price as they were when the order was placed. */
export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    /** Snapshots of the variant bought: "M / Indigo" ('' without options) and its SKU. */
    variantTitle: text('variant_title').notNull().default(''),
    sku: text('sku').notNull().default(''),
    personalisationNote: text('personalisation_note'),
    /** The made-to-order lead time when ordered, for the expected dispatch date; else null. */
    leadTimeDays: integer('lead_time_days'),
    productName: text('product_name').notNull(),
    /**
     * The Hindi the shopper saw in the cart (issue 28), kept beside the English: the catalogue's Hindi
     * name and the variant in its options' Hindi values, null where the catalogue had none. Shopper
     * reads in Hindi and a Hindi order's mails show them; invoices and staff keep the English.
     */
    productNameHi: text('product_name_hi'),
    variantTitleHi: text('variant_title_hi'),
    productImage: text('product_image'),
    unitPricePaise: integer('unit_price_paise').notNull(),
    quantity: integer('quantity').notNull(),
    /** The HSN code and GST percent the line was charged at ('' when its category had none). */
    hsnCode: text('hsn_code').notNull().default(''),
    gstRate: gstRateColumn('gst_rate').notNull().default(18),
    /** This line's share of the order's coupon discount; its GST was charged on the rest. */
    discountPaise: integer('discount_paise').notNull().default(0),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_product_idx').on(t.productId),
    index('order_items_variant_idx').on(t.variantId),
    check('order_items_quantity_positive', sql`${t.quantity} >= 1`),
    check('order_items_price_nonnegative', sql`${t.unitPricePaise} >= 0`),
  ],
);

export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    /** Null for a status change; else what happened while the order kept its status. */
    event: text('event', { enum: ORDER_EVENTS }),
    note: text('note'),
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId, t.createdAt)],
);
