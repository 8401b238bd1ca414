import type { OrderStatus, PaymentMethod, PaymentStatus } from '@shop/domain';
import type { MessageId } from '@/lib/i18n/catalogue';

/** Each order status in words (decision 008). */
export const ORDER_STATUS_WORDS: Record<OrderStatus, MessageId> = {
  awaiting_payment: 'order.status.awaiting_payment',
  pending: 'order.status.pending',
  processing: 'order.status.processing',
  shipped: 'order.status.shipped',
  delivered: 'order.status.delivered',
  returned: 'order.status.returned',
  cancelled: 'order.status.cancelled',
};

/** Each way to pay in words. */
export const PAYMENT_METHOD_WORDS: Record<PaymentMethod, MessageId> = {
  cod: 'payment.method.cod',
  upi: 'payment.method.upi',
};

/** A payment's state in words (decision 038). */
export const PAYMENT_STATUS_WORDS: Record<PaymentStatus, MessageId> = {
  unpaid: 'payment.status.unpaid',
  utr_submitted: 'payment.status.utr_submitted',
  paid: 'payment.status.paid',
  not_received: 'payment.status.not_received',
  expired: 'payment.status.expired',
};
