import { paiseToRupees, type ShopInfo, type ShopTerms } from '@shop/domain';
import type { Db } from '../../db/client.js';
import { readPricingSettings, readShopSettings } from './service.js';

/**
 * What the shop tells everyone about itself and its rules (decision 048), from the settings as they
 * stand and the shop's configured contacts and delivery fee: the pages, the footer and /terms.pdf.
 */
export async function readShopTerms(db: Db, shop: ShopInfo): Promise<ShopTerms> {
  const [settings, pricing] = await Promise.all([readShopSettings(db), readPricingSettings(db, shop)]);
  const { business } = settings;
  return {
    legalName: business.legalName,
    addressLines: [...business.addressLines, `${business.city}, ${business.state} ${business.pincode}`],
    customerCare: { email: shop.email, phones: shop.phones },
    grievanceOfficer: settings.grievanceOfficer,
    tax: settings.tax,
    paymentMethods: settings.payments.upiVpa ? ['cod', 'upi'] : ['cod'],
    deliveryFee: paiseToRupees(pricing.deliveryFeePaise),
    freeDeliveryThreshold: paiseToRupees(pricing.freeDeliveryThresholdPaise),
    codMaxOrderValue: settings.shipping.codMaxOrderValue,
  };
}
