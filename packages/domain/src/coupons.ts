import { z } from 'zod';
import { strictBody } from './api.js';
import { hindiDateTime } from './languages.js';
import { formatRupees, paiseToRupees, rupeesToPaise, type Paise } from './money.js';
import { roundToRupees } from './pricing.js';
import type { Sentence } from './shopper-messages.js';
import { SHOPPER_FORM_WORDS } from './shopper-form-words.js';

/**
 * Coupons (decision 037): a code takes a percent or a fixed sum off the goods of an order. The
 * rules live here once; the server checks every one of them when a code is applied to a cart and
 * again inside the checkout's transaction, and the browser only shows what the server said.
 */

export const COUPON_TYPES = ['percent', 'fixed'] as const;
export type CouponType = (typeof COUPON_TYPES)[number];

/** Letters, digits, - and _; stored in capitals, so codes are compared without regard to case. */
export const COUPON_CODE_PATTERN = /^[A-Z0-9_-]{3,30}$/;
const codeMessage = SHOPPER_FORM_WORDS.couponCodeFormat.en;

export const CouponCodeSchema = z
  .string({ error: codeMessage })
  .trim()
  .transform((code) => code.toUpperCase())
  .pipe(z.string().regex(COUPON_CODE_PATTERN, { error: codeMessage }));

/** The most a coupon may ask as a minimum, or take off: what an order can hold (about ₹2.1 crore). */
const MAX_RUPEES = 2_00_00_000;
const hasAtMostPaise = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
const rupees = (label: string) =>
  z
    .number({ error: `${label} must be an amount in rupees` })
    .min(0, { error: `${label} cannot be negative` })
    .max(MAX_RUPEES, { error: `${label} is too large` })
    .refine(hasAtMostPaise, { error: `${label} can have at most two decimals (paise)` });

const optionalLimit = (label: string) =>
  z
    .number({ error: `${label} must be a whole number of 1 or more, or empty for no limit` })
    .int({ error: `${label} must be a whole number of 1 or more, or empty for no limit` })
    .min(1, { error: `${label} must be a whole number of 1 or more, or empty for no limit` })
    .max(1_000_000, { error: `${label} must be at most 10,00,000` })
    .nullable()
    .default(null);

const dateTime = (label: string) =>
  z.iso.datetime({ offset: true, error: `${label} must be a date and time (ISO 8601)` });

const couponFields = {
  code: CouponCodeSchema,
  type: z.enum(COUPON_TYPES, { error: 'Type must be percent or fixed' }),
  /** Percent off (1–100, whole), or rupees off (more than 0). */
  value: z.number({ error: 'Value must be a number' }),
  /** Rupees: the cart's subtotal (before the discount) must reach this. */
  minSubtotal: rupees('Minimum subtotal').default(0),
  /** Null: from now on. */
  startsAt: dateTime('Start').nullable().default(null),
  /** Null: never ends. */
  endsAt: dateTime('End').nullable().default(null),
  /** Orders that may use the code in all; null for no limit. */
  usageLimit: optionalLimit('Total uses'),
  /** Orders one customer may place with it; null for no limit. */
  perCustomerLimit: optionalLimit('Uses per customer'),
  firstOrderOnly: z.boolean({ error: 'First order only must be true or false' }).default(false),
  /** Empty: the whole catalogue. Else only goods in these categories (or their subcategories). */
  categoryIds: z
    .array(z.uuid({ error: 'Each category must be a valid id' }), { error: 'Categories must be a list' })
    .max(100, { error: 'At most 100 categories' })
    .default([]),
  /** Whether the code can be used now; staff switch it off and on. */
  active: z.boolean({ error: 'Active must be true or false' }).default(true),
};

/** The value is read by its type, and a coupon must end after it starts: each a 422 on its field. */
function checkCoupon(
  coupon: { type: CouponType; value: number; startsAt: string | null; endsAt: string | null },
  context: z.RefinementCtx,
): void {
  if (
    coupon.type === 'percent' &&
    !(Number.isInteger(coupon.value) && coupon.value >= 1 && coupon.value <= 100)
  ) {
    context.addIssue({
      code: 'custom',
      path: ['value'],
      message: 'A percent off must be a whole number from 1 to 100',
    });
  }
  if (coupon.type === 'fixed') {
    if (!(coupon.value > 0) || coupon.value > MAX_RUPEES || !Number.isInteger(coupon.value)) {
      context.addIssue({
        code: 'custom',
        path: ['value'],
        message: 'A fixed amount off must be whole rupees, more than ₹0',
      });
    }
  }
  if (coupon.startsAt && coupon.endsAt && Date.parse(coupon.endsAt) <= Date.parse(coupon.startsAt)) {
    context.addIssue({ code: 'custom', path: ['endsAt'], message: 'The end must be after the start' });
  }
}

/** `POST /api/coupons` and `PUT /api/coupons/:id` (the whole coupon, as the dialog edits it). */
export const CouponBodySchema = strictBody(couponFields).superRefine(checkCoupon);
export type CouponBody = z.input<typeof CouponBodySchema>;
export type CouponInput = z.output<typeof CouponBodySchema>;

export const CouponSchema = z.object({
  id: z.uuid(),
  code: z.string(),
  type: z.enum(COUPON_TYPES),
  value: z.number(),
  minSubtotal: z.number(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  usageLimit: z.number().int().nullable(),
  perCustomerLimit: z.number().int().nullable(),
  firstOrderOnly: z.boolean(),
  categoryIds: z.array(z.uuid()),
  active: z.boolean(),
  /** Orders placed with the code and not cancelled (a cancelled order gives its use back). */
  uses: z.number().int(),
  /** Rupees: what those orders charged, after their discount. */
  revenue: z.number(),
  /** Rupees taken off by those orders. */
  discountGiven: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Coupon = z.infer<typeof CouponSchema>;

export const CouponResponseSchema = z.object({ coupon: CouponSchema });
export const CouponListSchema = z.object({ coupons: z.array(CouponSchema) });

/** `POST /api/cart/coupon`. */
export const ApplyCouponBodySchema = strictBody({ code: CouponCodeSchema });
export type ApplyCouponBody = z.input<typeof ApplyCouponBodySchema>;

/** The code a cart carries: its discount now, or why it no longer applies. */
export const CartCouponSchema = z.object({
  code: z.string(),
  /** Rupees off the goods now (0 when refused). */
  discount: z.number(),
  /** Null while the code applies; else the refusal in words (checkout will refuse it). */
  message: z.string().nullable(),
});
export type CartCoupon = z.infer<typeof CartCouponSchema>;

// --- The rules -----------------------------------------------------------------------------------

/** A coupon as the rules read it, amounts in paise. */
export interface CouponTerms {
  type: CouponType;
  /** Percent for 'percent', paise for 'fixed'. */
  amount: number;
  minSubtotalPaise: Paise;
  startsAt: Date | null;
  endsAt: Date | null;
  usageLimit: number | null;
  perCustomerLimit: number | null;
  firstOrderOnly: boolean;
  categoryIds: readonly string[];
  active: boolean;
  /** Orders holding a use of it now. */
  uses: number;
}

/** A line as the coupon sees it: what it costs and the categories it sits in (its own and parents). */
export interface CouponLine {
  amountPaise: Paise;
  categoryIds: readonly string[];
}

/** What the rules need to know of the customer and the moment. */
export interface CouponCircumstances {
  now: Date;
  /** The cart's subtotal before any discount. */
  subtotalPaise: Paise;
  lines: readonly CouponLine[];
  /** The customer's orders that were not cancelled. */
  customerOrders: number;
  /** Of those, the ones placed with this code. */
  customerUses: number;
}

const indianDate = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

/** Why a code is refused, in the shopper's language (issue 28). */
export const COUPON_MESSAGES = {
  unknown: { en: 'This code is not valid', hi: 'यह कोड मान्य नहीं है' },
  inactive: { en: 'This code is not active', hi: 'यह कोड अभी चालू नहीं है' },
  expired: { en: 'This code has expired', hi: 'इस कोड की समय-सीमा खत्म हो चुकी है' },
  notStarted: (startsAt: Date): Sentence => ({
    en: `This code can be used from ${indianDate.format(startsAt)}`,
    hi: `यह कोड ${hindiDateTime(startsAt)} से इस्तेमाल किया जा सकता है`,
  }),
  usedUp: {
    en: 'This code has been used the most times it can be',
    hi: 'इस कोड के इस्तेमाल की सीमा पूरी हो चुकी है',
  },
  perCustomer: (limit: number): Sentence =>
    limit === 1
      ? { en: 'You have already used this code', hi: 'आप यह कोड पहले ही इस्तेमाल कर चुके हैं' }
      : {
          en: `You have already used this code ${limit} times`,
          hi: `आप यह कोड पहले ही ${limit} बार इस्तेमाल कर चुके हैं`,
        },
  firstOrder: { en: 'This code is for a first order only', hi: 'यह कोड सिर्फ़ पहले ऑर्डर के लिए है' },
  categories: {
    en: 'This code does not apply to anything in your cart',
    hi: 'यह कोड आपके कार्ट के किसी भी पीस पर लागू नहीं होता',
  },
  minSubtotal: (paise: Paise): Sentence => {
    const least = formatRupees(paiseToRupees(paise));
    return {
      en: `This code needs a subtotal of ${least}`,
      hi: `यह कोड कम से कम ${least} की खरीदारी पर ही लगता है`,
    };
  },
  emptyCart: {
    en: 'Add something to your cart before applying a code',
    hi: 'कोड लगाने से पहले अपने कार्ट में कुछ डालें',
  },
} as const satisfies Record<string, Sentence | ((...values: never[]) => Sentence)>;

/** Whether a line is one the coupon applies to: any line when it names no category. */
export function isEligibleLine(terms: Pick<CouponTerms, 'categoryIds'>, line: CouponLine): boolean {
  return terms.categoryIds.length === 0 || line.categoryIds.some((id) => terms.categoryIds.includes(id));
}

/**
 * Why this coupon cannot be used now, in words a customer understands, or null when it can. The
 * checks run from the code itself (switched off, dates, uses left) to this customer and cart.
 */
export function couponRefusal(terms: CouponTerms, circumstances: CouponCircumstances): Sentence | null {
  const { now } = circumstances;
  if (!terms.active) return COUPON_MESSAGES.inactive;
  if (terms.endsAt && now >= terms.endsAt) return COUPON_MESSAGES.expired;
  if (terms.startsAt && now < terms.startsAt) return COUPON_MESSAGES.notStarted(terms.startsAt);
  if (terms.usageLimit !== null && terms.uses >= terms.usageLimit) return COUPON_MESSAGES.usedUp;
  if (terms.perCustomerLimit !== null && circumstances.customerUses >= terms.perCustomerLimit) {
    return COUPON_MESSAGES.perCustomer(terms.perCustomerLimit);
  }
  if (terms.firstOrderOnly && circumstances.customerOrders > 0) return COUPON_MESSAGES.firstOrder;
  if (circumstances.lines.length === 0) return COUPON_MESSAGES.emptyCart;
  if (!circumstances.lines.some((line) => isEligibleLine(terms, line))) return COUPON_MESSAGES.categories;
  if (circumstances.subtotalPaise < terms.minSubtotalPaise) {
    return COUPON_MESSAGES.minSubtotal(terms.minSubtotalPaise);
  }
  return null;
}

/**
 * Splits `total` paise over `weights` in proportion, each share a whole number of paise, the shares
 * summing to `total` exactly: floors first, then the paise left over go one each to the largest
 * remainders (the earlier line on a tie), so nothing is lost or made up by rounding.
 */
export function spreadInProportion(total: Paise, weights: readonly number[]): Paise[] {
  const sum = weights.reduce((all, weight) => all + weight, 0);
  if (sum <= 0 || total <= 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (total * weight) / sum);
  const shares = exact.map(Math.floor);
  let left = total - shares.reduce((all, share) => all + share, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

/**
 * The discount of each line, in paise, summing exactly to the coupon's: a percent of the eligible
 * lines (rounded once, to whole rupees) or the fixed sum (never more than they cost), spread over the
 * eligible lines in proportion to what each costs. Lines outside the coupon's categories get 0.
 */
export function lineDiscounts(
  terms: Pick<CouponTerms, 'type' | 'amount' | 'categoryIds'>,
  lines: readonly CouponLine[],
): Paise[] {
  const weights = lines.map((line) => (isEligibleLine(terms, line) ? line.amountPaise : 0));
  const eligible = weights.reduce((all, weight) => all + weight, 0);
  // Whole rupees (decision 050): 10% of ₹2,598 is ₹260, so every total stays whole rupees.
  const total =
    terms.type === 'percent'
      ? Math.min(roundToRupees((eligible * terms.amount) / 100), eligible)
      : Math.min(roundToRupees(terms.amount), eligible);
  return spreadInProportion(total, weights);
}

/** The stored amount of a coupon's value: percent as is, rupees as paise. */
export function couponAmount(type: CouponType, value: number): number {
  return type === 'percent' ? value : rupeesToPaise(value);
}

/** "10% off", "₹200 off": how a code's value reads in the back office. */
export function couponValueLabel(coupon: Pick<Coupon, 'type' | 'value'>): string {
  return coupon.type === 'percent' ? `${coupon.value}% off` : `${formatRupees(coupon.value)} off`;
}
