import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, openPage, test, watchPage } from './support/test.js';

/**
 * Server rendering (decision 017): the HTML that arrives holds the page before any script runs,
 * the browser takes it over without a mismatch, unknown things answer 404, and a price changed
 * through the API shows on the next server-rendered page.
 */

/** What these checks read of a product. */
type ApiProduct = Record<'id' | 'name', string> &
  Record<'price' | 'stockQuantity', number> & { options: { name: string }[]; madeToOrder: boolean };

/** Sold as it is: no size or colour to choose first, and a stock of its own. */
const plain = (product: ApiProduct) => product.options.length === 0 && !product.madeToOrder;

interface ApiCategory {
  name: string;
  slug: string;
  subcategories: { name: string; slug: string }[];
}

/** Whole rupees in the Indian grouping, as the shop writes them (decision 005). */
const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});

async function apiData<T>(request: APIRequestContext, path: string, token?: string): Promise<T> {
  const response = await request.get(path, token ? { headers: { authorization: `Bearer ${token}` } } : {});
  expect(response.ok(), `${path}: ${response.status()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

const listing = (request: APIRequestContext, category: string, page = 1) =>
  apiData<{ products: ApiProduct[] }>(
    request,
    `/api/products?category=${category}&page=${page}&limit=12`,
  ).then((data) => data.products);

/** A page as the server sent it, with no script run: what a phone shows before the JavaScript arrives. */
async function withoutScripts(browser: Browser, path: string): Promise<{ page: Page; status: number }> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto(path);
  return { page, status: response?.status() ?? 0 };
}

async function expectProducts(page: Page, products: ApiProduct[]) {
  expect(products.length).toBeGreaterThan(0);
  for (const product of products.slice(0, 4)) {
    await expect(page.getByText(product.name, { exact: true }).first()).toBeVisible();
    await expect(page.getByText(rupees.format(product.price)).first()).toBeVisible();
  }
}

test.describe('the HTML that arrives holds the page', () => {
  test('home: featured pieces with their prices, and the categories', async ({ browser, request }) => {
    const featured = await apiData<{ products: ApiProduct[] }>(request, '/api/products/featured?limit=8');
    const { page, status } = await withoutScripts(browser, '/');
    expect(status).toBe(200);
    await expectProducts(page, featured.products);
    await expect(page.getByRole('link', { name: /Jewelry|Jewellery/ }).first()).toBeVisible();
    await page.context().close();
  });

  test('listings: a category, its second page, a subcategory, with breadcrumbs', async ({
    browser,
    request,
  }) => {
    const { categories } = await apiData<{ categories: ApiCategory[] }>(request, '/api/categories/parents');
    const jewelry = categories.find((category) => category.slug === 'jewelry');
    const sub = jewelry?.subcategories[0];
    expect(sub).toBeDefined();

    for (const [path, products] of [
      ['/jewelry', await listing(request, 'jewelry')],
      ['/jewelry?page=2', await listing(request, 'jewelry', 2)],
      [`/category/${sub!.slug}`, await listing(request, sub!.slug)],
      [`/jewelry?sub=${sub!.slug}`, await listing(request, sub!.slug)],
    ] as const) {
      const { page, status } = await withoutScripts(browser, path);
      expect(status, path).toBe(200);
      await expectProducts(page, products);
      await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Home');
      await page.context().close();
    }
  });

  test('a product: name, price, stock, pictures with srcset', async ({ browser, request }) => {
    const product = (await listing(request, 'clothing')).find(plain);
    const detail = await apiData<{ product: ApiProduct }>(request, `/api/products/id/${product!.id}`);
    const { page, status } = await withoutScripts(browser, `/product/${product!.id}`);
    expect(status).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: detail.product.name })).toBeVisible();
    await expect(page.getByText(rupees.format(detail.product.price)).first()).toBeVisible();
    await expect(page.getByText(`In Stock (${detail.product.stockQuantity} available)`)).toBeVisible();
    expect(await page.locator('main img[srcset]').count()).toBeGreaterThan(0);
    await page.context().close();
  });

  test('content pages and the cart and wishlist shells', async ({ browser }) => {
    // Seven pages, each in a browser of its own: 30 s on a busy machine, too close to the limit.
    test.setTimeout(60_000);
    for (const [path, heading] of [
      ['/about', /About/],
      ['/contact', /Contact|touch/i],
      ['/faq', /Questions|FAQ/i],
      ['/privacy', /Privacy/],
      ['/returns', /Returns/],
    ] as const) {
      const { page, status } = await withoutScripts(browser, path);
      expect(status, path).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await page.context().close();
    }
    for (const path of ['/cart', '/wishlist']) {
      const { page, status } = await withoutScripts(browser, path);
      expect(status, path).toBe(200);
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await page.context().close();
    }
  });

  test('no page sends the back office code, even as a preload', async ({ page, request }) => {
    const scripts: string[] = [];
    page.on('request', (sent) => {
      if (sent.resourceType() === 'script') scripts.push(sent.url());
    });
    for (const path of ['/', '/jewelry', '/about']) {
      await openPage(page, path);
      await page.waitForLoadState('networkidle');
      const html = await (await request.get(path)).text();
      expect(html).not.toMatch(/management-page/);
    }
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((url) => /management-page/.test(url))).toEqual([]);
  });
});

test.describe('the browser takes over the page', () => {
  for (const path of [
    '/',
    '/jewelry',
    '/clothing',
    '/accessories?page=2',
    '/category/earrings',
    'a product',
    '/about',
    '/contact',
    '/faq',
    '/privacy',
    '/returns',
    '/cart',
    '/wishlist',
  ]) {
    test(`${path} without a hydration warning or console error`, async ({ page, request, watch }) => {
      const address = path === 'a product' ? `/product/${(await listing(request, 'jewelry'))[0]!.id}` : path;
      for (const viewport of ['phone', 'desktop'] as const) {
        await openPage(page, address, viewport);
        await page.waitForLoadState('networkidle');
      }
      // The watch fixture also fails the test on any console error, hydration ones included.
      expect(watch.consoleErrors).toEqual([]);
    });
  }

  test('with the data it came with, and moves on without loading a new document', async ({ page, watch }) => {
    const documents: string[] = [];
    const reads: string[] = [];
    page.on('request', (sent) => {
      if (sent.resourceType() === 'document') documents.push(sent.url());
      if (/\/api\/(products|categories|shop)/.test(sent.url())) reads.push(sent.url());
    });
    await openPage(page, '/jewelry');
    await page.waitForLoadState('networkidle');
    // The page's products and categories came with the HTML: nothing is fetched twice.
    expect(reads).toEqual([]);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Clothing' }).click();
    await expect(page).toHaveURL(/\/clothing$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Clothing' })).toBeVisible();
    expect(documents).toHaveLength(1);
    expect(reads.length).toBeGreaterThan(0);
    expect(watch.consoleErrors).toEqual([]);
  });

  test('a signed-in visitor sees their account after hydration, without a mismatch', async ({
    page,
    request,
  }) => {
    const login = await request.post('/api/auth/login', {
      data: { email: 'customer@demo.shop', password: 'Customer@123' },
    });
    const { token, user } = ((await login.json()) as { data: { token: string; user: unknown } }).data;
    const watch = watchPage(page);
    await page.addInitScript(
      ([storedToken, storedUser]) => {
        localStorage.setItem('token', storedToken);
        localStorage.setItem('user', storedUser);
      },
      [token, JSON.stringify(user)] as const,
    );
    await openPage(page, '/about');
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
    await openPage(page, '/cart');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(watch.consoleErrors).toEqual([]);
  });
});

test.describe('pages that tell the truth', () => {
  test('unknown addresses, products and collections answer 404 with a way on', async ({ browser, page }) => {
    for (const path of [
      '/no-such-page',
      '/product/00000000-0000-4000-8000-000000000000',
      '/product/not-a-product',
      '/category/no-such-collection',
    ]) {
      const { page: bare, status } = await withoutScripts(browser, path);
      expect(status, path).toBe(404);
      expect(await bare.title()).toBe('Not found | Kaarigar Studio');
      await expect(bare.getByRole('heading', { level: 1, name: /not found/i })).toBeVisible();
      await expect(bare.getByRole('combobox', { name: 'Search products' }).first()).toBeVisible();
      const collections = bare.getByRole('navigation', { name: 'Collections' });
      for (const name of ['Jewellery', 'Clothing', 'Accessories']) {
        await expect(collections.getByRole('link', { name })).toBeVisible();
      }
      await expect(bare.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
      await bare.context().close();
    }

    // Hydrated, the 404 page logs nothing but the 404 itself.
    const watch = watchPage(page);
    const response = await openPage(page, '/no-such-page');
    expect(response?.status()).toBe(404);
    await page.waitForLoadState('networkidle');
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(watch.consoleErrors.filter((message) => !/status of 404/.test(message))).toEqual([]);
  });
});

test.describe('catalogue changes @postgres', () => {
  test.describe.configure({ mode: 'serial' });

  async function staffToken(request: APIRequestContext): Promise<string> {
    const response = await request.post('/api/auth/login', {
      data: { email: 'manager@demo.shop', password: 'Manager@123' },
    });
    expect(response.ok()).toBe(true);
    return ((await response.json()) as { data: { token: string } }).data.token;
  }

  /** A product no other journey looks at: the last one of the accessories' last page. */
  async function quietProduct(request: APIRequestContext): Promise<ApiProduct> {
    const first = await apiData<{ pagination: { totalPages: number } }>(
      request,
      '/api/products?category=accessories&limit=12',
    );
    const last = await listing(request, 'accessories', first.pagination.totalPages);
    const product = last.findLast(plain);
    if (!product) throw new Error('the last page of accessories has a product sold as it is');
    return product;
  }

  async function update(request: APIRequestContext, token: string, id: string, data: object) {
    const response = await request.put(`/api/products/${id}`, {
      headers: { authorization: `Bearer ${token}` },
      data,
    });
    expect(response.ok(), `PUT /api/products/${id}: ${response.status()}`).toBe(true);
  }

  test('a price changed through the API shows on the next server-rendered page', async ({
    browser,
    request,
  }) => {
    const token = await staffToken(request);
    const product = await quietProduct(request);
    const path = `/product/${product.id}`;
    const before = await request.get(path);
    expect(await before.text()).toContain(rupees.format(product.price));
    const etag = before.headers().etag;
    expect(etag).toBeTruthy();
    expect((await request.get(path, { headers: { 'if-none-match': etag! } })).status()).toBe(304);

    const newPrice = product.price + 101;
    await update(request, token, product.id, { price: newPrice });
    try {
      const after = await request.get(path, { headers: { 'if-none-match': etag! } });
      expect(after.status()).toBe(200);
      expect(await after.text()).toContain(rupees.format(newPrice));
      // A navigation (the browser's own request for the page) shows it too.
      const { page } = await withoutScripts(browser, path);
      await expect(page.getByText(rupees.format(newPrice)).first()).toBeVisible();
      await page.context().close();
    } finally {
      await update(request, token, product.id, { price: product.price });
    }
    expect(await (await request.get(path)).text()).toContain(rupees.format(product.price));
  });

  test('a product taken off the shelf answers 404, and 200 again once back', async ({ request }) => {
    const token = await staffToken(request);
    const product = await quietProduct(request);
    const path = `/product/${product.id}`;
    expect((await request.get(path)).status()).toBe(200);
    await update(request, token, product.id, { isActive: false });
    try {
      expect((await request.get(path)).status()).toBe(404);
    } finally {
      await update(request, token, product.id, { isActive: true });
    }
    expect((await request.get(path)).status()).toBe(200);
  });
});
