import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_SETTINGS, type ShopSettings, type StorefrontShop } from '@shop/domain';
import { createImage } from '../../../test/support/catalog-fixtures.js';
import { createUserWithSession } from '../../../test/support/fixtures.js';
import { addToCart, checkout, makeProduct } from '../../../test/support/order-fixtures.js';
import { startSmtp, waitFor, type Received } from '../../../test/support/smtp.js';
import { createTestApp, json, type TestApp } from '../../../test/support/test-app.js';
import { testConfig } from '../../config.js';
import { readShopSettings, seedShopSettings } from './index.js';

/**
 * The shop's identity and delivery charge live in Shop Settings (issue 26): what the owner saves
 * shows at once on the storefront's shop answer, in the cart's delivery fee and in the mails.
 */
describe('the shop’s identity and delivery charge from Shop Settings', { timeout: 90_000 }, () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let admin: string;
  let adminEmail: string;

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ JOB_QUEUE: 'true', SMTP_URL: smtp.url, SHOP_NAME: 'Seeded Studio' });
    const staff = await createUserWithSession(t.db, 'admin');
    admin = staff.authorization;
    adminEmail = staff.email;
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const readSettings = async (): Promise<ShopSettings> =>
    json(await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: { authorization: admin } }))
      .data.settings as ShopSettings;
  const save = (payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: { authorization: admin }, payload });
  const shopAnswer = async (): Promise<StorefrontShop> =>
    json(await t.app.inject({ method: 'GET', url: '/api/shop' })).data.shop as StorefrontShop;
  const mailTo = (to: string, subject: RegExp): Promise<Received> =>
    waitFor(
      `a mail to ${to}`,
      () => smtp.inbox.find((mail) => mail.to.includes(to) && subject.test(mail.subject)),
      15_000,
    );

  it('says what was saved everywhere: /api/shop, the cart’s delivery fee, and the order mail', async () => {
    const current = await readSettings();
    const saved = await save({
      ...current,
      shop: {
        ...current.shop,
        name: 'Meera Handloom',
        whatsapp: '+91 99887 76655',
        publicUrl: 'https://meera.example.in/',
      },
      delivery: { fee: 79, freeAbove: 2000 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // The number is stored as wa.me wants it; the trailing slash of the address is dropped.
    expect(json(saved).data.settings.shop).toMatchObject({
      whatsapp: '919988776655',
      publicUrl: 'https://meera.example.in',
    });

    const shop = await shopAnswer();
    expect(shop).toMatchObject({
      name: 'Meera Handloom',
      whatsappNumber: '919988776655',
      deliveryFee: 79,
      freeDeliveryThreshold: 2000,
      publicUrl: 'https://meera.example.in',
      logoUrl: null,
    });

    const product = await makeProduct(t.db, { name: 'Chanderi Dupatta', price: 1200 });
    const quote = await t.app.inject({
      method: 'POST',
      url: '/api/cart/quote',
      payload: { items: [{ productId: product.id, variantId: product.variantId, quantity: 1 }] },
    });
    expect(quote.statusCode, quote.body).toBe(200);
    expect(json(quote).data.cart.summary.delivery).toBe(79);

    const customer = await createUserWithSession(t.db, 'customer');
    await addToCart(t.app, customer.authorization, product.id);
    const placed = await checkout(t.app, customer.authorization);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(json(placed).data.order.delivery).toBe(79);

    const mail = await mailTo(customer.email, /.*/);
    expect(mail.text).toContain('Meera Handloom');
    const links = mail.text.match(/https?:\/\/[^\s)\]>]+/g) ?? [];
    const shopLinks = links.filter((link) => !link.startsWith('https://wa.me'));
    expect(shopLinks.length).toBeGreaterThan(0);
    for (const link of shopLinks.filter((link) => link.includes('/orders/') || link.includes('/track'))) {
      expect(link.startsWith('https://meera.example.in/')).toBe(true);
    }
    expect(mail.text).toContain(`https://meera.example.in/orders/${json(placed).data.order.id}`);
  });

  it('keeps the saved identity and delivery charge when a save leaves them out (an older back office)', async () => {
    const current = await readSettings();
    const { shop: _shop, delivery: _delivery, ...older } = current;
    const saved = await save({ ...older, inventory: { lowStockThreshold: 5 } });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = await readShopSettings(t.db);
    expect(after.shop).toEqual(current.shop);
    expect(after.delivery).toEqual(current.delivery);
    expect(after.inventory.lowStockThreshold).toBe(5);
  });

  it('refuses bad values with 422 naming the field, and changes nothing', async () => {
    const current = await readSettings();
    const cases: [object, string][] = [
      [{ shop: { ...current.shop, whatsapp: '12345' } }, 'shop.whatsapp'],
      [{ shop: { ...current.shop, email: 'not-an-email' } }, 'shop.email'],
      [{ shop: { ...current.shop, publicUrl: 'meera.example.in' } }, 'shop.publicUrl'],
      [
        { shop: { ...current.shop, social: { ...current.shop.social, instagram: 'ftp://x' } } },
        'shop.social.instagram',
      ],
      [{ delivery: { fee: -5, freeAbove: 1500 } }, 'delivery.fee'],
      [{ delivery: { fee: 49.5, freeAbove: 1500 } }, 'delivery.fee'],
      [
        { shop: { ...current.shop, logoImageId: '00000000-0000-4000-8000-000000000000' } },
        'shop.logoImageId',
      ],
    ];
    for (const [change, field] of cases) {
      const response = await save({ ...current, ...change });
      expect(response.statusCode, `${field}: ${response.body}`).toBe(422);
      const body = json(response);
      expect(body.success).toBe(false);
      expect(body.details.map((detail: { field: string }) => detail.field)).toContain(field);
    }
    expect(await readShopSettings(t.db)).toEqual(current);
  });

  it('shows an uploaded logo on /api/shop and answers /favicon.ico with the uploaded icon or the built-in one', async () => {
    const builtIn = await t.app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(builtIn.statusCode).toBe(200);
    // A PNG, not an SVG: the browser would build a document of its own for an SVG icon (issue 27).
    expect(builtIn.headers['content-type']).toBe('image/png');
    expect(builtIn.rawPayload.subarray(1, 4).toString('latin1')).toBe('PNG');

    const logo = await createImage(t.db);
    const icon = await createImage(t.db);
    const current = await readSettings();
    const saved = await save({
      ...current,
      shop: { ...current.shop, logoImageId: logo.id, faviconImageId: icon.id },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const shop = await shopAnswer();
    expect(shop.logoUrl).toBe(`/images/${logo.id}/320.webp`);
    expect(shop.faviconUrl).toMatch(/^\/favicon\.ico\?v=/);

    const uploaded = await t.app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(uploaded.statusCode).toBe(200);
    expect(uploaded.headers['content-type']).toBe('image/webp');
    expect(uploaded.rawPayload.equals(icon.bytes.get(320)!)).toBe(true);
  });

  it('tells staff whether mail is really sent, and sends a test mail to the signed-in staff member', async () => {
    const status = await t.app.inject({
      method: 'GET',
      url: '/api/admin/mail',
      headers: { authorization: admin },
    });
    expect(json(status).data).toEqual({ delivery: 'smtp', queue: true });

    const customer = await createUserWithSession(t.db, 'customer');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/admin/mail/test',
      headers: { authorization: customer.authorization },
    });
    expect(refused.statusCode).toBe(403);

    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/admin/mail/test',
      headers: { authorization: admin },
    });
    expect(sent.statusCode, sent.body).toBe(202);
    expect(json(sent)).toEqual({ success: true, data: { to: adminEmail } });
    const mail = await mailTo(adminEmail, /^Test mail from /);
    expect(mail.subject).toBe(`Test mail from ${(await readShopSettings(t.db)).shop.name}`);
  });
});

describe('the environment seeds Shop Settings on the first start only', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      SHOP_NAME: 'First Start Studio',
      SHOP_WHATSAPP: '919811122233',
      PUBLIC_URL: 'https://first.example.in',
      DELIVERY_FEE: '60',
    });
  });
  afterAll(async () => t.close());

  it('takes SHOP_*, PUBLIC_URL and DELIVERY_FEE at first, and keeps what is stored at a later start with other values', async () => {
    const first = await readShopSettings(t.db);
    expect(first.shop).toMatchObject({
      name: 'First Start Studio',
      whatsapp: '919811122233',
      publicUrl: 'https://first.example.in',
    });
    expect(first.delivery.fee).toBe(60);

    const later = testConfig({
      SHOP_NAME: 'Another Name',
      SHOP_WHATSAPP: '919800000000',
      DELIVERY_FEE: '99',
    });
    // Two servers starting at once: both insert-if-absent, neither overwrites.
    await Promise.all([
      seedShopSettings(t.db, later.shopSeed, { warn: () => undefined }),
      seedShopSettings(t.db, later.shopSeed, { warn: () => undefined }),
    ]);
    expect(await readShopSettings(t.db)).toEqual(first);
    const shop = json(await t.app.inject({ method: 'GET', url: '/api/shop' })).data.shop;
    expect(shop).toMatchObject({
      name: 'First Start Studio',
      whatsappNumber: '919811122233',
      deliveryFee: 60,
    });
  });

  it('follows the server’s own port until a public address is set', async () => {
    const local = await createTestApp({ PORT: '4321' });
    try {
      expect(json(await local.app.inject({ method: 'GET', url: '/api/shop' })).data.shop.publicUrl).toBe(
        'http://localhost:4321',
      );
      expect(DEFAULT_SHOP_SETTINGS.shop.publicUrl).toBe('');
    } finally {
      await local.close();
    }
  });
});
