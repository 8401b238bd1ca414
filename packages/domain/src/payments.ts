import { z } from 'zod';
import { strictBody } from './api.js';
import { PAYMENT_METHODS, PaymentMethodSchema, type PaymentMethod } from './orders.js';
import { SHOPPER_FORM_WORDS } from './shopper-form-words.js';

/**
 * UPI payments (decision 038): the customer pays the shop's UPI ID from their own UPI app, then
 * tells the shop the transaction's reference (UTR), and staff check it against the bank account.
 */

/** How long an unpaid UPI order holds its stock before the expiry job cancels it. */
export const UPI_PAYMENT_WINDOW_MINUTES = 30;

/**
 * A UPI ID (VPA): a handle, `@`, and the bank's or app's name (`studio.kaarigar@okhdfcbank`,
 * `9876543210@ybl`). NPCI allows letters, digits, dots, hyphens and underscores in the handle.
 */
export const UPI_VPA_PATTERN = /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9.-]{1,63}$/;
const VPA_MESSAGE = 'Enter the UPI ID as shown in your UPI app, for example kaarigar@okhdfcbank';
const PAYEE_MESSAGE = 'Give the payee name the UPI app shows the customer';

export const PaymentSettingsSchema = z
  .object({
    /** The shop's UPI ID; empty when the shop takes no UPI payments (then only Cash on Delivery). */
    upiVpa: z
      .string({ error: VPA_MESSAGE })
      .trim()
      .refine((value) => value === '' || UPI_VPA_PATTERN.test(value), VPA_MESSAGE),
    /** The name the customer's UPI app shows as the payee. */
    upiPayeeName: z
      .string({ error: PAYEE_MESSAGE })
      .trim()
      .max(50, 'The payee name must be at most 50 characters'),
  })
  .superRefine((value, context) => {
    if (value.upiVpa !== '' && value.upiPayeeName === '') {
      context.addIssue({ code: 'custom', path: ['upiPayeeName'], message: PAYEE_MESSAGE });
    }
  });
export type PaymentSettings = z.output<typeof PaymentSettingsSchema>;

export const DEFAULT_PAYMENT_SETTINGS: PaymentSettings = { upiVpa: '', upiPayeeName: '' };

/** The ways to pay the shop offers now: UPI only once its UPI ID is set. */
export function offeredPaymentMethods(settings: PaymentSettings): PaymentMethod[] {
  return PAYMENT_METHODS.filter((method) => method === 'cod' || settings.upiVpa !== '');
}

/** Rupees with exactly two decimals from integer paise (`am=1499.00`), never through floating point. */
function upiAmount(paise: number): string {
  const rupees = Math.floor(paise / 100);
  const rest = String(paise % 100).padStart(2, '0');
  return `${rupees}.${rest}`;
}

/**
 * The `upi://pay` link a phone opens in its UPI app (INDIA.md): payee, amount with two decimals,
 * the order number as the note, rupees. Built from the server's order, never from the browser.
 */
export function upiPayLink(payment: {
  vpa: string;
  payeeName: string;
  amountPaise: number;
  orderNumber: string;
}): string {
  const query = [
    ['pa', payment.vpa],
    ['pn', payment.payeeName],
    ['am', upiAmount(payment.amountPaise)],
    ['tn', payment.orderNumber],
    ['cu', 'INR'],
  ]
    .map(([key, value]) => `${key}=${encodeURIComponent(value ?? '')}`)
    .join('&');
  return `upi://pay?${query}`;
}

/** A UPI transaction's reference (UTR / RRN) is 12 digits; spaces people type are dropped. */
export const UTR_PATTERN = /^\d{12}$/;
const UTR_MESSAGE = SHOPPER_FORM_WORDS.utrFormat.en;

export const SubmitUtrBodySchema = strictBody({
  utr: z
    .string({ error: UTR_MESSAGE })
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(UTR_PATTERN, { error: UTR_MESSAGE })),
});
export type SubmitUtrBody = z.output<typeof SubmitUtrBodySchema>;

/** Staff's verdict on a UPI payment, with an optional note for the timeline. */
export const PaymentVerdictBodySchema = strictBody({
  note: z.string().trim().max(500, { error: 'Note must be at most 500 characters' }).optional(),
}).nullish();

/** What the payment page shows: built by the server from the order and the shop's settings. */
export const UpiPaymentSchema = z.object({
  orderId: z.uuid(),
  orderNumber: z.string(),
  /** Rupees, the order's total. */
  amount: z.number(),
  vpa: z.string(),
  payeeName: z.string(),
  /** `upi://pay?pa=…&pn=…&am=…&tn=<order number>&cu=INR`. */
  link: z.string(),
  /** ISO 8601: the order is cancelled if not paid by then. */
  dueBy: z.string().nullable(),
  utr: z.string().nullable(),
});
export type UpiPayment = z.infer<typeof UpiPaymentSchema>;
export const UpiPaymentResponseSchema = z.object({ payment: UpiPaymentSchema });

/** What the checkout may offer now: Cash on Delivery, and UPI once the shop has set its UPI ID. */
export const PaymentMethodsResponseSchema = z.object({ methods: z.array(PaymentMethodSchema) });
