import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, products } from '../../db/schema/index.js';
import { createCategory, createProduct } from '../../../test/support/catalog-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/support/test-app.js';
import { languageRedirect } from './page-responder.js';

/** Issue 28: the storefront's addresses in Hindi, under /hi/, with their language said to browsers and crawlers. */
let t: TestApp;
let distDir: string;
let ringId: string;
let ringSlug: string;
const PUBLIC_URL = 'https://shop.example.in';

beforeAll(async () => {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-dist-'));
  fs.writeFileSync(
    path.join(distDir, 'index.html'),
    '<!doctype html><html lang="en-IN"><head><meta charset="utf-8"><!--app-head--></head><body><div id="root"></div></body></html>',
  );
  t = await createTestApp({ WEB_DIST_DIR: distDir, PUBLIC_URL, SHOP_NAME: 'Studio' });
  const jewelry = await createCategory(t.db, { name: 'Jewelry' });
  await t.db
    .update(categories)
    .set({ translations: { hi: { name: 'ज्वेलरी' } } })
    .where(eq(categories.id, jewelry.id));
  const ring = await createProduct(t.db, { name: 'Silver Ring', price: 1299, categoryId: jewelry.id });
  ringId = ring.id;
  ringSlug = ring.slug;
  await t.db
    .update(products)
    .set({ translations: { hi: { name: 'चाँदी की अंगूठी', description: 'हाथ से बनी अंगूठी।' } } })
    .where(eq(products.id, ringId));
});

afterAll(async () => {
  await t.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('a page in Hindi', () => {
  it('says its language, its one address and both languages’ addresses', async () => {
    const response = await get('/hi/jewelry');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="hi">');
    expect(response.body).toContain(`<link rel="canonical" href="${PUBLIC_URL}/hi/jewelry">`);
    expect(response.body).toContain(`<link rel="alternate" hreflang="en" href="${PUBLIC_URL}/jewelry">`);
    expect(response.body).toContain(`<link rel="alternate" hreflang="hi" href="${PUBLIC_URL}/hi/jewelry">`);
    expect(response.body).toContain(
      `<link rel="alternate" hreflang="x-default" href="${PUBLIC_URL}/jewelry">`,
    );
    expect(response.body).toContain('<title>ज्वेलरी | Studio</title>');
    const english = await get('/jewelry');
    expect(english.body).toContain('<html lang="en-IN">');
    expect(english.body).toContain(`<link rel="canonical" href="${PUBLIC_URL}/jewelry">`);
    expect(english.body).toContain('<title>Jewelry | Studio</title>');
  });

  it('tells a product in Hindi to previews and crawlers, with its Hindi address', async () => {
    const response = await get(`/hi/product/${ringId}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>चाँदी की अंगूठी | Studio</title>');
    expect(response.body).toContain(`<meta property="og:url" content="${PUBLIC_URL}/hi/product/${ringId}">`);
    expect(response.body).toContain('<meta property="og:locale" content="hi_IN">');
    expect(response.body).toContain('"inLanguage":"hi"');
    expect(response.body).toContain(`"item":"${PUBLIC_URL}/hi/jewelry"`);
    expect(response.body).toContain(`hreflang="en" href="${PUBLIC_URL}/product/${ringId}"`);
  });

  it('gives the home page, the cart and the written pages an address in each language', async () => {
    for (const page of ['/', '/cart', '/about']) {
      const response = await get(`/hi${page}`);
      expect(response.statusCode, page).toBe(200);
      expect(response.body).toContain(`<link rel="canonical" href="${PUBLIC_URL}/hi${page}">`);
      expect(response.body).toContain(`hreflang="en" href="${PUBLIC_URL}${page}"`);
    }
  });
});

describe('moving between languages', () => {
  it('sends a shopper who chose Hindi from a bare address to its Hindi one, and never back', async () => {
    const remembered = await get('/jewelry?sort=newest', 'a=1; lang=hi');
    expect(remembered.statusCode).toBe(302);
    expect(remembered.headers.location).toBe('/hi/jewelry?sort=newest');
    // The address wins over the cookie: an English choice still opens a /hi/ link in Hindi.
    const explicit = await get('/hi/jewelry', 'lang=en');
    expect(explicit.statusCode).toBe(200);
    expect((await get('/jewelry', 'lang=en')).statusCode).toBe(200);
    // Shared caches keep the two answers of a bare address apart; a /hi/ address has one.
    expect(remembered.headers.vary).toBe('cookie');
    expect((await get('/jewelry')).statusCode).toBe(200);
  });

  it('keeps the back office English at its one address', async () => {
    const response = await get('/hi/product-management');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/product-management');
    expect((await get('/dashboard', 'lang=hi')).statusCode).toBe(200);
    expect(languageRedirect('/setup', 'lang=hi')).toBeUndefined();
    expect(languageRedirect('/hi/setup', undefined)).toBe('/setup');
  });

  it('answers an old slug link in the language it came in', async () => {
    const response = await get(`/hi/product/${ringSlug}`);
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(`/hi/product/${ringId}`);
  });
});

describe('crawlers', () => {
  it('find every public page in both languages in the sitemap, each naming the other', async () => {
    const body = (await get('/sitemap.xml')).body;
    expect(body).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(body).toContain(`<loc>${PUBLIC_URL}/hi/product/${ringId}</loc>`);
    expect(body).toContain(`<loc>${PUBLIC_URL}/product/${ringId}</loc>`);
    expect(body).toContain(`<loc>${PUBLIC_URL}/hi/</loc>`);
    expect(body).toContain(
      `<xhtml:link rel="alternate" hreflang="hi" href="${PUBLIC_URL}/hi/jewelry"/><xhtml:link rel="alternate" hreflang="x-default" href="${PUBLIC_URL}/jewelry"/>`,
    );
    expect((body.match(/<url>/g) ?? []).length % 2).toBe(0);
  });

  it('are kept out of the Hindi checkout and account pages as of the English ones', async () => {
    const body = (await get('/robots.txt')).body;
    expect(body).toContain('Disallow: /hi/checkout');
    expect(body).toContain('Disallow: /hi/orders');
    expect(body).not.toContain('Disallow: /hi/jewelry');
  });
});
