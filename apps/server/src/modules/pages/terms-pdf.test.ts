import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DEFAULT_SHOP_SETTINGS, type ShopSettings } from '@shop/domain';
import { shopSettings } from '../../db/schema/index.js';
import { createUserWithSession } from '../../../test/support/fixtures.js';
import { createTestApp, json, type TestApp } from '../../../test/support/test-app.js';

/** /terms.pdf prints the Terms page, and it and /api/shop/terms say what the settings say (decision 048, issue 26). */
describe('the terms', { timeout: 60_000 }, () => {
  let t: TestApp;
  let staff: string;
  const folder = mkdtempSync(path.join(tmpdir(), 'terms-'));

  beforeAll(async () => {
    t = await createTestApp();
    staff = (await createUserWithSession(t.db, 'admin')).authorization;
  });
  afterAll(async () => {
    await t.close();
  });

  /** The settings as staff save them, written to their table (their route is tested in its module). */
  const save = async (change: (settings: ShopSettings) => ShopSettings) => {
    const settings = change(structuredClone(DEFAULT_SHOP_SETTINGS));
    await t.db
      .insert(shopSettings)
      .values(Object.entries(settings).map(([section, value]) => ({ section, value })))
      .onConflictDoUpdate({ target: shopSettings.section, set: { value: sql`excluded.value` } });
  };
  /** The PDF's text as pdftotext reads it (poppler-utils), with its lines joined. */
  const termsText = async () => {
    const response = await t.app.inject({ method: 'GET', url: '/terms.pdf' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const file = path.join(folder, `terms-${Date.now()}.pdf`);
    writeFileSync(file, response.rawPayload);
    return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  };

  it('say prices include GST, both payment methods, the delivery fee and threshold, and the grievance officer', async () => {
    await save((settings) => ({
      ...settings,
      business: { ...settings.business, gstin: '09AAACK1234F1ZY' },
      tax: { registered: true, pricesIncludeGst: true },
      payments: { upiVpa: 'kaarigar@okhdfcbank', upiPayeeName: 'Kaarigar Studio' },
      shipping: { ...settings.shipping, codMaxOrderValue: 15_000 },
      grievanceOfficer: {
        name: 'Anjali Verma',
        designation: 'Grievance Officer',
        email: 'grievance@kaarigar.studio',
        phone: '0120 432 1098',
        translations: { hi: { designation: null } },
      },
    }));
    const text = await termsText();
    expect(text).toContain('Prices include GST');
    expect(text).toContain('You can pay by Cash on Delivery or UPI.');
    expect(text).toContain('Cash on Delivery is available on orders up to ₹15,000.');
    expect(text).toContain('Delivery costs ₹50 on orders below ₹1,500');
    expect(text).toContain('Anjali Verma, Grievance Officer, grievance@kaarigar.studio, 0120 432 1098');
    expect(text).not.toMatch(/18%|on delivery only/);

    const terms = json(await t.app.inject({ method: 'GET', url: '/api/shop/terms' })).data.terms;
    expect(terms).toMatchObject({
      legalName: 'Kaarigar Studio',
      tax: { registered: true, pricesIncludeGst: true },
      paymentMethods: ['cod', 'upi'],
      deliveryFee: 50,
      freeDeliveryThreshold: 1500,
      codMaxOrderValue: 15_000,
      grievanceOfficer: { name: 'Anjali Verma' },
    });
  });

  it('say GST is added at checkout when prices do not include it', async () => {
    await save((settings) => ({
      ...settings,
      business: { ...settings.business, gstin: '09AAACK1234F1ZY' },
      tax: { registered: true, pricesIncludeGst: false },
    }));
    const text = await termsText();
    expect(text).toContain('GST is added at checkout');
    expect(text).toContain('You can pay by Cash on Delivery.');
    expect(text).not.toContain('UPI.');
  });

  it('say the shop is not registered under GST when it is not', async () => {
    await save((settings) => ({ ...settings, tax: { registered: false, pricesIncludeGst: true } }));
    const text = await termsText();
    expect(text).toContain('We are not registered under GST');
    expect(text).not.toContain('Prices include GST');
  });

  it('print the Terms page as the owner wrote it, once saved', async () => {
    const before = await termsText();
    expect(before).toContain('1. Who we are');
    const markdown = [
      '## Our simple terms',
      '',
      'Every order ships within **3 days**. Delivery is {{deliveryFee}} below {{freeDeliveryAbove}}.',
      '',
      '- Pay by {{paymentMethods}}',
      '- Returns within {{returnWindowDays}} days',
    ].join('\n');
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/pages/terms',
      headers: { authorization: staff },
      payload: { title: 'Terms of sale', markdown },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const text = await termsText();
    expect(text).toContain('Terms of sale');
    expect(text).toContain('Our simple terms');
    expect(text).toContain('Every order ships within 3 days. Delivery is ₹50 below ₹1,500.');
    expect(text).toContain('• Pay by Cash on Delivery');
    expect(text).toContain('• Returns within 7 days');
    expect(text).not.toContain('Who we are');
    expect(text).not.toContain('{{');
  });
});
