import { sql } from 'drizzle-orm';
import {
  CheckedShopSettingsSchema,
  DEFAULT_SHOP_SETTINGS,
  pricingSettingsFrom,
  settingsOverDefaults,
  type PricingSettings,
  type ShopSettings,
} from '@shop/domain';
import type { Db } from '../../db/client.js';
import { shopSettings } from './tables.js';
import { invalidField } from '../../lib/errors.js';

/** The database, or a transaction on it: the first-run setup saves settings in its own (issue 26). */
export type SettingsExecutor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The price rules as they stand now: delivery from the shop's configuration, GST from its tax
 * settings (decision 050), read on every pricing so that every app server charges what was saved.
 */
export async function readPricingSettings(
  db: Db,
  shop: Parameters<typeof pricingSettingsFrom>[0],
): Promise<PricingSettings> {
  return pricingSettingsFrom(shop, (await readShopSettings(db)).tax);
}

/** The shop's settings as they stand: what was saved, over the defaults. One small read, never cached, so every app server sees a change at once. */
export async function readShopSettings(db: SettingsExecutor): Promise<ShopSettings> {
  const rows = await db
    .select({ section: shopSettings.section, value: shopSettings.value })
    .from(shopSettings);
  return settingsOverDefaults(Object.fromEntries(rows.map((row) => [row.section, row.value])));
}

/**
 * Saves every section (each already checked by the contract) in one statement and answers what now
 * stands. A body without `tax` (a back office from before decision 050) keeps the saved tax section.
 * The rule across sections is checked on the whole: registration for GST needs the GSTIN (a 422
 * naming `business.gstin`, nothing saved). Every server's cached pages are told, as the storefront
 * shows how its prices carry GST.
 */
export async function saveShopSettings(
  db: SettingsExecutor,
  body: Omit<ShopSettings, 'tax' | 'returns'> & {
    tax?: ShopSettings['tax'] | undefined;
    returns?: ShopSettings['returns'] | undefined;
  },
  staffId: string,
): Promise<ShopSettings> {
  const stored = body.tax && body.returns ? null : await readShopSettings(db);
  const settings: ShopSettings = {
    ...body,
    tax: body.tax ?? stored?.tax ?? DEFAULT_SHOP_SETTINGS.tax,
    returns: body.returns ?? stored?.returns ?? DEFAULT_SHOP_SETTINGS.returns,
  };
  const checked = CheckedShopSettingsSchema.safeParse(settings);
  const [issue] = checked.error?.issues ?? [];
  if (issue) throw invalidField(issue.path.join('.'), issue.message);
  const sections = Object.entries(settings).map(([section, value]) => ({
    section,
    value,
    updatedBy: staffId,
  }));
  await db
    .insert(shopSettings)
    .values(sections)
    .onConflictDoUpdate({
      target: shopSettings.section,
      set: { value: sql`excluded.value`, updatedBy: sql`excluded.updated_by`, updatedAt: sql`now()` },
    });
  // Pages state these settings (the grievance officer, the tax, payment and delivery rules; decision
  // 048): the same notice as a catalogue change clears every server's rendered pages.
  await db.execute(sql`select pg_notify('catalog_changed', 'settings')`);
  return readShopSettings(db);
}
