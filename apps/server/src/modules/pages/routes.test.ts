import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createImage, createProduct } from '../../../test/support/catalog-fixtures.js';
import { createUserWithSession } from '../../../test/support/fixtures.js';
import { createTestApp, json, type TestApp } from '../../../test/support/test-app.js';

let t: TestApp;
let distDir: string;
const ids: Record<string, string> = {};
let imageId: string;

const PUBLIC_URL = 'https://shop.example.in';

beforeAll(async () => {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-dist-'));
  fs.writeFileSync(
    path.join(distDir, 'index.html'),
    '<!doctype html><html><head><meta charset="utf-8"><!--app-head--></head><body><div id="root"></div></body></html>',
  );
  t = await createTestApp({ WEB_DIST_DIR: distDir, PUBLIC_URL, SHOP_NAME: 'Studio & Co' });
  const jewelry = await createCategory(t.db, { name: 'Jewelry' });
  imageId = (await createImage(t.db)).id;
  ids.ring = (
    await createProduct(t.db, {
      name: 'Silver Ring',
      price: 1299.5,
      categoryId: jewelry.id,
      description: 'Sterling "925" silver & love.',
      sku: 'RG-01',
      imageIds: [imageId],
    })
  ).id;
  ids.evil = (
    await createProduct(t.db, {
      name: '<script>alert(1)</script>',
      price: 10,
      categoryId: jewelry.id,
      description: '</script><script>alert("x")</script> "quoted"',
      stockQuantity: 0,
    })
  ).id;
  ids.hidden = (
    await createProduct(t.db, {
      name: 'Hidden Ring',
      slug: 'hidden-ring-slug',
      price: 10,
      categoryId: jewelry.id,
      isActive: false,
    })
  ).id;
});

afterAll(async () => {
  await t.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });
/** The text of the page's JSON-LD element (read with json()). */
const jsonLd = (html: string) => ({
  body: /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? 'null',
});

describe('GET /product/:id', () => {
  it('sends the app shell with the product title, description, Open Graph and JSON-LD', async () => {
    const res = await get(`/product/${ids.ring}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    expect(html).toContain('<title>Silver Ring | Studio &amp; Co</title>');
    expect(html).toContain('<meta name="description" content="Sterling &quot;925&quot; silver &amp; love.">');
    expect(html).toContain('<meta property="og:title" content="Silver Ring">');
    expect(html).toContain('<meta property="og:type" content="product">');
    expect(html).toContain(`<meta property="og:image" content="${PUBLIC_URL}/images/${imageId}/share.jpg">`);
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/product/${ids.ring}">`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toContain('<meta property="product:price:amount" content="1299.50">');
    expect(html).toContain('<meta property="product:price:currency" content="INR">');
    expect(html).not.toContain('<!--app-head-->');
    expect(html).toContain('<div id="root"></div>');
    expect(json(jsonLd(html))).toMatchObject({
      '@type': 'Product',
      name: 'Silver Ring',
      sku: 'RG-01',
      image: [`${PUBLIC_URL}/images/${imageId}/share.jpg`, `${PUBLIC_URL}/images/${imageId}/1024.webp`],
      offers: { price: '1299.50', priceCurrency: 'INR', availability: 'https://schema.org/InStock' },
      countryOfOrigin: { '@type': 'Country', name: 'India' },
    });
  });

  it('escapes everything a product name or description could smuggle in', async () => {
    const html = (await get(`/product/${ids.evil}`)).body;
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('<title>&lt;script&gt;alert(1)&lt;/script&gt; | Studio &amp; Co</title>');
    expect(html).toContain('content="&lt;script&gt;alert(1)&lt;/script&gt;"');
    // Only our own JSON-LD script elements (product, breadcrumbs), each closed once.
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    const data = json(jsonLd(html));
    expect(data.name).toBe('<script>alert(1)</script>');
    expect(data.offers.availability).toBe('https://schema.org/OutOfStock');
    expect(data.sku).toBe(ids.evil!.slice(0, 8).toUpperCase());
  });

  it('keeps dollar signs in a product name as written (no string-replacement patterns)', async () => {
    const jewelry = await createCategory(t.db, { name: 'Dollar Category' });
    const product = await createProduct(t.db, {
      name: 'Mirror $` Work $& Set',
      price: 10,
      categoryId: jewelry.id,
      description: "Costs $' less",
    });
    const html = (await get(`/product/${product.id}`)).body;
    expect(html).toContain('<title>Mirror $` Work $&amp; Set | Studio &amp; Co</title>');
    expect(html).toContain('<meta name="description" content="Costs $&#39; less">');
    expect(html.match(/<html>/g)).toHaveLength(1);
    expect(html.match(/<\/html>/g)).toHaveLength(1);
  });

  it.each([
    ['an unknown id', '00000000-0000-4000-8000-000000000000'],
    ['a hidden product', 'HIDDEN'],
    ['an unknown slug', 'not-an-id'],
    ['the slug of a hidden product', 'hidden-ring-slug'],
  ])('answers the app shell with 404 and no product tags for %s', async (_label, id) => {
    const res = await get(`/product/${id === 'HIDDEN' ? ids.hidden : id}`);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('og:');
    expect(res.body).not.toContain('application/ld+json');
  });
});

describe('GET /product/:slug (old product links)', () => {
  /** Renames a product through the admin API, as staff do. */
  const rename = async (productId: string, name: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/products/${productId}`,
      headers: { authorization: (await createUserWithSession(t.db, 'admin')).authorization },
      payload: { name },
    });

  it('sends the current slug and every slug a renamed product had to its id address with 301', async () => {
    const jewelry = await createCategory(t.db, { name: 'Renamed Things' });
    const product = await createProduct(t.db, {
      name: 'Kundan Jhumka',
      slug: 'kundan-jhumka',
      price: 10,
      categoryId: jewelry.id,
    });
    expect((await rename(product.id, 'Kundan Jhumki')).statusCode).toBe(200);
    const renamed = json(await rename(product.id, 'Meenakari Jhumki')).data.product;
    expect(renamed.slug).toBe('meenakari-jhumki');

    for (const slug of ['kundan-jhumka', 'kundan-jhumki', 'meenakari-jhumki']) {
      const res = await get(`/product/${slug}`);
      expect(res.statusCode).toBe(301);
      expect(res.headers.location).toBe(`/product/${product.id}`);
    }
    // A shared link's tracking survives the redirect.
    expect((await get('/product/kundan-jhumka?utm_source=whatsapp')).headers.location).toBe(
      `/product/${product.id}?utm_source=whatsapp`,
    );
    expect((await get(`/product/${product.id}`)).statusCode).toBe(200);
  });

  it('gives a slug to the product that has it now, before one that had it earlier', async () => {
    const category = await createCategory(t.db, { name: 'Slug Takers' });
    const first = await createProduct(t.db, {
      name: 'Lac Bangle',
      slug: 'lac-bangle',
      price: 10,
      categoryId: category.id,
    });
    expect((await rename(first.id, 'Glass Bangle')).statusCode).toBe(200);
    const second = await createProduct(t.db, {
      name: 'Lac Bangle',
      slug: 'lac-bangle',
      price: 10,
      categoryId: category.id,
    });
    expect((await get('/product/lac-bangle')).headers.location).toBe(`/product/${second.id}`);
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists the public pages and every visible product', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    const xml = res.body;
    expect(xml.startsWith('<?xml')).toBe(true);
    for (const page of [
      '/',
      '/jewelry',
      '/clothing',
      '/accessories',
      '/about',
      '/contact',
      '/faq',
      '/privacy',
      '/returns',
    ]) {
      expect(xml).toContain(`<loc>${PUBLIC_URL}${page}</loc>`);
    }
    expect(xml).toContain(`<loc>${PUBLIC_URL}/product/${ids.ring}</loc>`);
    expect(xml).toContain(`<loc>${PUBLIC_URL}/product/${ids.evil}</loc>`);
    expect(xml).not.toContain(ids.hidden);
  });

  it('allows crawling except private pages and points at the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const lines = res.body.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Allow: /',
        'Disallow: /profile',
        'Disallow: /orders',
        'Disallow: /wishlist',
        'Disallow: /*-management',
        'Disallow: /checkout',
        'Disallow: /order-placed',
        'Disallow: /track',
        'Disallow: /auth',
        'Disallow: /reset-password',
        'Disallow: /dashboard',
        'Disallow: /size-charts',
        'Disallow: /coupons',
        'Disallow: /abandoned-carts',
        'Disallow: /shop-settings',
        'Disallow: /admin',
        `Sitemap: ${PUBLIC_URL}/sitemap.xml`,
      ]),
    );
    // A link to the cart is a landing page Lighthouse's SEO audit must find crawlable (issue 27).
    expect(lines).not.toContain('Disallow: /cart');
  });
});
