import { DEFAULT_SHOP_SETTINGS, type ShopSettings } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithSession } from '../../../test/support/fixtures.js';
import { createTestApp, json, readData, type TestApp } from '../../../test/support/test-app.js';

/**
 * Issue 28, decision 075: the shop's own words in Settings (tagline, opening hours, the grievance
 * officer's designation), each with an optional Hindi beside the English; a Hindi page reads each
 * field's Hindi, or its English where there is none.
 */
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await createUserWithSession(t.db, 'admin')).authorization;
});
afterAll(async () => {
  await t.close();
});

const read = (url: string, authorization?: string) => readData(t.app, url, authorization);
const put = (url: string, payload: object, authorization: string | null = admin) =>
  t.app.inject({ method: 'PUT', url, headers: authorization ? { authorization } : {}, payload });

describe('the shop’s own words in Settings, in Hindi', () => {
  const settingsNow = () =>
    read('/api/admin/settings', admin).then((data: { settings: ShopSettings }) => data.settings);

  it('are saved beside the English and shown on Hindi pages, each falling back to the English', async () => {
    const current = await settingsNow();
    expect(current.shop.translations).toEqual({
      hi: { tagline: null, weekdayHours: null, sundayHours: null },
    });
    const response = await put('/api/admin/settings', {
      ...current,
      shop: {
        ...current.shop,
        hours: { weekdays: 'Mon-Sat 10 AM-7 PM', sunday: 'Sunday by appointment' },
        translations: { hi: { tagline: 'हाथ से बनी ज्वेलरी', weekdayHours: 'सोम-शनि, सुबह 10 से शाम 7' } },
      },
      grievanceOfficer: { ...current.grievanceOfficer, translations: { hi: { designation: 'मालिक' } } },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(json(response).data.settings.shop.translations.hi).toEqual({
      tagline: 'हाथ से बनी ज्वेलरी',
      weekdayHours: 'सोम-शनि, सुबह 10 से शाम 7',
      sundayHours: null,
    });

    const hindi = (await read('/api/shop?lang=hi')).shop;
    expect(hindi.tagline).toBe('हाथ से बनी ज्वेलरी');
    expect(hindi.hours).toEqual({ weekdays: 'सोम-शनि, सुबह 10 से शाम 7', sunday: 'Sunday by appointment' });
    expect(hindi.translations).toBeUndefined();
    expect((await read('/api/shop')).shop.tagline).toBe(DEFAULT_SHOP_SETTINGS.shop.tagline);
    const terms = (await read('/api/shop/terms?lang=hi')).terms;
    expect(terms.grievanceOfficer.designation).toBe('मालिक');
    expect(terms.grievanceOfficer.translations).toBeUndefined();
    expect((await read('/api/shop/terms')).terms.grievanceOfficer.designation).toBe('Grievance Officer');
    // The pages' placeholders say the owner's Hindi on a Hindi page.
    const returns = (await read('/api/pages/returns?lang=hi')).page;
    expect(returns.html).toContain('(सोम-शनि, सुबह 10 से शाम 7, Sunday by appointment)');
  });

  it('keep a Hindi field left out of a save, and clear one sent empty', async () => {
    const current = await settingsNow();
    const { translations: _shopHindi, ...shopWithoutHindi } = current.shop;
    const { translations: _officerHindi, ...officerWithoutHindi } = current.grievanceOfficer;
    const kept = await put('/api/admin/settings', {
      ...current,
      shop: shopWithoutHindi,
      grievanceOfficer: officerWithoutHindi,
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(json(kept).data.settings.shop.translations.hi.tagline).toBe('हाथ से बनी ज्वेलरी');
    expect(json(kept).data.settings.grievanceOfficer.translations.hi.designation).toBe('मालिक');
    const cleared = await put('/api/admin/settings', {
      ...current,
      shop: { ...current.shop, translations: { hi: { tagline: '  ' } } },
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(json(cleared).data.settings.shop.translations.hi).toEqual({
      tagline: null,
      weekdayHours: 'सोम-शनि, सुबह 10 से शाम 7',
      sundayHours: null,
    });
    expect((await read('/api/shop?lang=hi')).shop.tagline).toBe(DEFAULT_SHOP_SETTINGS.shop.tagline);
  });

  it('refuse a Hindi field too long, another language or an unknown field with 422, changing nothing', async () => {
    const before = await settingsNow();
    const cases = [
      [
        { shop: { ...before.shop, translations: { hi: { tagline: 'क'.repeat(161) } } } },
        'shop.translations.hi.tagline',
      ],
      [
        { shop: { ...before.shop, translations: { hi: { sundayHours: 'क'.repeat(81) } } } },
        'shop.translations.hi.sundayHours',
      ],
      [{ shop: { ...before.shop, translations: { bn: { tagline: 'x' } } } }, 'shop.translations'],
      [{ shop: { ...before.shop, translations: { hi: { name: 'कारीगर' } } } }, 'shop.translations.hi'],
      [
        {
          grievanceOfficer: {
            ...before.grievanceOfficer,
            translations: { hi: { designation: 'क'.repeat(101) } },
          },
        },
        'grievanceOfficer.translations.hi.designation',
      ],
    ] as const;
    for (const [change, field] of cases) {
      const response = await put('/api/admin/settings', { ...before, ...change });
      expect(response.statusCode, response.body).toBe(422);
      expect(json(response).details).toContainEqual(expect.objectContaining({ field }));
    }
    expect(await settingsNow()).toEqual(before);
  });
});
