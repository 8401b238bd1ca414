import { DEFAULT_SHOP_SETTINGS } from '@shop/domain';
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct } from '../../../test/support/catalog-fixtures.js';
import { createUserWithSession } from '../../../test/support/fixtures.js';
import { catalogChanged } from '../catalog/index.js';
import { createTestApp, type TestApp } from '../../../test/support/test-app.js';

/**
 * The server side of page rendering, with a stand-in for the storefront's built server entry: it
 * reads the product through the in-process transport it is given, as the real one does.
 */
const FAKE_ENTRY = `
export function createPageRenderer(transport) {
  return async (url, options = {}) => {
    const { pathname } = new URL(url, 'http://x');
    if (pathname === '/old-offers') return { status: 302, redirect: '/' };
    // As the storefront's cart does with the visit hint (decision 064): a guest's empty cart at once.
    if (options.visit) {
      const { kind, lines } = options.visit;
      const shown = kind === 'guest' && lines === 0 ? 'Your cart is empty' : 'Loading your cart';
      return { status: 200, appHtml: '<p>' + shown + '</p><p>visit ' + kind + ' ' + lines + '</p>', pageData: {} };
    }
    if (pathname === '/cart') return { status: 200, appHtml: '<p>Loading your cart</p>', pageData: {} };
    if (pathname === '/boom') throw new Error('render failed');
    const id = /^\\/product\\/(.+)$/.exec(pathname)?.[1];
    if (!id) return { status: 200, appHtml: '<p>' + url.replace(/[<&]/g, '') + '</p>', pageData: {} };
    const answer = await transport('/api/products/id/' + id, { method: 'GET', headers: { Accept: 'application/json' } });
    if (answer.status !== 200) return { status: answer.status === 404 ? 404 : 500, appHtml: '<h1>Not found</h1>', pageData: {} };
    const { product } = (await answer.json()).data;
    return {
      status: 200,
      appHtml: '<h1>' + product.name.replace(/</g, '&lt;') + '</h1><p>Rs ' + product.price + '</p>',
      pageData: { 'page-queries': { product } },
    };
  };
}
`;

let t: TestApp;
/** Where the statements the app sends go while `statementsDuring` listens. */
let listening: string[] | undefined;
let root: string;
let ring: string;
let hidden: string;
let adminAuth: string;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-ssr-'));
  fs.mkdirSync(path.join(root, 'dist'));
  fs.mkdirSync(path.join(root, 'dist-ssr'));
  fs.writeFileSync(
    path.join(root, 'dist', 'index.html'),
    '<!doctype html><html><head><!--app-head--><title>Shop</title></head><body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>',
  );
  fs.writeFileSync(path.join(root, 'dist-ssr', 'entry-server.js'), FAKE_ENTRY);
  t = await createTestApp(
    { WEB_DIST_DIR: path.join(root, 'dist'), SHOP_NAME: 'Studio & Co' },
    { onStatement: (statement) => listening?.push(statement) },
  );
  const jewelry = await createCategory(t.db, { name: 'Jewelry' });
  ring = (await createProduct(t.db, { name: 'Silver </script> Ring', price: 1299, categoryId: jewelry.id }))
    .id;
  hidden = (await createProduct(t.db, { name: 'Hidden', price: 10, categoryId: jewelry.id, isActive: false }))
    .id;
  adminAuth = (await createUserWithSession(t.db, 'admin')).authorization;
});

afterAll(async () => {
  await t.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

/** The SQL the server sends to the database while `work` runs. */
async function statementsDuring(work: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  listening = seen;
  try {
    await work();
  } finally {
    listening = undefined;
  }
  return seen;
}

describe('server-rendered pages', () => {
  it('puts the rendered page into #root, its data after it, and the product tags in <head>', async () => {
    const res = await get(`/product/${ring}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<div id="root"><h1>Silver &lt;/script> Ring</h1><p>Rs 1299</p></div>');
    expect(res.body).toContain('<title>Silver &lt;/script&gt; Ring | Studio &amp; Co</title>');
    expect(res.body).not.toContain('<title>Shop</title>');
    // The data is JSON that cannot close its element.
    const data = /<script type="application\/json" id="page-queries">([\s\S]*?)<\/script>/.exec(
      res.body,
    )?.[1];
    expect(data).toBeDefined();
    expect(data).not.toContain('</script');
    expect(JSON.parse(data!).product.name).toBe('Silver </script> Ring');
  });

  it('answers a repeat visit from its cache, with the same ETag, and 304 to If-None-Match', async () => {
    const first = await get('/about');
    const second = await get('/about');
    expect(first.headers['x-page-cache']).toBe('miss');
    expect(second.headers['x-page-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    const etag = String(first.headers.etag);
    expect(second.headers.etag).toBe(etag);

    const revisit = await get('/about', { 'if-none-match': etag });
    expect(revisit.statusCode).toBe(304);
    expect(revisit.body).toBe('');
    expect(revisit.headers.etag).toBe(etag);
    expect((await get('/about', { 'if-none-match': '"something-else"' })).statusCode).toBe(200);
  });

  it("paints a guest's empty cart from the visit hint cookie, one cached page per kind of visitor", async () => {
    const guest = (value: string, headers: Record<string, string> = {}) =>
      get('/cart', { cookie: `theme=dark; shop_visit=${value}`, ...headers });
    const empty = await guest('guest.0');
    expect(empty.statusCode).toBe(200);
    expect(empty.body).toContain('Your cart is empty');
    expect(empty.headers.vary).toContain('cookie');

    // No hint at all is a browser that never ran the shop's script: no session, no guest cart.
    const firstVisit = await get('/cart');
    expect(firstVisit.headers['x-page-cache']).toBe('hit');
    expect(firstVisit.body).toBe(empty.body);

    // A value the shop never writes: the visitor is unknown, and the page waits for the browser.
    const unknown = await guest('guest.0<script>');
    expect(unknown.headers['x-page-cache']).toBe('miss');
    expect(unknown.body).toContain('Loading your cart');
    expect(unknown.body).not.toContain('Your cart is empty');

    // Each kind of visitor has its own page: none is served another's.
    expect((await guest('guest.0')).headers['x-page-cache']).toBe('hit');
    expect((await guest('guest.0')).body).toBe(empty.body);
    expect((await guest('forged')).body).toBe(unknown.body);
    const twoLines = await guest('guest.2');
    expect(twoLines.headers['x-page-cache']).toBe('miss');
    expect(twoLines.body).toContain('visit guest 2');
    expect((await guest('member')).body).toContain('visit member');
    // An answer kept by the browser for another visitor kind is not confirmed with a 304.
    expect((await guest('guest.0', { 'if-none-match': String(unknown.headers.etag) })).statusCode).toBe(200);
  });

  it('neither reads the hint nor varies the cache of a page that is the same for everyone', async () => {
    const first = await get('/faq', { cookie: 'shop_visit=guest.0' });
    expect(first.body).not.toContain('visit guest');
    expect(first.headers.vary).not.toContain('cookie');
    const other = await get('/faq', { cookie: 'shop_visit=member' });
    expect(other.headers['x-page-cache']).toBe('hit');
    expect((await get('/faq')).headers['x-page-cache']).toBe('hit');
  });

  it('sends the page compressed as the browser allows, the same HTML once decoded', async () => {
    const plain = await get('/contact');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');

    const brotli = await get('/contact', { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    expect(brotli.rawPayload.length).toBeLessThan(Buffer.byteLength(plain.body));

    const gzip = await get('/contact', { 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(gzip.headers.etag).toBe(plain.headers.etag);
  });

  it('serves one page for the same parameters in another order or with tracking parameters', async () => {
    const first = await get('/jewelry?page=2&sub=rings');
    const reordered = await get('/jewelry?sub=rings&page=2&utm_source=whatsapp&fbclid=abc');
    expect(reordered.headers['x-page-cache']).toBe('hit');
    expect(reordered.body).toBe(first.body);
    expect((await get('/jewelry?page=3&sub=rings')).headers['x-page-cache']).toBe('miss');
  });

  it('reads a product once for its page, head tags included', async () => {
    // Nothing of it in the catalogue cache: the render reads it from the database.
    catalogChanged(t.db);
    const reads = await statementsDuring(async () => {
      const res = await get(`/product/${ring}?first=visit`);
      expect(res.headers['x-page-cache']).toBe('miss');
      expect(res.body).toContain('<title>Silver &lt;/script&gt; Ring | Studio &amp; Co</title>');
    });
    // The render's read fills the catalogue cache; the head tags are built from that answer.
    expect(reads.filter((statement) => /from\s+products p\b/i.test(statement))).toHaveLength(1);
  });

  it("titles a listing from the catalogue cache's category list, not a database read per page", async () => {
    expect((await get('/jewelry?page=4')).body).toContain(
      '<title>Jewelry (page 4) | Studio &amp; Co</title>',
    );
    const reads = await statementsDuring(async () => {
      const res = await get('/jewelry?page=5');
      expect(res.headers['x-page-cache']).toBe('miss');
      expect(res.body).toContain('<title>Jewelry (page 5) | Studio &amp; Co</title>');
    });
    expect(reads.filter((statement) => /from\s+categories\b/i.test(statement))).toEqual([]);
  });

  it('shows a price changed through the admin API on the next request', async () => {
    const before = await get(`/product/${ring}`);
    expect(before.body).toContain('Rs 1299');
    expect((await get(`/product/${ring}`)).headers['x-page-cache']).toBe('hit');

    const change = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${ring}`,
      headers: { authorization: adminAuth },
      payload: { price: 1199 },
    });
    expect(change.statusCode).toBe(200);

    const after = await get(`/product/${ring}`, { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.headers['x-page-cache']).toBe('miss');
    expect(after.body).toContain('Rs 1199');
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('shows a price another server (or psql) wrote, once the database says the catalogue changed', async () => {
    await get(`/product/${ring}`);
    expect((await get(`/product/${ring}`)).headers['x-page-cache']).toBe('hit');
    // Not through this process: only the database's notification can tell it.
    await t.db.execute(sql`update products set price_paise = 109900 where id = ${ring}`);
    let page = await get(`/product/${ring}`);
    for (let attempt = 0; attempt < 50 && !page.body.includes('Rs 1099'); attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      page = await get(`/product/${ring}`);
    }
    expect(page.body).toContain('Rs 1099');
  });

  it.each([
    ['an unknown address is not an API answer', '/api/nope', 404, 'application/json'],
    ['an unknown product', '/product/00000000-0000-4000-8000-000000000000', 404, 'text/html'],
    ['a hidden product', 'HIDDEN', 404, 'text/html'],
  ])('%s: %s answers %i', async (_label, url, status, type) => {
    const res = await get(url === 'HIDDEN' ? `/product/${hidden}` : url);
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-type']).toContain(type);
  });

  it("names the shop from its settings on a page with no head of its own, in place of the shell's", async () => {
    const res = await get('/cart');
    expect(res.statusCode).toBe(200);
    const tagline = DEFAULT_SHOP_SETTINGS.shop.tagline;
    expect(res.body).toContain(`<title>Studio &amp; Co · ${tagline}</title>`);
    expect(res.body).not.toContain('<title>Shop</title>');
    expect(res.body.match(/<meta name="description"/g)).toHaveLength(1);
  });

  it('titles a 404 page "Not found" and keeps it out of search engines', async () => {
    const res = await get('/product/00000000-0000-4000-8000-000000000000');
    expect(res.body).toContain('<title>Not found | Studio &amp; Co</title>');
    expect(res.body).toContain('<meta name="robots" content="noindex">');
  });

  it('passes on a redirect the page asks for', async () => {
    const res = await get('/old-offers?from=mail');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/');
  });

  it("titles a search's results page with what was searched, and keeps it out of search engines", async () => {
    const res = await get(`/search?q=${encodeURIComponent('  jhumka <b>  ')}&page=2`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Search: jhumka &lt;b&gt; | Studio &amp; Co</title>');
    expect(res.body).toContain('<meta name="robots" content="noindex">');
    expect((await get('/search')).body).toContain('<title>Search | Studio &amp; Co</title>');
  });

  it('sends the plain app shell, uncached, when the render fails', async () => {
    const res = await get('/boom');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.headers['x-page-cache']).toBeUndefined();
  });
});
