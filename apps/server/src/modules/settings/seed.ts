import {
  DEFAULT_SHOP_IDENTITY,
  DEFAULT_SHOP_SETTINGS,
  DeliverySettingsSchema,
  ShopIdentitySchema,
  type DeliverySettings,
  type ShopIdentity,
} from '@shop/domain';
import type { Db } from '../../db/client.js';
import { shopSettings } from './tables.js';

/** What the environment (SHOP_*, PUBLIC_URL, DELIVERY_FEE, FREE_DELIVERY_THRESHOLD) says of the shop. */
export interface ShopSeed {
  shop: Partial<ShopIdentity>;
  delivery: DeliverySettings;
}

/**
 * A shop's first start writes its identity and delivery charge from the environment into Shop
 * Settings (issue 26); a section already there is left alone, so afterwards the owner's screen wins.
 * One insert-if-absent statement: several app servers starting at once write it once. A variable
 * the settings' rules refuse (a phone list of four) falls back to the default for that section, and
 * the log says so, rather than stopping the shop.
 */
export async function seedShopSettings(
  db: Db,
  seed: ShopSeed,
  log: { warn(object: object, message: string): void },
): Promise<void> {
  const shop = ShopIdentitySchema.safeParse({ ...DEFAULT_SHOP_IDENTITY, ...seed.shop });
  const delivery = DeliverySettingsSchema.safeParse(seed.delivery);
  for (const [section, parsed] of [
    ['shop', shop],
    ['delivery', delivery],
  ] as const) {
    if (!parsed.success) {
      log.warn(
        { section, issues: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) },
        'the environment’s shop details were not taken; the defaults stand until the owner sets them',
      );
    }
  }
  const sections = [
    { section: 'shop', value: shop.success ? shop.data : DEFAULT_SHOP_IDENTITY },
    { section: 'delivery', value: delivery.success ? delivery.data : DEFAULT_SHOP_SETTINGS.delivery },
  ];
  await db.insert(shopSettings).values(sections).onConflictDoNothing({ target: shopSettings.section });
}
