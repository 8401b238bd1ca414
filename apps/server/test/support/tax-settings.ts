import { expect } from 'vitest';
import {
  DEFAULT_SHOP_SETTINGS,
  gstinCheckCharacter,
  type ShopSettings,
  type TaxSettings,
} from '@shop/domain';
import type { App } from '../../src/app.js';

const GSTIN_14 = '09AAACK1234M1Z';
/** A valid GSTIN of a shop in Uttar Pradesh (state 09). */
export const TEST_GSTIN = GSTIN_14 + gstinCheckCharacter(GSTIN_14);

/** The studio as its invoices name it. */
export const TEST_BUSINESS: ShopSettings['business'] = {
  ...DEFAULT_SHOP_SETTINGS.business,
  legalName: 'Kaarigar Crafts Private Limited',
  addressLines: ['Shop 14, Alpha Commercial Belt', 'Alpha 1'],
  city: 'Greater Noida',
  pincode: '201310',
  state: 'Uttar Pradesh',
  gstin: TEST_GSTIN,
  invoicePrefix: 'KS',
};

/** GST added on top (decision 005), GST in the prices (decision 050's default), or none. */
export const TAX: Record<'exclusive' | 'inclusive' | 'unregistered', TaxSettings> = {
  exclusive: { registered: true, pricesIncludeGst: false },
  inclusive: { registered: true, pricesIncludeGst: true },
  unregistered: { registered: false, pricesIncludeGst: true },
};

/** Saves the shop's settings through the API, as staff would: the business and how GST is charged. */
export async function saveTaxSettings(
  app: App,
  staff: string,
  tax: TaxSettings,
  business: ShopSettings['business'] = TEST_BUSINESS,
): Promise<void> {
  const saved = await app.inject({
    method: 'PUT',
    url: '/api/admin/settings',
    headers: { authorization: staff },
    payload: { ...DEFAULT_SHOP_SETTINGS, business, tax },
  });
  expect(saved.statusCode, saved.body).toBe(200);
}
