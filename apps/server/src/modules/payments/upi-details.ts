import { orderNumber, paiseToRupees, upiPayLink, type UpiPayment } from '@shop/domain';
import type { Db } from '../../db/client.js';
import { conflict } from '../../lib/errors.js';
import { readShopSettings } from '../settings/index.js';

/** The order fields a UPI payment is made of; the amount is the server's, never the browser's. */
export interface PayableOrder {
  id: string;
  totalPaise: number;
  paymentDueBy: Date | null;
  paymentUtr: string | null;
}

/** What the payment page shows: the shop's UPI ID and the `upi://pay` link for this order's total. */
export async function upiPaymentOf(db: Db, order: PayableOrder): Promise<UpiPayment> {
  const { payments } = await readShopSettings(db);
  if (!payments.upiVpa) {
    throw conflict({
      en: 'This shop no longer takes UPI payments; please contact us',
      hi: 'अब हम UPI से भुगतान नहीं लेते; कृपया हमसे संपर्क करें',
    });
  }
  const number = orderNumber(order.id);
  return {
    orderId: order.id,
    orderNumber: number,
    amount: paiseToRupees(order.totalPaise),
    vpa: payments.upiVpa,
    payeeName: payments.upiPayeeName,
    link: upiPayLink({
      vpa: payments.upiVpa,
      payeeName: payments.upiPayeeName,
      amountPaise: order.totalPaise,
      orderNumber: number,
    }),
    dueBy: order.paymentDueBy?.toISOString() ?? null,
    utr: order.paymentUtr,
  };
}
