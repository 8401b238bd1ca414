import { trackingUrl, type Courier } from '@shop/domain';
import type { Db } from '../../db/client.js';
import { readShopSettings } from '../settings/index.js';

export interface Shipment {
  courier: Courier;
  trackingNumber: string;
  /** The courier's tracking page as the settings made it at shipping time; null when none. */
  trackingUrl: string | null;
  shippedAt: Date;
}

/**
 * What an order keeps of its parcel (decision 028). The tracking link is made once, when it ships:
 * it is the address the customer was given, whatever the template becomes later.
 */
export async function shipmentOf(db: Db, courier: Courier, awb: string): Promise<Shipment> {
  const { shipping } = await readShopSettings(db);
  return {
    courier,
    trackingNumber: awb,
    trackingUrl: trackingUrl(shipping, courier, awb),
    shippedAt: new Date(),
  };
}
