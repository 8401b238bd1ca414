import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DEFAULT_SHOP_SETTINGS, type ShopSettings } from '@shop/domain';
import { shopSettings } from '../../db/schema/index.js';
import { createUserWithSession } from '../../../test/support/fixtures.js';
import { createTestApp, json, type TestApp } from '../../../test/support/test-app.js';

const folder = mkdtempSync(path.join(tmpdir(), 'terms-'));

/** A PDF the app answers at `url`. */
async function pdfAt(t: TestApp, url: string) {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  return response;
}

/** The PDF's text as pdftotext reads it (poppler-utils), with its lines joined. */
async function pdfText(t: TestApp, url: string): Promise<string> {
  const file = path.join(folder, `terms-${randomUUID()}.pdf`);
  writeFileSync(file, (await pdfAt(t, url)).rawPayload);
  return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

/** /terms.pdf prints the Terms page, and it and /api/shop/terms say what the settings say (decision 048, issue 26). */
describe('the terms', { timeout: 60_000 }, () => {
  let t: TestApp;
  let staff: string;

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
  const termsText = () => pdfText(t, '/terms.pdf');

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

/**
 * /hi/terms.pdf, which the Hindi pages' footer links (decision 075): the Terms page as its Hindi
 * page shows it, title and text each in the owner's Hindi or else the English, set in a Devanagari
 * font whose words read back as written; /terms.pdf stays the English.
 */
describe('the terms in Hindi', { timeout: 60_000 }, () => {
  let t: TestApp;
  let staff: string;
  const ENGLISH = {
    title: 'Terms of sale',
    markdown: '## Our simple terms\n\nEvery order ships within 3 days. Pay by {{paymentMethods}}.',
  };
  const HINDI = {
    title: 'बिक्री की शर्तें',
    markdown: [
      '## हमारी सीधी शर्तें',
      '',
      'हर ऑर्डर **3 दिनों** के अंदर भेजा जाता है। {{deliveryRule}}',
      '',
      '- पेमेंट: {{paymentMethods}}',
      '- सवाल हों तो {{email}} पर लिखें',
    ].join('\n'),
  };
  const save = async (page: object) => {
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/pages/terms',
      headers: { authorization: staff },
      payload: page,
    });
    expect(saved.statusCode, saved.body).toBe(200);
  };

  beforeAll(async () => {
    // With the storefront built, so its page responder answers what no route does under /hi/.
    const distDir = mkdtempSync(path.join(tmpdir(), 'shop-dist-'));
    writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
    t = await createTestApp({ WEB_DIST_DIR: distDir });
    staff = (await createUserWithSession(t.db, 'admin')).authorization;
  });
  afterAll(async () => {
    await t.close();
  });

  it('prints the starting Hindi before the owner writes any, its rules said in Hindi', async () => {
    const response = await pdfAt(t, '/hi/terms.pdf');
    expect(response.headers['content-disposition']).toBe('inline; filename="terms-and-conditions-hi.pdf"');
    const text = await pdfText(t, '/hi/terms.pdf');
    const { shop } = DEFAULT_SHOP_SETTINGS;
    expect(text).toContain(`${shop.name} - नियम और शर्तें`);
    expect(text).toContain('1. हम कौन हैं');
    expect(text).toContain(`कस्टमर केयर: ${shop.email}`);
    expect(text).toContain('आप कैश ऑन डिलीवरी से पेमेंट कर सकते हैं।');
    expect(text).toContain('₹1,500 से कम के ऑर्डर पर (छूट के बाद) डिलीवरी चार्ज ₹50 है');
    expect(text).not.toContain('{{');
    expect(text).not.toContain('Who we are');
  });

  it('prints the owner’s Hindi, each field falling back to the English where they wrote none', async () => {
    await save({ ...ENGLISH, translations: { hi: HINDI } });
    const hindi = await pdfText(t, '/hi/terms.pdf');
    expect(hindi).toContain(`${DEFAULT_SHOP_SETTINGS.shop.name} - बिक्री की शर्तें`);
    expect(hindi).toContain('हमारी सीधी शर्तें');
    expect(hindi).toContain('हर ऑर्डर 3 दिनों के अंदर भेजा जाता है। ₹1,500 से कम के ऑर्डर पर');
    expect(hindi).toContain('• पेमेंट: कैश ऑन डिलीवरी');
    expect(hindi).toContain(`• सवाल हों तो ${DEFAULT_SHOP_SETTINGS.shop.email} पर लिखें`);
    expect(hindi).not.toContain('Our simple terms');
    const english = await pdfText(t, '/terms.pdf');
    expect(english).toContain('Terms of sale');
    expect(english).toContain('Pay by Cash on Delivery.');
    expect(english).not.toMatch(/[\u0900-\u097F]/);

    // The Hindi title cleared: the English title over the Hindi text.
    await save({ ...ENGLISH, translations: { hi: { title: '' } } });
    const untitled = await pdfText(t, '/hi/terms.pdf');
    expect(untitled).toContain('Terms of sale');
    expect(untitled).toContain('हमारी सीधी शर्तें');

    // No Hindi at all: the English page, its rules said in English as its text is.
    await save({ ...ENGLISH, translations: { hi: { title: null, markdown: null } } });
    const english2 = await pdfText(t, '/hi/terms.pdf');
    expect(english2).toContain('Terms of sale');
    expect(english2).toContain('Every order ships within 3 days. Pay by Cash on Delivery.');
    expect(english2).not.toMatch(/[\u0900-\u097F]/);
  });

  it('leaves /terms.pdf as it was: the Hindi is drawn beside it, never over it', async () => {
    const before = (await pdfAt(t, '/terms.pdf')).rawPayload;
    await save({ ...ENGLISH, translations: { hi: HINDI } });
    expect((await pdfText(t, '/hi/terms.pdf')).includes('बिक्री की शर्तें')).toBe(true);
    // The same English, so the same PDF, not drawn again (a new drawing would differ in its date and font tags).
    const after = (await pdfAt(t, '/terms.pdf')).rawPayload;
    expect(after.equals(before)).toBe(true);
    const [english, hindi] = [await pdfFonts(t, '/terms.pdf'), await pdfFonts(t, '/hi/terms.pdf')];
    expect(english).toEqual(['DejaVuSans', 'DejaVuSans-Bold']);
    expect(hindi).toEqual(['NotoSansDevanagari-Bold', 'NotoSansDevanagari-Regular']);
  });
});

/** The fonts a PDF embeds, as pdffonts names them, without their subset tags. */
async function pdfFonts(t: TestApp, url: string): Promise<string[]> {
  const file = path.join(folder, `fonts-${randomUUID()}.pdf`);
  writeFileSync(file, (await pdfAt(t, url)).rawPayload);
  const lines = execFileSync('pdffonts', [file], { encoding: 'utf8' }).split('\n').slice(2);
  return lines
    .map((line) => line.split(/\s+/)[0]?.replace(/^[A-Z]{6}\+/, '') ?? '')
    .filter(Boolean)
    .sort();
}
