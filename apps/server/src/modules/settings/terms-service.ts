import type { ShopSettings, ShopTerms } from '@shop/domain';
import type { Db } from '../../db/client.js';
import { readShopSettings } from './service.js';

/**
 * What the shop tells everyone about itself and its rules (decision 048), from the settings as they
 * stand (contacts and delivery charge included, issue 26): the pages, the footer and /terms.pdf.
 */
export async function readShopTerms(db: Db): Promise<ShopTerms> {
  return shopTermsOf(await readShopSettings(db));
}

/** The terms of settings already read. */
export function shopTermsOf(settings: ShopSettings): ShopTerms {
  const { business, shop, delivery } = settings;
  return {
    legalName: business.legalName,
    addressLines: [...business.addressLines, `${business.city}, ${business.state} ${business.pincode}`],
    customerCare: { email: shop.email, phones: shop.phones },
    grievanceOfficer: settings.grievanceOfficer,
    tax: settings.tax,
    paymentMethods: settings.payments.upiVpa ? ['cod', 'upi'] : ['cod'],
    deliveryFee: delivery.fee,
    freeDeliveryThreshold: delivery.freeAbove,
    codMaxOrderValue: settings.shipping.codMaxOrderValue,
  };
}
