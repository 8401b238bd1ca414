import { offeredPaymentMethods, UPI_PAYMENT_WINDOW_MINUTES, type PaymentMethod } from '@shop/domain';
import type { Db } from '../../db/client.js';
import { invalidField } from '../../lib/errors.js';
import { readShopSettings } from '../settings/index.js';

/** How a new order starts, by the way the customer chose to pay (decision 038). */
export interface PaymentTerms {
  paymentMethod: PaymentMethod;
  /** Cash on Delivery goes ahead at once; UPI waits for its payment. */
  status: 'pending' | 'awaiting_payment';
  /** UPI: the stock is held until then; the expiry job cancels the order after. */
  paymentDueBy: Date | null;
  /** The first line of the order's timeline. */
  note: string;
}

export const CASH_ON_DELIVERY: PaymentTerms = {
  paymentMethod: 'cod',
  status: 'pending',
  paymentDueBy: null,
  note: 'Order placed',
};

const UPI_NOT_OFFERED = {
  en: 'This shop does not take UPI payments yet; choose Cash on Delivery',
  hi: 'अभी हम UPI से भुगतान नहीं लेते; कृपया कैश ऑन डिलीवरी चुनें',
};

/**
 * The terms of a checkout: Cash on Delivery as before, or UPI when the shop has set its UPI ID,
 * else 422 on `paymentMethod`. Settings are read only when UPI is asked for, so a COD checkout
 * costs nothing more. `now` is the clock the hold starts from.
 */
export async function paymentTerms(db: Db, method: PaymentMethod, now = new Date()): Promise<PaymentTerms> {
  if (method === 'cod') return CASH_ON_DELIVERY;
  const { payments } = await readShopSettings(db);
  if (!offeredPaymentMethods(payments).includes('upi')) throw invalidField('paymentMethod', UPI_NOT_OFFERED);
  return {
    paymentMethod: 'upi',
    status: 'awaiting_payment',
    paymentDueBy: new Date(now.getTime() + UPI_PAYMENT_WINDOW_MINUTES * 60_000),
    note: `Order placed; waiting for the UPI payment (${UPI_PAYMENT_WINDOW_MINUTES} minutes)`,
  };
}
