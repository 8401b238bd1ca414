import {
  cashOnDelivery,
  type Paise,
  type Sentence,
  type ShippingAddress,
  type ShippingSettings,
} from '@shop/domain';
import type { Db } from '../../db/client.js';
import { fieldRefusal } from '../../lib/errors.js';
import { readShopSettings } from '../settings/index.js';

/** The field a refusal names: the payment, since the same address may pay another way. */
const FIELD = 'paymentMethod';

function refuse(reason: Sentence): never {
  throw fieldRefusal(422, 'COD_NOT_AVAILABLE', FIELD, {
    en: `${reason.en}. Choose another address or payment, or message us on WhatsApp.`,
    hi: `${reason.hi}। कोई दूसरा पता या भुगतान का तरीका चुनें, या हमें WhatsApp पर संदेश भेजें।`,
  });
}

/**
 * Checkout's Cash on Delivery rule (decision 032), in two steps so the order's transaction gains no
 * statement: called before it, this reads the settings and refuses an excluded pincode or state at
 * once (422 `COD_NOT_AVAILABLE` on `paymentMethod`); the check it answers is called with the
 * order's total inside the transaction and refuses an order above the limit, which rolls it back.
 */
export async function checkCashOnDelivery(
  db: Db,
  address: Pick<ShippingAddress, 'pincode' | 'state'>,
  // The settings when the caller has just read them (checkout reads them once for its prices too).
  known?: ShippingSettings,
): Promise<(totalPaise: Paise) => void> {
  const shipping = known ?? (await readShopSettings(db)).shipping;
  const where = cashOnDelivery(shipping, address, null);
  if (!where.available && where.reason) refuse(where.reason);
  return (totalPaise) => {
    const forTotal = cashOnDelivery(shipping, address, totalPaise);
    if (!forTotal.available && forTotal.reason) refuse(forTotal.reason);
  };
}
