import { z } from 'zod';
import { strictBody } from './api.js';
import { ProductSchema } from './catalog.js';
import { paiseToRupees, rupeesToPaise } from './money.js';
import { PERSONALISATION_MAX_LIMIT } from './variants.js';
import { DEFAULT_GST_RATE } from './gst-rates.js';
import { CartCouponSchema } from './coupons.js';
import { MAX_LINE_QUANTITY } from './line-quantity.js';
import { SHOPPER_FORM_WORDS } from './shopper-form-words.js';
import {
  computeOrderTotals,
  gstModeOf,
  type OrderTotals,
  type PricedLine,
  type PricingSettings,
} from './pricing.js';

/** Kept where the form words can say it too (line-quantity.ts); the cart's to export, as before. */
export { MAX_LINE_QUANTITY };
export const DEFAULT_ADD_QUANTITY = 1;

const quantityMessage = SHOPPER_FORM_WORDS.lineQuantity.en;

/** 1..999, whole: what a customer may put in the cart in one line. */
export const CartQuantitySchema = z
  .number({ error: quantityMessage })
  .int({ error: quantityMessage })
  .min(1, { error: quantityMessage })
  .max(MAX_LINE_QUANTITY, { error: quantityMessage });

/** Prices and totals are the shop's to set: a browser that sends them is told so. */
export const PRICES_ARE_THE_SHOPS = 'prices and totals are set by the shop';

export const AddCartItemBodySchema = strictBody(
  {
    productId: z.uuid({ error: 'Must be a valid product id' }),
    /** Required for a product with options; a product without options may leave it out. */
    variantId: z.uuid({ error: 'Must be a valid variant id' }).optional(),
    quantity: CartQuantitySchema.default(DEFAULT_ADD_QUANTITY),
    /** The buyer's note for a product that takes one; its length limit is the product's. */
    personalisationNote: z
      .string({ error: 'The note must be text' })
      .trim()
      .max(PERSONALISATION_MAX_LIMIT, {
        error: `The note must be at most ${PERSONALISATION_MAX_LIMIT} characters`,
      })
      .optional(),
  },
  PRICES_ARE_THE_SHOPS,
);
export type AddCartItemBody = z.infer<typeof AddCartItemBodySchema>;

/** A new quantity for a line; 0 or less removes the line (decision 008). */
export const UpdateCartItemBodySchema = strictBody(
  {
    quantity: z
      .number({ error: quantityMessage })
      .int({ error: quantityMessage })
      .min(-MAX_LINE_QUANTITY, { error: quantityMessage })
      .max(MAX_LINE_QUANTITY, { error: quantityMessage }),
  },
  PRICES_ARE_THE_SHOPS,
);
export type UpdateCartItemBody = z.infer<typeof UpdateCartItemBodySchema>;

export const CartItemParamsSchema = z.object({ itemId: z.uuid({ error: 'Must be a valid cart item id' }) });

export const CartItemSchema = z.object({
  id: z.uuid(),
  productId: z.uuid(),
  variantId: z.uuid(),
  /** "M / Indigo"; '' for a product without options. */
  variantTitle: z.string(),
  sku: z.string(),
  /** The buyer's note on this line, or null; one product with two notes is two lines. */
  personalisationNote: z.string().nullable(),
  quantity: z.number().int(),
  /** Rupees, the variant's catalogue price now (never a remembered one). */
  price: z.number(),
  /** Rupees: price × quantity. */
  lineTotal: z.number(),
  name: z.string(),
  /**
   * False when the product was withdrawn or sold out, or when fewer units are left than the line
   * asks for; such lines are shown but not counted in the summary, and checkout refuses them.
   */
  available: z.boolean(),
  /** Units that can still be bought (0 when withdrawn): the top of the quantity stepper. */
  maxQuantity: z.number().int(),
  product: ProductSchema,
});
export type CartItem = z.infer<typeof CartItemSchema>;

/** Rupees; `count` is the sum of quantities (the navbar badge). */
export const CartSummarySchema = z.object({
  count: z.number().int(),
  subtotal: z.number(),
  /** Rupees a coupon takes off the goods (0 without one); delivery and GST follow it (decision 037). */
  discount: z.number(),
  delivery: z.number(),
  /** The GST, to the paisa: contained in the total when `gstIncluded`, added to it otherwise. */
  gst: z.number(),
  /**
   * Whole rupees (decision 050): subtotal − discount + delivery (+ gst when not included) + roundOff.
   */
  total: z.number(),
  /** True when the prices shown include GST (or the shop charges none): `gst` is inside the total. */
  gstIncluded: z.boolean(),
  /** The paise that bring the sum to whole rupees; 0 for prices in whole rupees with GST included. */
  roundOff: z.number(),
});
export type CartSummary = z.infer<typeof CartSummarySchema>;

export const CartSchema = z.object({
  items: z.array(CartItemSchema),
  summary: CartSummarySchema,
  /** The code applied to the cart, or null. */
  coupon: CartCouponSchema.nullable(),
});
export type Cart = z.infer<typeof CartSchema>;

export const CartResponseSchema = z.object({ cart: CartSchema });

/**
 * The shop's delivery charge and tax settings (rupees) as the pricing rule reads them (paise). GST's
 * default rate is the domain's own (issue 26: no longer an owner's setting).
 */
export function pricingSettingsFrom(
  delivery: { fee: number; freeAbove: number },
  tax: { registered: boolean; pricesIncludeGst: boolean },
): PricingSettings {
  return {
    freeDeliveryThresholdPaise: rupeesToPaise(delivery.freeAbove),
    deliveryFeePaise: rupeesToPaise(delivery.fee),
    gstPercent: DEFAULT_GST_RATE,
    gstMode: gstModeOf(tax),
  };
}

/** The totals of some lines (decision 005), in rupees as the API speaks them. */
export function summarise(lines: readonly PricedLine[], settings: PricingSettings): CartSummary {
  return cartSummaryOf(computeOrderTotals(lines, settings));
}

/** Totals worked out in paise, in rupees as the API speaks them: the one place a cart's sums change unit. */
export function cartSummaryOf(totals: OrderTotals): CartSummary {
  return {
    count: totals.count,
    subtotal: paiseToRupees(totals.subtotalPaise),
    discount: paiseToRupees(totals.discountPaise),
    delivery: paiseToRupees(totals.deliveryPaise),
    gst: paiseToRupees(totals.gstPaise),
    total: paiseToRupees(totals.totalPaise),
    gstIncluded: totals.gstIncluded,
    roundOff: paiseToRupees(
      totals.totalPaise -
        (totals.subtotalPaise -
          totals.discountPaise +
          totals.deliveryPaise +
          (totals.gstIncluded ? 0 : totals.gstPaise)),
    ),
  };
}

/** The most lines a guest's browser cart may send at once; more is a 422, not a slow answer. */
export const MAX_GUEST_LINES = 50;

/**
 * One line of a guest's cart as the browser keeps it (decision 040): which variant, how many. No
 * price: the server prices every line from the catalogue on every view.
 */
export const GuestCartLineSchema = strictBody(
  {
    productId: z.uuid({ error: 'Must be a valid product id' }),
    variantId: z.uuid({ error: 'Must be a valid variant id' }),
    quantity: CartQuantitySchema,
  },
  PRICES_ARE_THE_SHOPS,
);
export type GuestCartLine = z.infer<typeof GuestCartLineSchema>;

export const GuestCartLinesSchema = z
  .array(GuestCartLineSchema, { error: 'items must be a list of cart lines' })
  .max(MAX_GUEST_LINES, { error: `A cart may hold at most ${MAX_GUEST_LINES} different pieces` });

/** `POST /api/cart/quote` and `POST /api/cart/merge`: the browser's lines, nothing else. */
export const GuestCartBodySchema = strictBody({ items: GuestCartLinesSchema }, PRICES_ARE_THE_SHOPS);
export type GuestCartBody = z.infer<typeof GuestCartBodySchema>;

/** A line the server could not price because its product or variant no longer exists. */
export const DroppedLineSchema = z.object({
  productId: z.uuid(),
  variantId: z.uuid(),
  message: z.string(),
});
export type DroppedLine = z.infer<typeof DroppedLineSchema>;

/**
 * A guest's cart priced now, in the signed-in cart's shape (a line's `id` is its variant's id, the
 * browser keeps one line per variant); `dropped` lists lines whose product or variant no longer
 * exists, which the browser then forgets (decision 040).
 */
export const CartQuoteResponseSchema = z.object({ cart: CartSchema, dropped: z.array(DroppedLineSchema) });
export type CartQuote = z.infer<typeof CartQuoteResponseSchema>;

/** What the merge changed of a guest line: fewer units than asked, or none (sold out or gone). */
export const MergeChangeSchema = z.object({
  productId: z.uuid(),
  variantId: z.uuid(),
  /** The product's name, or '' when it no longer exists. */
  name: z.string(),
  requested: z.number().int(),
  /** Units of it the account's cart now holds. */
  inCart: z.number().int(),
  /** For the shopper: "Only 2 of Silk Saree (M) were left; your cart has 2". */
  message: z.string(),
});
export type MergeChange = z.infer<typeof MergeChangeSchema>;

/** The account's cart after the merge, and each guest line that did not go in as asked. */
export const CartMergeResponseSchema = z.object({ cart: CartSchema, changes: z.array(MergeChangeSchema) });
export type CartMerge = z.infer<typeof CartMergeResponseSchema>;
