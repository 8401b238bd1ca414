import { DEFAULT_SHOP_SETTINGS, type ShopSettingsInput } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithSession } from '../../../test/support/fixtures.js';
import { createTestApp, json, type TestApp } from '../../../test/support/test-app.js';
import { eq } from 'drizzle-orm';
import { shopSettings } from '../../db/schema/index.js';
import { readShopSettings } from './index.js';

let t: TestApp;
let admin: string;
let administrator: string;
let customer: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await createUserWithSession(t.db, 'admin')).authorization;
  administrator = (await createUserWithSession(t.db, 'administrator')).authorization;
  customer = (await createUserWithSession(t.db, 'customer')).authorization;
});

afterAll(async () => {
  await t.close();
});

const read = (authorization: string | null = admin) =>
  t.app.inject({
    method: 'GET',
    url: '/api/admin/settings',
    headers: authorization ? { authorization } : {},
  });
const save = (payload: unknown, authorization: string | null = admin) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/admin/settings',
    headers: authorization ? { authorization } : {},
    payload: payload as object,
  });

const withBusiness = (business: Partial<ShopSettingsInput['business']>): ShopSettingsInput => ({
  ...DEFAULT_SHOP_SETTINGS,
  business: { ...DEFAULT_SHOP_SETTINGS.business, ...business },
});

describe('shop settings', () => {
  it('read as the defaults before anyone saved them', async () => {
    const response = await read();
    expect(response.statusCode).toBe(200);
    expect(json(response).data.settings).toEqual(DEFAULT_SHOP_SETTINGS);
  });

  it('are saved whole by staff and read back, by the API and by other modules', async () => {
    const settings = {
      ...withBusiness({ legalName: 'Kaarigar Crafts LLP', gstin: '09aaack1234f1zy' }),
      shipping: {
        ...DEFAULT_SHOP_SETTINGS.shipping,
        codMaxOrderValue: 15_000,
        codExcludedStates: ['Ladakh'],
      },
    };
    const response = await save(settings, administrator);
    expect(response.statusCode).toBe(200);
    expect(json(response).data.settings.business).toMatchObject({
      legalName: 'Kaarigar Crafts LLP',
      gstin: '09AAACK1234F1ZY',
    });
    expect(json(await read()).data.settings.shipping).toMatchObject({
      codMaxOrderValue: 15_000,
      codExcludedStates: ['Ladakh'],
    });
    expect((await readShopSettings(t.db)).business.gstin).toBe('09AAACK1234F1ZY');
  });

  it('refuse a wrong GSTIN with 422 naming the field, and change nothing', async () => {
    const before = json(await read()).data.settings;
    const response = await save(withBusiness({ gstin: '09AAACK1234F1ZZ' }));
    expect(response.statusCode).toBe(422);
    expect(json(response).details).toEqual([
      expect.objectContaining({ field: 'business.gstin', message: expect.stringMatching(/check character/) }),
    ]);
    expect(json(await read()).data.settings).toEqual(before);
  });

  it('refuse a tracking address without the AWB placeholder and an unknown courier', async () => {
    const shipping = {
      ...DEFAULT_SHOP_SETTINGS.shipping,
      trackingUrls: { ...DEFAULT_SHOP_SETTINGS.shipping.trackingUrls, DTDC: 'https://www.dtdc.in/track' },
    };
    const response = await save({ ...DEFAULT_SHOP_SETTINGS, shipping });
    expect(response.statusCode).toBe(422);
    expect(json(response).details[0].field).toBe('shipping.trackingUrls.DTDC');
  });

  it('name a grievance officer that follows the business details until one is saved (decision 048)', async () => {
    // Settings saved before the officer existed have no such section.
    await t.db.delete(shopSettings).where(eq(shopSettings.section, 'grievanceOfficer'));
    expect(json(await read()).data.settings.grievanceOfficer).toEqual({
      name: 'Kaarigar Crafts LLP',
      designation: 'Grievance Officer',
      email: 'hello@kaarigar.studio',
      phone: '+91 98765 43210',
      translations: { hi: { designation: 'शिकायत अधिकारी' } },
    });
    const current = json(await read()).data.settings;
    const officer = {
      name: 'Anjali Verma',
      designation: 'Customer Care Head',
      email: 'Grievance@Kaarigar.Studio',
      phone: '0120 432 1098',
    };
    const saved = await save({ ...current, grievanceOfficer: officer });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(json(saved).data.settings.grievanceOfficer).toEqual({
      ...officer,
      email: 'grievance@kaarigar.studio',
      // Sent without its Hindi: the Hindi stands as it was (decision 075).
      translations: { hi: { designation: 'शिकायत अधिकारी' } },
    });
    expect((await readShopSettings(t.db)).grievanceOfficer.name).toBe('Anjali Verma');
  });

  it('refuse a grievance officer without a name, with a wrong e-mail or phone: 422 naming each field', async () => {
    const before = json(await read()).data.settings;
    const response = await save({
      ...before,
      grievanceOfficer: { name: ' ', designation: '', email: 'grievance@', phone: '12345 6789' },
    });
    expect(response.statusCode).toBe(422);
    const details = json(response).details as { field: string; message: string }[];
    expect(details.map((detail) => detail.field).sort()).toEqual([
      'grievanceOfficer.designation',
      'grievanceOfficer.email',
      'grievanceOfficer.name',
      'grievanceOfficer.phone',
    ]);
    expect(details.find((detail) => detail.field === 'grievanceOfficer.phone')!.message).toMatch(
      /10-digit Indian mobile or landline/,
    );
    const { grievanceOfficer: _officer, ...withoutOfficer } = before;
    const missing = await save(withoutOfficer);
    expect(missing.statusCode).toBe(422);
    expect(json(missing).details[0].field).toBe('grievanceOfficer');
    expect(json(await read()).data.settings).toEqual(before);
  });

  it('refuse registration for GST without a GSTIN with 422 naming business.gstin, and change nothing (decision 050)', async () => {
    const before = json(await read()).data.settings;
    const response = await save({
      ...withBusiness({ gstin: '' }),
      tax: { registered: true, pricesIncludeGst: true },
    });
    expect(response.statusCode).toBe(422);
    expect(json(response).details).toEqual([
      { field: 'business.gstin', message: 'A shop registered for GST needs its GSTIN' },
    ]);
    expect(json(await read()).data.settings).toEqual(before);
  });

  it('keep the saved tax section when a body has none (a back office from before decision 050)', async () => {
    const registered = {
      ...withBusiness({ gstin: '09AAACK1234F1ZY' }),
      tax: { registered: true, pricesIncludeGst: false },
    };
    expect((await save(registered)).statusCode).toBe(200);
    const { tax: _tax, ...older } = registered;
    const kept = await save({ ...older, inventory: { lowStockThreshold: 5 } });
    expect(kept.statusCode).toBe(200);
    expect(json(kept).data.settings).toMatchObject({
      tax: { registered: true, pricesIncludeGst: false },
      inventory: { lowStockThreshold: 5 },
    });
    // Clearing the GSTIN of a registered shop is the same 422, with or without the tax section.
    const cleared = await save({ ...older, business: { ...older.business, gstin: '' } });
    expect(cleared.statusCode).toBe(422);
    expect(json(cleared).details).toEqual([expect.objectContaining({ field: 'business.gstin' })]);
    expect((await readShopSettings(t.db)).business.gstin).toBe('09AAACK1234F1ZY');
  });

  it('save the return window, keep it when a body has none, and refuse one out of 0–90 with 422 (decision 054)', async () => {
    const withWindow = { ...DEFAULT_SHOP_SETTINGS, returns: { windowDays: 10 } };
    const saved = await save(withWindow);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(json(saved).data.settings.returns).toEqual({ windowDays: 10 });
    expect((await readShopSettings(t.db)).returns.windowDays).toBe(10);
    // The storefront reads it with the shop's public facts (product pages promise it).
    const shop = await t.app.inject({ method: 'GET', url: '/api/shop' });
    expect(json(shop).data.shop.returnWindowDays).toBe(10);

    const { returns: _returns, ...older } = withWindow;
    const kept = await save(older);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(json(await read()).data.settings.returns).toEqual({ windowDays: 10 });

    // 0 is allowed: the shop takes no returns.
    expect((await save({ ...older, returns: { windowDays: 0 } })).statusCode).toBe(200);
    expect((await readShopSettings(t.db)).returns.windowDays).toBe(0);

    const before = json(await read()).data.settings;
    for (const [windowDays, message] of [
      [91, 'Return window must be at most 90 days'],
      [-1, 'Return window cannot be negative (0 takes no returns)'],
      [2.5, 'Return window must be whole days'],
      ['7', 'Return window must be a number of days'],
    ] as const) {
      const refused = await save({ ...older, returns: { windowDays } });
      expect(refused.statusCode).toBe(422);
      expect(json(refused).details).toEqual([{ field: 'returns.windowDays', message }]);
    }
    expect(json(await read()).data.settings).toEqual(before);
  });

  it('are for staff only', async () => {
    expect((await read(null)).statusCode).toBe(401);
    expect((await read(customer)).statusCode).toBe(403);
    expect((await save(DEFAULT_SHOP_SETTINGS, customer)).statusCode).toBe(403);
  });
});
