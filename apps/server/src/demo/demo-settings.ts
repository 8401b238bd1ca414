import {
  DEFAULT_SHOP_IDENTITY,
  DEFAULT_SHOP_SETTINGS,
  gstinCheckCharacter,
  SHOP_HINDI_FIELDS,
  type ShopIdentity,
  type ShopSettings,
} from '@shop/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { shopSettings } from '../db/schema/index.js';
import { readShopSettings } from '../modules/settings/index.js';

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

/** The demo studio's tagline and opening hours in Hindi (decision 075), as the studio would say them. */
const DEMO_SHOP_HINDI: Record<(typeof SHOP_HINDI_FIELDS)[number], string> = {
  tagline: 'ग्रेटर नोएडा से, हाथ से बनी ज्वेलरी, कपड़े और एक्सेसरीज़',
  weekdayHours: 'सोम-शनि, सुबह 10 से शाम 7 बजे तक',
  sundayHours: 'रविवार को अपॉइंटमेंट लेकर',
};

/** The shop's words that have a Hindi, in English. */
const englishOf = (shop: ShopIdentity) => ({
  tagline: shop.tagline,
  weekdayHours: shop.hours.weekdays,
  sundayHours: shop.hours.sunday,
});

/**
 * Gives the demo shop its Hindi tagline and hours, each only where the shop still says the built-in
 * English (the environment may have named another shop) and has no Hindi of its own yet.
 */
export async function insertDemoShopHindi(tx: Db): Promise<void> {
  const { shop } = await readShopSettings(tx);
  const english = englishOf(shop);
  const builtIn = englishOf(DEFAULT_SHOP_IDENTITY);
  const hi = Object.fromEntries(
    SHOP_HINDI_FIELDS.map((field) => [
      field,
      shop.translations.hi[field] ?? (english[field] === builtIn[field] ? DEMO_SHOP_HINDI[field] : null),
    ]),
  ) as ShopIdentity['translations']['hi'];
  const value: ShopIdentity = { ...shop, translations: { hi } };
  await tx
    .insert(shopSettings)
    .values({ section: 'shop', value })
    .onConflictDoUpdate({ target: shopSettings.section, set: { value: sql`excluded.value` } });
}
