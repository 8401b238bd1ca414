import { DEFAULT_SHOP_IDENTITY } from '@shop/domain';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../test/support/test-app.js';
import { shopSettings } from '../db/schema/index.js';
import { readShopSettings } from '../modules/settings/index.js';
import { insertDemoShopHindi } from './demo-settings.js';

/** Decision 075: the demo studio's tagline and hours in Hindi, only where they are still the demo's. */
describe('the demo shop’s Hindi tagline and hours', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(async () => {
    await t.close();
  });

  const saveShop = (shop: object) =>
    t.db
      .insert(shopSettings)
      .values({ section: 'shop', value: { ...DEFAULT_SHOP_IDENTITY, ...shop } })
      .onConflictDoUpdate({
        target: shopSettings.section,
        set: { value: { ...DEFAULT_SHOP_IDENTITY, ...shop } },
      });

  it('says the built-in tagline and hours in Hindi on the Hindi pages', async () => {
    await insertDemoShopHindi(t.db);
    const response = await t.app.inject({ method: 'GET', url: '/api/shop?lang=hi' });
    const { shop } = json(response).data;
    expect(shop.tagline).toBe('ग्रेटर नोएडा से, हाथ से बनी ज्वेलरी, कपड़े और एक्सेसरीज़');
    expect(shop.hours).toEqual({
      weekdays: 'सोम-शनि, सुबह 10 से शाम 7 बजे तक',
      sunday: 'रविवार को अपॉइंटमेंट लेकर',
    });
  });

  it('gives none to a tagline the environment wrote, and keeps Hindi the shop already has', async () => {
    await saveShop({
      tagline: 'Block prints from Jaipur',
      translations: { hi: { tagline: null, weekdayHours: null, sundayHours: 'रविवार बंद' } },
    });
    await insertDemoShopHindi(t.db);
    const { shop } = await readShopSettings(t.db);
    expect(shop.translations.hi).toEqual({
      tagline: null,
      weekdayHours: 'सोम-शनि, सुबह 10 से शाम 7 बजे तक',
      sundayHours: 'रविवार बंद',
    });
    const [row] = await t.db
      .select({ value: shopSettings.value })
      .from(shopSettings)
      .where(eq(shopSettings.section, 'shop'));
    expect(row?.value).toMatchObject({ tagline: 'Block prints from Jaipur' });
  });
});
