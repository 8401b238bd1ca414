import { z } from 'zod';
import { strictBody } from './api.js';
import { EmailSchema } from './auth.js';
import { DEFAULT_LANGUAGE, LanguageSchema } from './languages.js';

export const NOTIFICATION_KINDS = [
  'order_placed',
  'order_processing',
  'order_shipped',
  'order_delivered',
  'order_cancelled',
  'order_returned',
  'shop_new_order',
  'back_in_stock',
  'low_stock_summary',
  'upi_awaiting_payment',
  'upi_payment_received',
  'upi_payment_expired',
  'upi_payment_not_received',
  'cart_reminder',
  'complaint_received',
  'complaint_reply',
  'complaint_resolved',
  'return_requested',
  'return_approved',
  'return_rejected',
  'return_picked_up',
  'return_received',
  'return_refunded',
  'return_exchanged',
  'return_cancelled',
  'shop_new_return',
  'test_mail',
  'new_device_sign_in',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** What staff read for each mail in the order's Notifications panel. */
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  order_placed: 'Order placed (customer)',
  order_processing: 'Order confirmed (customer)',
  order_shipped: 'Order shipped (customer)',
  order_delivered: 'Order delivered (customer)',
  order_cancelled: 'Order cancelled (customer)',
  order_returned: 'Order returned (customer)',
  shop_new_order: 'New order (shop)',
  back_in_stock: 'Back in stock',
  low_stock_summary: 'Low-stock summary (shop)',
  upi_awaiting_payment: 'UPI order placed, awaiting payment (customer)',
  upi_payment_received: 'UPI payment received (customer)',
  upi_payment_expired: 'UPI payment not made in time (customer)',
  upi_payment_not_received: 'UPI payment not received (customer)',
  cart_reminder: 'Cart reminder (customer)',
  complaint_received: 'Complaint received (customer)',
  complaint_reply: 'Reply to a complaint (customer)',
  complaint_resolved: 'Complaint resolved (customer)',
  return_requested: 'Return requested (customer)',
  return_approved: 'Return approved (customer)',
  return_rejected: 'Return rejected (customer)',
  return_picked_up: 'Return picked up (customer)',
  return_received: 'Return received (customer)',
  return_refunded: 'Return refunded (customer)',
  return_exchanged: 'Exchange sent (customer)',
  return_cancelled: 'Return cancelled (customer)',
  shop_new_return: 'New return request (shop)',
  test_mail: 'Test mail (staff)',
  new_device_sign_in: 'Sign-in from a new device (staff)',
};

/**
 * queued: waiting for the worker (with `lastError` set: failed, retrying); sending: in a worker's
 * hands; sent; logged: no mail server is set (`SMTP_URL`), so the mail went to the server log and
 * nobody received it; failed: gave up after its retries, or interrupted mid-send. Staff may resend a
 * sent, logged or failed mail.
 */
export const NOTIFICATION_STATES = ['queued', 'sending', 'sent', 'logged', 'failed'] as const;

export const NotificationSchema = z.object({
  id: z.string(),
  orderId: z.string().nullable(),
  kind: z.enum(NOTIFICATION_KINDS),
  recipient: z.string(),
  state: z.enum(NOTIFICATION_STATES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  /** ISO 8601 timestamps. */
  sentAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationListSchema = z.object({ notifications: z.array(NotificationSchema) });
export const NotificationResponseSchema = z.object({ notification: NotificationSchema });

/** "Notify me when available": the email to tell, and the variant chosen (a product's only one if omitted). */
export const StockAlertBodySchema = strictBody({
  email: EmailSchema,
  variantId: z.uuid({ message: 'Must be a valid id' }).optional(),
  /** The storefront's language (issue 28): a `/hi/` product page sends `hi`; the mail is written in it. */
  language: LanguageSchema.default(DEFAULT_LANGUAGE),
});
export type StockAlertBody = z.infer<typeof StockAlertBodySchema>;

export const StockAlertResponseSchema = z.object({
  alert: z.object({ productId: z.string(), variantId: z.string(), email: z.string() }),
  /** True when this email already waited for this item: nothing new was written (200, not 201). */
  alreadyRegistered: z.boolean(),
});

/**
 * How this shop's mail leaves (issue 26): `smtp` through the mail server in SMTP_URL, `log` only
 * written to the server log (nobody receives it). `queue` false: this server sends no mail at all.
 */
export const MailStatusSchema = z.object({
  delivery: z.enum(['smtp', 'log']),
  queue: z.boolean(),
});
export type MailStatus = z.infer<typeof MailStatusSchema>;

/** A test mail accepted for sending, to the signed-in staff member's own address. */
export const MailTestResponseSchema = z.object({ to: z.string() });
