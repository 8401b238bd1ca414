import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETUP_CODE_ALPHABET } from '@shop/domain';
import { shopSettings, users } from '../../db/schema/index.js';
import { createCategory, createProduct } from '../../../test/support/catalog-fixtures.js';
import { createUserWithSession } from '../../../test/support/fixtures.js';
import { createTestApp, json, type TestApp } from '../../../test/support/test-app.js';
import type { readShopSettings } from '../settings/index.js';
import { bootstrapAccounts } from '../users/index.js';
import { ensureSetupCode, storedSetupCode } from './code.js';

/** What the wizard sends at its end: the owner's account and the shop's first settings. */
function setupBody(code: string, overrides: { email?: string; password?: string; gstin?: string } = {}) {
  return {
    code,
    administrator: {
      fullName: 'Sunita Verma',
      email: overrides.email ?? 'sunita@rangrez.example',
      password: overrides.password ?? 'Peacock-Jhumka-1987',
    },
    shop: {
      shop: {
        name: 'Rangrez Jewels',
        email: 'care@rangrez.example',
        phones: ['+91 98110 22334'],
        whatsapp: '98110 22334',
        publicUrl: 'https://rangrez.example',
        hours: { weekdays: 'Mon–Sat, 11 am – 7 pm', sunday: '' },
        translations: { hi: { weekdayHours: 'सोम–शनि, सुबह 11 से शाम 7 बजे', tagline: '' } },
      },
      business: {
        legalName: 'Rangrez Crafts LLP',
        addressLines: ['Plot 7, Knowledge Park II'],
        city: 'Greater Noida',
        pincode: '201310',
        state: 'Uttar Pradesh',
        gstin: overrides.gstin ?? '09AAACK1234F1ZY',
      },
      tax: { registered: true, pricesIncludeGst: true },
      payments: { upiVpa: 'rangrez@okaxis', upiPayeeName: 'Rangrez Crafts' },
      delivery: { fee: 79, freeAbove: 1499 },
      grievanceOfficer: {
        name: 'Sunita Verma',
        designation: 'Owner',
        email: 'sunita@rangrez.example',
        phone: '+91 98110 22334',
        translations: { hi: { designation: 'मालिक' } },
      },
    },
  };
}

const post = (t: TestApp, payload: object, remoteAddress?: string) =>
  t.app.inject({ method: 'POST', url: '/api/setup', payload, ...(remoteAddress ? { remoteAddress } : {}) });

async function nothingWritten(t: TestApp) {
  const administrators = await t.db.select().from(users).where(eq(users.role, 'administrator'));
  expect(administrators).toHaveLength(0);
  // The first start seeds the shop's identity and delivery charge (issue 26); a refused setup
  // saves no section and touches none of those.
  const sections = await t.db.select().from(shopSettings);
  expect(sections.map((row) => row.section).sort()).toEqual(['delivery', 'shop']);
  expect(sections.every((row) => row.updatedBy === null)).toBe(true);
  // Still usable: nothing consumed it.
  expect(await storedSetupCode(t.db)).not.toBeNull();
}

describe('first-run setup', () => {
  let t: TestApp;
  let code: string;
  beforeAll(async () => {
    t = await createTestApp();
    const made = await ensureSetupCode(t.db);
    if (!made) throw new Error('a fresh shop without demo data needs setting up');
    code = made;
  });
  afterAll(async () => {
    await t.close();
  });

  it('is needed on a fresh shop without demo data, with one easy-to-type code every start shows', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/setup' });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ success: true, data: { needed: true } });
    expect(code).toMatch(new RegExp(`^[${SETUP_CODE_ALPHABET}]{10}$`));
    // A restart, or another app server over the same database, shows and accepts the same code.
    expect(await ensureSetupCode(t.db)).toBe(code);
  });

  it('refuses a wrong code with 403 SETUP_CODE_INVALID and writes nothing', async () => {
    const wrong = code.startsWith('A') ? `B${code.slice(1)}` : `A${code.slice(1)}`;
    const response = await post(t, setupBody(wrong));
    expect(response.statusCode).toBe(403);
    const body = json(response);
    expect(body).toMatchObject({ success: false, code: 'SETUP_CODE_INVALID' });
    expect(body.details).toEqual([{ field: 'code', message: expect.stringContaining('setup code') }]);
    await nothingWritten(t);
  });

  it('refuses a weak password with 422 naming administrator.password, and writes nothing', async () => {
    const response = await post(t, setupBody(code, { password: 'password123' }));
    expect(response.statusCode).toBe(422);
    expect(json(response).details[0].field).toBe('administrator.password');
    await nothingWritten(t);
  });

  it('refuses a malformed GSTIN, or GST registration without one, naming shop.business.gstin', async () => {
    const malformed = await post(t, setupBody(code, { gstin: '09AAACK1234F1ZZ' }));
    expect(malformed.statusCode).toBe(422);
    expect(json(malformed).details[0].field).toBe('shop.business.gstin');

    const missing = await post(t, setupBody(code, { gstin: '' }));
    expect(missing.statusCode).toBe(422);
    expect(json(missing).details).toEqual([
      { field: 'shop.business.gstin', message: 'A shop registered for GST needs its GSTIN' },
    ]);
    await nothingWritten(t);
  });

  it('refuses a bad e-mail or an unknown field with 422 naming it', async () => {
    const body = setupBody(code);
    const badEmail = await post(t, { ...body, administrator: { ...body.administrator, email: 'sunita@' } });
    expect(badEmail.statusCode).toBe(422);
    expect(json(badEmail).details[0].field).toBe('administrator.email');

    const extra = await post(t, { ...body, administrator: { ...body.administrator, role: 'customer' } });
    expect(extra.statusCode).toBe(422);
    await nothingWritten(t);
  });

  it('refuses Hindi too long, in another language or for an unknown field with 422 naming it', async () => {
    const body = setupBody(code);
    const cases = [
      [{ shop: { translations: { hi: { tagline: 'क'.repeat(161) } } } }, 'shop.shop.translations.hi.tagline'],
      [{ shop: { translations: { ta: { tagline: 'x' } } } }, 'shop.shop.translations'],
      [{ shop: { translations: { hi: { name: 'रंगरेज़' } } } }, 'shop.shop.translations.hi'],
      [
        { grievanceOfficer: { translations: { hi: { designation: 'क'.repeat(101) } } } },
        'shop.grievanceOfficer.translations.hi.designation',
      ],
    ] as const;
    for (const [change, field] of cases) {
      const shop = {
        ...body.shop,
        shop: { ...body.shop.shop, ...('shop' in change ? change.shop : {}) },
        grievanceOfficer: {
          ...body.shop.grievanceOfficer,
          ...('grievanceOfficer' in change ? change.grievanceOfficer : {}),
        },
      };
      const response = await post(t, { ...body, shop });
      expect(response.statusCode, response.body).toBe(422);
      expect(json(response).details).toContainEqual(expect.objectContaining({ field }));
    }
    await nothingWritten(t);
  });

  it('limits wrong codes per address (429 after 10 in a quarter hour)', async () => {
    const address = '203.0.113.77';
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await post(t, setupBody('WRONGCODE2'), address)).statusCode).toBe(403);
    }
    const limited = await post(t, setupBody(code), address);
    expect(limited.statusCode).toBe(429);
    expect(json(limited).code).toBe('RATE_LIMITED');
    await nothingWritten(t);
  });

  it('sets the shop up: 201 with a working administrator session, the settings saved, the code used up', async () => {
    // Typed as a person might: lower case, with a dash in the middle.
    const typed = `${code.slice(0, 5).toLowerCase()}-${code.slice(5)}`;
    const response = await post(t, setupBody(typed));
    expect(response.statusCode).toBe(201);
    const body = json(response);
    expect(body.success).toBe(true);
    expect(body.data.user).toMatchObject({
      email: 'sunita@rangrez.example',
      fullName: 'Sunita Verma',
      role: 'administrator',
      isActive: true,
    });
    expect(body.data.session.expiresAt).toEqual(expect.any(String));
    const authorization = `Bearer ${body.data.token}`;

    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization } });
    expect(me.statusCode).toBe(200);
    expect(json(me).data.user.role).toBe('administrator');

    // What the new administrator's Shop Settings screen reads.
    const screen = await t.app.inject({
      method: 'GET',
      url: '/api/admin/settings',
      headers: { authorization },
    });
    expect(screen.statusCode, screen.body).toBe(200);
    const saved = json(screen).data.settings as Awaited<ReturnType<typeof readShopSettings>>;
    // The built-in tagline was the demo studio's: a new shop starts without it, in either language.
    expect(saved.shop).toMatchObject({
      tagline: '',
      hours: { weekdays: 'Mon–Sat, 11 am – 7 pm', sunday: '' },
    });
    expect(saved.shop.translations.hi).toEqual({
      tagline: null,
      weekdayHours: 'सोम–शनि, सुबह 11 से शाम 7 बजे',
      sundayHours: null,
    });
    expect(saved.grievanceOfficer.translations.hi).toEqual({ designation: 'मालिक' });
    expect(saved.shop).toMatchObject({
      name: 'Rangrez Jewels',
      email: 'care@rangrez.example',
      whatsapp: '919811022334',
      publicUrl: 'https://rangrez.example',
    });
    expect(saved.business).toMatchObject({ legalName: 'Rangrez Crafts LLP', gstin: '09AAACK1234F1ZY' });
    expect(saved.tax).toEqual({ registered: true, pricesIncludeGst: true });
    expect(saved.payments).toEqual({ upiVpa: 'rangrez@okaxis', upiPayeeName: 'Rangrez Crafts' });
    expect(saved.delivery).toEqual({ fee: 79, freeAbove: 1499 });
    expect(saved.grievanceOfficer.designation).toBe('Owner');

    expect(await storedSetupCode(t.db)).toBeNull();
    const status = await t.app.inject({ method: 'GET', url: '/api/setup' });
    expect(json(status).data.needed).toBe(false);
  });

  it('answers 409 SETUP_DONE once the shop is set up, whatever the code', async () => {
    const again = await post(t, setupBody(code, { email: 'someone.else@example.test' }));
    expect(again.statusCode).toBe(409);
    expect(json(again)).toMatchObject({ success: false, code: 'SETUP_DONE' });
    const administrators = await t.db.select().from(users).where(eq(users.role, 'administrator'));
    expect(administrators.map((user) => user.email)).toEqual(['sunita@rangrez.example']);
    // A later start makes no new code.
    expect(await ensureSetupCode(t.db)).toBeNull();
  });

  it('gives staff a checklist whose items tick themselves', async () => {
    const staff = await createUserWithSession(t.db, 'admin');
    const read = async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/admin/setup-checklist',
        headers: { authorization: staff.authorization },
      });
      expect(response.statusCode).toBe(200);
      return json(response).data.items as { key: string; label: string; done: boolean; href: string }[];
    };
    const before = await read();
    expect(before.map((item) => [item.key, item.label, item.done])).toEqual([
      ['first-product', 'Add your first product', false],
      ['mail', 'Set up mail', false],
      ['logo', 'Add your logo', false],
      ['policies', 'Write your policies', false],
    ]);
    expect(before.every((item) => item.href.startsWith('/'))).toBe(true);

    const category = await createCategory(t.db, { name: 'Earrings' });
    await createProduct(t.db, { name: 'Silver Jhumka', price: 1299, categoryId: category.id });
    const after = await read();
    expect(after.find((item) => item.key === 'first-product')?.done).toBe(true);

    const customer = await createUserWithSession(t.db, 'customer');
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/admin/setup-checklist',
      headers: { authorization: customer.authorization },
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('first-run setup, two owners at once', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('lets exactly one of two concurrent setups through; the other gets 409', async () => {
    const code = await ensureSetupCode(t.db);
    if (!code) throw new Error('setup should be needed');
    const answers = await Promise.all([
      post(t, setupBody(code, { email: 'first@rangrez.example' })),
      post(t, setupBody(code, { email: 'second@rangrez.example' })),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409);
    expect(json(refused ?? { body: '{}' }).code).toBe('SETUP_DONE');
    const administrators = await t.db.select().from(users).where(eq(users.role, 'administrator'));
    expect(administrators).toHaveLength(1);
  });
});

describe('first-run setup with demo data or an administrator from the environment', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('is not needed once the demo accounts exist, and makes no code', async () => {
    await bootstrapAccounts(t.db, { demoData: true }, { info: () => undefined });
    const response = await t.app.inject({ method: 'GET', url: '/api/setup' });
    expect(json(response)).toEqual({ success: true, data: { needed: false } });
    expect(await ensureSetupCode(t.db)).toBeNull();
    const refused = await post(t, setupBody('ABCDEFGH23'));
    expect(refused.statusCode).toBe(409);
  });
});
