import { z } from 'zod';
import { limitParam, PaginationSchema, pageParam, strictBody } from './api.js';
import type { Sentence } from './shopper-messages.js';
import { SHOPPER_FORM_WORDS } from './shopper-form-words.js';

/**
 * Carts left behind (decision 043): the carts of signed-in customers untouched for a while with
 * items in them, for staff to nudge by WhatsApp or by one email a week.
 */

/** A cart is "left behind" after this long untouched, unless staff ask for another span. */
export const LEFT_BEHIND_AFTER_HOURS = 24;
/** The longest span the list takes: 90 days. */
export const MAX_LEFT_BEHIND_HOURS = 90 * 24;
/** One reminder mail per cart in this many days. */
export const CART_REMINDER_INTERVAL_DAYS = 7;
export const ABANDONED_CARTS_PAGE_SIZE = 20;

const hoursMessage = `Untouched for must be a whole number of hours from 1 to ${MAX_LEFT_BEHIND_HOURS}`;

export const AbandonedCartQuerySchema = z.object({
  page: pageParam,
  limit: limitParam(ABANDONED_CARTS_PAGE_SIZE, 50),
  /** How long the cart has been untouched: a day by default, at least an hour. */
  olderThanHours: z.coerce
    .number({ error: hoursMessage })
    .int({ error: hoursMessage })
    .min(1, { error: hoursMessage })
    .max(MAX_LEFT_BEHIND_HOURS, { error: hoursMessage })
    .default(LEFT_BEHIND_AFTER_HOURS),
});
export type AbandonedCartQuery = z.infer<typeof AbandonedCartQuerySchema>;

/** The cart's id is its customer's: a customer has one cart. */
export const CartIdParamsSchema = z.object({ cartId: z.uuid({ message: 'Must be a valid cart id' }) });

export const AbandonedCartLineSchema = z.object({
  productId: z.string(),
  name: z.string(),
  /** "M / Indigo"; '' without options. */
  variantTitle: z.string(),
  quantity: z.number().int(),
  /** Rupees, the catalogue's price now. */
  price: z.number(),
  lineTotal: z.number(),
  /** False when the product was withdrawn: shown, but not in the value. */
  available: z.boolean(),
});
export type AbandonedCartLine = z.infer<typeof AbandonedCartLineSchema>;

export const AbandonedCartSchema = z.object({
  cartId: z.string(),
  customer: z.object({
    name: z.string(),
    email: z.string(),
    /** From the default saved address, else the latest order; null when the shop has none. */
    phone: z.string().nullable(),
  }),
  items: z.array(AbandonedCartLineSchema),
  /** Rupees: what the available lines cost at the catalogue's prices now. */
  value: z.number(),
  /** ISO 8601: the last time a line was added or changed. */
  lastActivityAt: z.string(),
  /** ISO 8601: the last reminder mail, or null. */
  lastEmailedAt: z.string().nullable(),
  /** ISO 8601: when the next reminder mail may go (null: now). */
  nextEmailFrom: z.string().nullable(),
});
export type AbandonedCart = z.infer<typeof AbandonedCartSchema>;

export const AbandonedCartListSchema = z.object({
  carts: z.array(AbandonedCartSchema),
  pagination: PaginationSchema,
  olderThanHours: z.number().int(),
});
export type AbandonedCartList = z.infer<typeof AbandonedCartListSchema>;

export const CartReminderResponseSchema = z.object({
  emailedAt: z.string(),
  nextEmailFrom: z.string(),
  recipient: z.string(),
});
export type CartReminderResponse = z.infer<typeof CartReminderResponseSchema>;

/**
 * Unsubscribing from cart reminders: the mail's link carries a random token (32 bytes, base64url:
 * 43 characters) that names the recipient; the server keeps it, so it cannot be made up or guessed.
 */
export const UNSUBSCRIBE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const UNSUBSCRIBE_TOKEN_MESSAGE = SHOPPER_FORM_WORDS.unsubscribeLinkIncomplete.en;
export const UNSUBSCRIBE_UNKNOWN_MESSAGE: Sentence = {
  en: 'This unsubscribe link is not valid. Open the link from the email again, or write to us to stop our emails.',
  hi: 'यह अनसब्सक्राइब लिंक सही नहीं है। कृपया ईमेल से लिंक दोबारा खोलें, या ईमेल बंद करवाने के लिए हमें लिखें।',
};

export const UnsubscribeBodySchema = strictBody({
  token: z
    .string({ error: UNSUBSCRIBE_TOKEN_MESSAGE })
    .trim()
    .regex(UNSUBSCRIBE_TOKEN_PATTERN, { error: UNSUBSCRIBE_TOKEN_MESSAGE }),
});
export type UnsubscribeBody = z.infer<typeof UnsubscribeBodySchema>;

export const UnsubscribeResponseSchema = z.object({
  /** The address no more reminders go to, partly hidden (`a***@example.in`): the link alone names it. */
  email: z.string(),
  /** ISO 8601: when the person unsubscribed (the first time, when the link is used again). */
  unsubscribedAt: z.string(),
});
export type UnsubscribeResponse = z.infer<typeof UnsubscribeResponseSchema>;
