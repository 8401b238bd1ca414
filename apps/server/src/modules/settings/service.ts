import { eq, sql } from 'drizzle-orm';
import {
  CheckedShopSettingsSchema,
  DEFAULT_SHOP_SETTINGS,
  mergedHindi,
  OFFICER_HINDI_FIELDS,
  SHOP_HINDI_FIELDS,
  type GrievanceOfficerInput,
  type ShopIdentityInput,
  SecuritySettingsSchema,
  type Role,
  type SecuritySettings,
  pricingSettingsFrom,
  settingsOverDefaults,
  type PricingSettings,
  type ShopSettings,
} from '@shop/domain';
import type { Db } from '../../db/client.js';
import { shopSettings } from './tables.js';
import { isDeepStrictEqual } from 'node:util';
import { forbidden, invalidField } from '../../lib/errors.js';
import { imageIsHeld } from '../images/index.js';

/** The database, or a transaction on it: the first-run setup saves settings in its own (issue 26). */
export type SettingsExecutor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The price rules as they stand now: the delivery charge and how GST is charged (decision 050), from
 * the settings, read on every pricing so that every app server charges what was saved.
 */
export async function readPricingSettings(db: Db): Promise<PricingSettings> {
  return pricingOf(await readShopSettings(db));
}

/** The price rules of settings already read (one read per request). */
export function pricingOf(settings: Pick<ShopSettings, 'delivery' | 'tax'>): PricingSettings {
  return pricingSettingsFrom(settings.delivery, settings.tax);
}

/**
 * Where shoppers reach the shop, for mail links, the sitemap and JSON-LD: the public address the
 * owner set, or this server on its own port until then (issue 26).
 */
export function shopPublicUrl(settings: Pick<ShopSettings, 'shop'>, localUrl: string): string {
  return settings.shop.publicUrl || localUrl;
}

/** The shop's settings as they stand: what was saved, over the defaults. One small read, never cached, so every app server sees a change at once. */
export async function readShopSettings(db: SettingsExecutor): Promise<ShopSettings> {
  const rows = await db
    .select({ section: shopSettings.section, value: shopSettings.value })
    .from(shopSettings);
  return settingsOverDefaults(Object.fromEntries(rows.map((row) => [row.section, row.value])));
}

/** Sections a back office from before them may leave out of a save: the saved ones then stand. */
type KeptSection = 'shop' | 'delivery' | 'tax' | 'returns' | 'security';
/** A save: the sections, the identity and the officer with only the Hindi fields staff sent. */
export type SettingsBody = Omit<ShopSettings, KeptSection | 'grievanceOfficer'> &
  Partial<Pick<ShopSettings, Exclude<KeptSection, 'shop'>>> & {
    shop?: ShopIdentityInput;
    grievanceOfficer: GrievanceOfficerInput;
  };

/**
 * Saves every section (each already checked by the contract) in one statement and answers what now
 * stands. A body without `tax` (a back office from before decision 050), `returns` (054), `shop` or
 * `delivery` (issue 26) keeps that section as saved. The rules across sections are checked on the
 * whole: registration for GST needs the GSTIN (a 422 naming `business.gstin`), and a logo or icon
 * must be a picture the shop holds (422 naming `shop.logoImageId`); nothing is saved then. Every
 * server's cached pages are told, as they show the shop's name, contacts and rules.
 */
export async function saveShopSettings(
  executor: SettingsExecutor,
  body: SettingsBody,
  staff: SavingStaff,
): Promise<ShopSettings> {
  // One transaction, so that the activity log records the change with it (issue 29).
  return executor.transaction((tx) => saveSettingsIn(tx, body, staff));
}

async function saveSettingsIn(
  db: SettingsExecutor,
  body: SettingsBody,
  staff: SavingStaff,
): Promise<ShopSettings> {
  const stored = await readShopSettings(db);
  if (body.security) assertMayChangeSecurity(body.security, stored.security, staff);
  const kept = <K extends Exclude<KeptSection, 'shop'>>(key: K): ShopSettings[K] =>
    (body[key] as ShopSettings[K] | undefined) ?? stored[key];
  const settings: ShopSettings = {
    ...body,
    shop: body.shop
      ? { ...body.shop, translations: hindiAfter(SHOP_HINDI_FIELDS, stored.shop, body.shop) }
      : stored.shop,
    grievanceOfficer: {
      ...body.grievanceOfficer,
      translations: hindiAfter(OFFICER_HINDI_FIELDS, stored.grievanceOfficer, body.grievanceOfficer),
    },
    delivery: kept('delivery'),
    tax: kept('tax'),
    returns: kept('returns'),
    security: kept('security'),
  };
  const checked = CheckedShopSettingsSchema.safeParse(settings);
  const [issue] = checked.error?.issues ?? [];
  if (issue) throw invalidField(issue.path.join('.'), issue.message);
  await assertPicturesHeld(db, settings.shop);
  const sections = Object.entries(settings).map(([section, value]) => ({
    section,
    value,
    updatedBy: staff.id,
  }));
  await db
    .insert(shopSettings)
    .values(sections)
    .onConflictDoUpdate({
      target: shopSettings.section,
      set: { value: sql`excluded.value`, updatedBy: sql`excluded.updated_by`, updatedAt: sql`now()` },
    });
  // Pages state these settings (the shop's name and contacts, the grievance officer, the tax, payment
  // and delivery rules; decision 048, issue 26): the same notice as a catalogue change clears every
  // server's rendered pages.
  await db.execute(sql`select pg_notify('catalog_changed', 'settings')`);
  return readShopSettings(db);
}

/** A section's Hindi after a save: each field sent in its place, each left out as stored (decision 075). */
function hindiAfter<Field extends string>(
  fields: readonly Field[],
  stored: { translations: { hi: Partial<Record<Field, string | null>> } },
  sent: { translations?: { hi?: Partial<Record<Field, string | null | undefined>> | undefined } | undefined },
) {
  return { hi: mergedHindi(fields, stored.translations.hi, sent.translations?.hi) };
}

/** Who saves: the security section is the administrator's, and its rules depend on their own sign-in. */
export interface SavingStaff {
  id: string;
  role: Role;
  /** Whether their own two-step sign-in is on. */
  twoStep: boolean;
}

/**
 * Only the administrator changes the security section (403 for other staff), and requiring two-step
 * sign-in of all staff takes theirs being on first (422): else the next request would shut them out.
 */
function assertMayChangeSecurity(
  wanted: SecuritySettings,
  stored: SecuritySettings,
  staff: SavingStaff,
): void {
  if (isDeepStrictEqual(wanted, stored)) return;
  if (staff.role !== 'administrator')
    throw forbidden('Only the administrator can change the security settings');
  if (wanted.requireStaffTwoStep && !stored.requireStaffTwoStep && !staff.twoStep) {
    throw invalidField(
      'security.requireStaffTwoStep',
      'Turn on two-step sign-in for your own account first (on your profile), then require it of all staff',
    );
  }
}

/** The logo and the icon are uploaded pictures (POST /api/upload): an id the shop does not hold is a 422. */
async function assertPicturesHeld(db: SettingsExecutor, shop: ShopSettings['shop']): Promise<void> {
  const named = [
    ['shop.logoImageId', shop.logoImageId],
    ['shop.faviconImageId', shop.faviconImageId],
  ] as const;
  for (const [field, id] of named) {
    if (id && !(await imageIsHeld(db, id))) {
      throw invalidField(field, 'That picture is not in the shop any more: upload it again');
    }
  }
}

/**
 * The security section alone (issue 29): the access check asks it on every staff request, so it
 * reads one row rather than every section.
 */
export async function readSecuritySettings(db: Db): Promise<SecuritySettings> {
  const [row] = await db
    .select({ value: shopSettings.value })
    .from(shopSettings)
    .where(eq(shopSettings.section, 'security'));
  const parsed = SecuritySettingsSchema.safeParse({
    ...DEFAULT_SHOP_SETTINGS.security,
    ...(row?.value as object),
  });
  return parsed.success ? parsed.data : DEFAULT_SHOP_SETTINGS.security;
}
