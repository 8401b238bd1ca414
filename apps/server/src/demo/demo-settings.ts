import { DEFAULT_SHOP_SETTINGS, gstinCheckCharacter, type ShopSettings } from '@shop/domain';
import type { Db } from '../db/client.js';
import { shopSettings } from '../db/schema/index.js';

/** A made-up GSTIN of Uttar Pradesh (09) whose check character adds up: the demo shop is registered. */
const DEMO_GSTIN_START = '09AAKFK1234L1Z';
export const DEMO_GSTIN = DEMO_GSTIN_START + gstinCheckCharacter(DEMO_GSTIN_START);

/**
 * The demo shop is registered for GST with prices including it (decision 050), so the storefront
 * shows "Inclusive of all taxes" and invoices carry a GSTIN. Written with the demo catalogue, only
 * where nothing was saved: a shop started with DEMO_DATA=false keeps the defaults (not registered).
 */
export async function insertDemoTaxSettings(tx: Db): Promise<void> {
  const sections: Pick<ShopSettings, 'business' | 'tax'> = {
    business: { ...DEFAULT_SHOP_SETTINGS.business, gstin: DEMO_GSTIN },
    tax: { registered: true, pricesIncludeGst: true },
  };
  await tx
    .insert(shopSettings)
    .values(Object.entries(sections).map(([section, value]) => ({ section, value })))
    .onConflictDoNothing();
}
