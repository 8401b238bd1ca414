import { z } from 'zod';
import { DEFAULT_LANGUAGE, LanguageSchema } from './languages.js';
import { limitParam, pageParam, PaginationSchema, strictBody } from './api.js';
import { EmailSchema, RoleSchema } from './auth.js';
import { GuestCartLinesSchema, PRICES_ARE_THE_SHOPS } from './cart.js';
import { dayRangeShape, refineOptionalRange } from './day-range.js';
import {
  ADDRESS_TEXT_FIELDS,
  BUSINESS_NAME_LENGTH,
  FIELD_MESSAGES,
  normaliseIndianMobile,
  PINCODE_PATTERN,
  requiredMessage,
  tooLongMessage,
} from './field-rules.js';
import { gstinField } from './gstin-field.js';
import { INDIAN_STATES } from './indian-states.js';
import { SHOPPER_FORM_WORDS } from './shopper-form-words.js';

export const ORDER_STATUSES = [
  'awaiting_payment',
  'pending',
  'processing',
  'shipped',
  'delivered',
  'returned',
  'cancelled',
] as const;
export const OrderStatusSchema = z.enum(ORDER_STATUSES, {
  error: `Status must be one of ${ORDER_STATUSES.join(', ')}`,
});
export type OrderStatus = z.infer<typeof OrderStatusSchema>;

/** How the customer pays (decision 038): Cash on Delivery, or UPI before the order goes ahead. */
export const PAYMENT_METHODS = ['cod', 'upi'] as const;
export const PaymentMethodSchema = z.enum(PAYMENT_METHODS, {
  error: "Payment method must be 'cod' (Cash on Delivery) or 'upi'",
});
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;

/**
 * unpaid: COD until paid at the door, UPI until the customer gives a UTR; utr_submitted: staff are
 * to check the UTR against the bank; paid; not_received: staff found no such payment; expired: no
 * payment within the hold (decision 038).
 */
export const PAYMENT_STATUSES = ['unpaid', 'utr_submitted', 'paid', 'not_received', 'expired'] as const;
export const PaymentStatusSchema = z.enum(PAYMENT_STATUSES);
export type PaymentStatus = z.infer<typeof PaymentStatusSchema>;

/** How the checkout, the order pages and the back office name each way to pay. */
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cod: 'Cash on Delivery',
  upi: 'UPI',
};

/** A payment's state in words for staff and customers (decision 038). */
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  unpaid: 'Unpaid',
  utr_submitted: 'UTR given, to check',
  paid: 'Paid',
  not_received: 'Not received',
  expired: 'Expired',
};

/**
 * The statuses whose orders count as booked revenue: an order still awaiting its UPI payment is
 * not a sale yet, and a cancelled one no longer is (decision 038; the dashboard reads this).
 */
export const BOOKED_STATUSES = [
  'pending',
  'processing',
  'shipped',
  'delivered',
  'returned',
] as const satisfies readonly OrderStatus[];

/**
 * The order lifecycle (decisions 006, 028 and 038): a UPI order waits for its payment, then goes
 * ahead as pending (paid) or is cancelled (not received, expired); forward one step at a time,
 * cancelled before shipping, or returned to origin once shipped (refused or undeliverable COD).
 */
const TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  awaiting_payment: ['pending', 'cancelled'],
  pending: ['processing', 'cancelled'],
  processing: ['shipped', 'cancelled'],
  shipped: ['delivered', 'returned'],
  delivered: [],
  returned: [],
  cancelled: [],
};

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

export function nextStatuses(from: OrderStatus): OrderStatus[] {
  return [...TRANSITIONS[from]];
}

/** A customer may cancel their own order only while the shop has not started on it. */
export function customerCanCancel(status: OrderStatus): boolean {
  return status === 'pending' || status === 'awaiting_payment';
}

/** Cancelling, and a parcel back at the studio, put the units back on the shelf. */
export function restocksOn(to: OrderStatus): boolean {
  return to === 'cancelled' || to === 'returned';
}

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  awaiting_payment: 'Awaiting payment',
  pending: 'Pending',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  returned: 'Returned',
  cancelled: 'Cancelled',
};

/** What people call an order: the last 8 characters of its id (decision 008). */
export function orderNumber(id: string): string {
  return id.slice(-8).toUpperCase();
}

export { INDIAN_STATES, stateName, statesInOrder, type IndianState } from './indian-states.js';

const requiredText = (label: string, max: number) =>
  z
    .string({ error: requiredMessage(label) })
    .trim()
    .min(1, { error: requiredMessage(label) })
    .max(max, { error: tooLongMessage(label, max) });

/** An Indian mobile number as typed, stored as its 10 digits. */
export const MobileNumberSchema = z
  .string({ error: FIELD_MESSAGES.mobileRequired })
  .transform((value, context) => {
    const mobile = normaliseIndianMobile(value);
    if (mobile) return mobile;
    context.addIssue({ code: 'custom', message: FIELD_MESSAGES.mobileInvalid });
    return z.NEVER;
  });

export const ShippingAddressSchema = z.object({
  name: requiredText(ADDRESS_TEXT_FIELDS.name.label, ADDRESS_TEXT_FIELDS.name.max),
  address: requiredText(ADDRESS_TEXT_FIELDS.address.label, ADDRESS_TEXT_FIELDS.address.max),
  city: requiredText(ADDRESS_TEXT_FIELDS.city.label, ADDRESS_TEXT_FIELDS.city.max),
  state: z.enum(INDIAN_STATES, { error: FIELD_MESSAGES.stateInvalid }),
  pincode: z
    .string({ error: FIELD_MESSAGES.pincodeRequired })
    .trim()
    .regex(PINCODE_PATTERN, { error: FIELD_MESSAGES.pincodeInvalid }),
  phone: MobileNumberSchema,
});
export type ShippingAddress = z.output<typeof ShippingAddressSchema>;
export type ShippingAddressInput = z.input<typeof ShippingAddressSchema>;

/** Who a guest's order belongs to (decision 040): its mails go to the e-mail, /track asks the mobile. */
export const GuestContactSchema = strictBody({
  name: requiredText(ADDRESS_TEXT_FIELDS.name.label, ADDRESS_TEXT_FIELDS.name.max),
  email: EmailSchema,
  phone: MobileNumberSchema,
});
export type GuestContact = z.output<typeof GuestContactSchema>;

/** A business buying with its GSTIN (decision 050): the two go on its invoice together. */
export const BuyerBusinessSchema = z.object({
  buyerGstin: gstinField({ allowEmpty: false }),
  buyerName: z
    .string({ error: FIELD_MESSAGES.businessNameRequired })
    .trim()
    .min(BUSINESS_NAME_LENGTH.min, { error: FIELD_MESSAGES.businessNameLength })
    .max(BUSINESS_NAME_LENGTH.max, { error: FIELD_MESSAGES.businessNameLength }),
});

/**
 * The address and how to pay: prices, lines and totals come from the server's catalogue and cart.
 * A guest (no session) names the lines and a contact too (decision 040); a signed-in buyer orders
 * the cart and sends neither.
 */
export const PlaceOrderBodySchema = strictBody(
  // The address refuses stray fields too (`shippingAddress.price`), in the same words.
  {
    shippingAddress: strictBody(ShippingAddressSchema.shape, PRICES_ARE_THE_SHOPS),
    /** Cash on Delivery unless the customer chooses UPI (decision 038). */
    paymentMethod: PaymentMethodSchema.default('cod'),
    /** Keep the address in the customer's address book (decision 034); on unless the shopper unticks it. */
    saveAddress: z.boolean({ error: 'saveAddress must be true or false' }).optional(),
    /** A guest's cart lines, priced by the server (decision 040). */
    items: GuestCartLinesSchema.optional(),
    /** A guest's name, e-mail and mobile number (decision 040). */
    contact: GuestContactSchema.optional(),
    /** A business buyer's GSTIN, for a B2B tax invoice (decision 050); needs `buyerName`. */
    buyerGstin: BuyerBusinessSchema.shape.buyerGstin.optional(),
    /** The business's legal name, as the invoice names the buyer. */
    buyerName: BuyerBusinessSchema.shape.buyerName.optional(),
    /** The storefront's language (issue 28): the `/hi/` pages send `hi`; its mails follow it. */
    language: LanguageSchema.default(DEFAULT_LANGUAGE),
  },
  PRICES_ARE_THE_SHOPS,
).superRefine((body, context) => {
  // The two go together: an invoice to a business names its GSTIN and its legal name.
  if (body.buyerGstin !== undefined && body.buyerName === undefined) {
    context.addIssue({
      code: 'custom',
      path: ['buyerName'],
      message: SHOPPER_FORM_WORDS.businessNameNeeded.en,
    });
  }
  if (body.buyerName !== undefined && body.buyerGstin === undefined) {
    context.addIssue({
      code: 'custom',
      path: ['buyerGstin'],
      message: SHOPPER_FORM_WORDS.businessGstinNeeded.en,
    });
  }
});
export type PlaceOrderBody = z.input<typeof PlaceOrderBodySchema>;

/** An order number as a guest types it: with or without 'Order #', any case. */
export const OrderNumberSchema = z
  .string({ error: 'Order number is required' })
  .trim()
  .transform((value) => value.replace(/^(order\s*)?#?\s*/i, '').toUpperCase())
  .pipe(z.string().regex(/^[0-9A-F]{8}$/, { error: SHOPPER_FORM_WORDS.orderNumberFormat.en }));

/**
 * What a guest types at /track: the order number and the mobile number used. The same pair stands
 * in for a session where a guest acts on their order (a return, decision 054).
 */
export const TrackingPairShape = { orderNumber: OrderNumberSchema, phone: MobileNumberSchema };
export const TrackOrderBodySchema = strictBody(TrackingPairShape);
export type TrackOrderBody = z.input<typeof TrackOrderBodySchema>;

export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;
const idempotencyMessage = 'Send an Idempotency-Key header of 8 to 100 letters, digits, - or _';
export const IdempotencyHeadersSchema = z.object({
  'idempotency-key': z
    .string({ error: idempotencyMessage })
    .regex(IDEMPOTENCY_KEY_PATTERN, { error: idempotencyMessage }),
});

export const OrderItemSchema = z.object({
  id: z.uuid(),
  /** Null once the product has been deleted from the catalogue; the line keeps its snapshot. */
  productId: z.uuid().nullable(),
  /** The variant bought, or null once it has been deleted; title and SKU are kept as snapshots. */
  variantId: z.uuid().nullable(),
  variantTitle: z.string(),
  sku: z.string(),
  personalisationNote: z.string().nullable(),
  /** Days to make the piece when it was made to order, else null. */
  leadTimeDays: z.number().int().nullable(),
  name: z.string(),
  image: z.string().nullable(),
  /** Rupees, the unit price when the order was placed. */
  price: z.number(),
  quantity: z.number().int(),
  lineTotal: z.number(),
  /** Rupees: this line's share of the coupon's discount (0 without one); GST is on lineTotal less it. */
  discount: z.number(),
  /** The HSN code ('' when none was set) and GST percent the line was charged at (decision 027). */
  hsnCode: z.string(),
  gstRate: z.number(),
  /** Whether the order's customer has reviewed this product. */
  reviewed: z.boolean(),
});
export type OrderItem = z.infer<typeof OrderItemSchema>;

export const ShippingAddressOutSchema = z.object({
  name: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
  phone: z.string(),
});

export const OrderHistoryEntrySchema = z.object({
  status: OrderStatusSchema,
  note: z.string().nullable(),
  at: z.string(),
  /** Who made the change; shown to staff only. */
  changedBy: z.object({ id: z.uuid(), name: z.string(), role: RoleSchema }).nullable().optional(),
  /**
   * Present on an entry that records something other than a status change (the order keeps its
   * status): `cod-confirmed`, the customer confirmed the Cash-on-Delivery order (decision 028).
   */
  event: z.literal('cod-confirmed').optional(),
});
export type OrderHistoryEntry = z.infer<typeof OrderHistoryEntrySchema>;

export const OrderSchema = z.object({
  id: z.uuid(),
  /** 'Order #' + this. */
  number: z.string(),
  /** The buyer's account; null for a guest's order (decision 040). */
  userId: z.uuid().nullable(),
  status: OrderStatusSchema,
  paymentMethod: PaymentMethodSchema,
  paymentStatus: PaymentStatusSchema,
  /** UPI: the 12-digit reference the customer gave after paying; null before (decision 038). */
  paymentUtr: z.string().nullable(),
  /** UPI: while awaiting payment, when the order is cancelled unless paid; else null. */
  paymentDueBy: z.string().nullable(),
  paidAt: z.string().nullable(),
  /** Staff only: the numbers of other orders that gave the same UTR (a payment claimed twice). */
  utrSharedWith: z.array(z.string()).optional(),
  items: z.array(OrderItemSchema),
  /** Rupees. */
  subtotal: z.number(),
  /** Rupees a coupon took off the goods (0 without one). */
  discount: z.number(),
  /** The coupon code the order was placed with, or null. */
  couponCode: z.string().nullable(),
  delivery: z.number(),
  /** Rupees, to the paisa: contained in the total when `gstIncluded`, added to it otherwise. */
  gst: z.number(),
  /** Whole rupees (decision 050): subtotal − discount + delivery (+ gst when not included) + roundOff. */
  total: z.number(),
  /** Same as total, under the name the storefront reads. */
  totalAmount: z.number(),
  /** True when the prices shown included the GST (or none was charged): `gst` is inside the total. */
  gstIncluded: z.boolean(),
  /** Rupees that brought the order to whole rupees; 0 with prices in whole rupees and GST included. */
  roundOff: z.number(),
  /** A business buyer's GSTIN and legal name given at checkout (a B2B invoice), or null. */
  buyerGstin: z.string().nullable(),
  buyerName: z.string().nullable(),
  /** The storefront's language the order was placed in (issue 28), shown to staff. */
  language: LanguageSchema,
  shippingAddress: ShippingAddressOutSchema,
  /** YYYY-MM-DD the last made-to-order line is expected to leave the studio; null when none. */
  expectedDispatchDate: z.string().nullable(),
  /** The parcel, once shipped (decision 028); null before. */
  courier: z.string().nullable(),
  /** The courier's AWB (air waybill) number. */
  trackingNumber: z.string().nullable(),
  /** The courier's tracking page for this parcel; null before shipping or when the courier has none. */
  trackingUrl: z.string().nullable(),
  shippedAt: z.string().nullable(),
  /** When staff recorded the customer's confirmation of this Cash-on-Delivery order; null until then. */
  codConfirmedAt: z.string().nullable(),
  /** Oldest first: the "Track Order" timeline. */
  history: z.array(OrderHistoryEntrySchema),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Whether the order's customer may still cancel it (pending only). */
  canCancel: z.boolean(),
  /** The statuses staff may move it to next. */
  nextStatuses: z.array(OrderStatusSchema),
  /** Staff only. */
  customer: z.object({ name: z.string(), email: z.string() }).optional(),
  /**
   * Staff only: how many of this customer's other orders (same account or same mobile number) came
   * back to the studio undelivered, so staff can confirm before shipping another.
   */
  returnsToOrigin: z.number().int().optional(),
});
export type Order = z.infer<typeof OrderSchema>;

export const OrderResponseSchema = z.object({ order: OrderSchema });

/**
 * An order as /track shows it to whoever knows its number and mobile number (decision 040): how it
 * is going and what is in it, and nothing about the buyer (no name, address, phone or e-mail).
 */
export const TrackedOrderSchema = z.object({
  /** The order's and its lines' ids: what a guest's return names (decision 054). */
  id: z.uuid(),
  number: z.string(),
  status: OrderStatusSchema,
  paymentMethod: PaymentMethodSchema,
  items: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      variantTitle: z.string(),
      image: z.string().nullable(),
      price: z.number(),
      quantity: z.number().int(),
      lineTotal: z.number(),
      gstRate: z.number(),
    }),
  ),
  subtotal: z.number(),
  discount: z.number(),
  couponCode: z.string().nullable(),
  delivery: z.number(),
  gst: z.number(),
  total: z.number(),
  gstIncluded: z.boolean(),
  roundOff: z.number(),
  expectedDispatchDate: z.string().nullable(),
  courier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  trackingUrl: z.string().nullable(),
  shippedAt: z.string().nullable(),
  history: z.array(z.object({ status: OrderStatusSchema, at: z.string() })),
  createdAt: z.string(),
});
export type TrackedOrder = z.infer<typeof TrackedOrderSchema>;
export const TrackedOrderResponseSchema = z.object({ order: TrackedOrderSchema });
export const OrderListSchema = z.object({ orders: z.array(OrderSchema), pagination: PaginationSchema });
export type OrderList = z.infer<typeof OrderListSchema>;

export const ORDERS_PAGE_SIZE = 10;

export const OrderListQuerySchema = z.object({
  page: pageParam,
  limit: limitParam(ORDERS_PAGE_SIZE, 50),
});

export const AdminOrderListQuerySchema = z
  .object({
    page: pageParam,
    limit: limitParam(ORDERS_PAGE_SIZE, 100),
    status: OrderStatusSchema.optional(),
    /** Order number (any end of the id), customer name or email, or phone. */
    search: z.string().trim().max(100).optional(),
    /** Placed on or after / on or before these days in India (the dashboard's figures link here). */
    ...dayRangeShape,
  })
  .superRefine(refineOptionalRange);
export type AdminOrderListQuery = z.infer<typeof AdminOrderListQuerySchema>;

export const CancelOrderBodySchema = strictBody({
  note: z.string().trim().max(500, { error: 'Reason must be at most 500 characters' }).optional(),
}).nullish();

export const MAX_REVIEW_COMMENT = 1000;

export const CreateReviewBodySchema = strictBody({
  rating: z
    .number({ error: 'Rating must be a whole number from 1 to 5' })
    .int({ error: 'Rating must be a whole number from 1 to 5' })
    .min(1, { error: 'Rating must be a whole number from 1 to 5' })
    .max(5, { error: 'Rating must be a whole number from 1 to 5' }),
  comment: z
    .string()
    .trim()
    .max(MAX_REVIEW_COMMENT, { error: `Comment must be at most ${MAX_REVIEW_COMMENT} characters` })
    .optional(),
});
export type CreateReviewBody = z.infer<typeof CreateReviewBodySchema>;

export const ReviewSchema = z.object({
  id: z.uuid(),
  rating: z.number().int(),
  comment: z.string().nullable(),
  /** First name only, so a review does not publish a customer's full name. */
  authorName: z.string(),
  createdAt: z.string(),
});
export type Review = z.infer<typeof ReviewSchema>;

/** The average of a product's reviews (null with none) and how many there are (decision 030). */
export const ReviewSummarySchema = z.object({ rating: z.number().nullable(), count: z.number().int() });

export const ReviewListSchema = z.object({
  reviews: z.array(ReviewSchema),
  pagination: PaginationSchema,
  summary: ReviewSummarySchema,
});

export const ReviewCreatedSchema = z.object({ review: ReviewSchema, summary: ReviewSummarySchema });

export const ReviewListQuerySchema = z.object({ page: pageParam, limit: limitParam(10, 50) });
