import { shopWordsIn, type Language, type ShopSettings, type ShopTerms } from '@shop/domain';
import type { Db } from '../../db/client.js';
import { readShopSettings } from './service.js';

/**
 * What the shop tells everyone about itself and its rules (decision 048), from the settings as they
 * stand (contacts and delivery charge included, issue 26): the pages, the footer and /terms.pdf.
 */
export async function readShopTerms(db: Db, language: Language = 'en'): Promise<ShopTerms> {
  return shopTermsOf(await readShopSettings(db), language);
}

/** The terms of settings already read, in a language (the officer's designation is the owner's words). */
export function shopTermsOf(settings: ShopSettings, language: Language = 'en'): ShopTerms {
  const { business, shop, delivery } = settings;
  const { translations: _hindi, ...officer } = settings.grievanceOfficer;
  return {
    legalName: business.legalName,
    addressLines: [...business.addressLines, `${business.city}, ${business.state} ${business.pincode}`],
    customerCare: { email: shop.email, phones: shop.phones },
    grievanceOfficer: { ...officer, designation: shopWordsIn(settings, language).officerDesignation },
    tax: settings.tax,
    paymentMethods: settings.payments.upiVpa ? ['cod', 'upi'] : ['cod'],
    deliveryFee: delivery.fee,
    freeDeliveryThreshold: delivery.freeAbove,
    codMaxOrderValue: settings.shipping.codMaxOrderValue,
  };
}
