import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { counted, expect, openPage, test, watchPage } from './support/test.js';

/** Journeys a visitor takes through the storefront (decision 008), against the seeded demo shop. */

interface ApiProduct {
  id: string;
  name: string;
  description: string;
  price: number;
  category: string;
  subcategory: string | null;
  categoryName: string;
  subcategoryName: string | null;
  stockQuantity: number;
  inStock: boolean;
  sku: string | null;
  image: string | null;
  options: { name: string }[];
}

interface ApiList {
  products: ApiProduct[];
  pagination: { total: number; totalPages: number };
}

interface ApiCategory {
  name: string;
  slug: string;
  subcategories: { name: string; slug: string }[];
}

/** Decision 008. */
const PAGE_SIZE = 12;

/** Whole rupees in the Indian grouping, written out here so screens are checked against the rule. */
const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});

/** Decision 008, jewellery price presets, as the visitor reads them. */
const JEWELRY_PRESETS = [
  { label: 'Under ₹500', min: 0, max: 500 },
  { label: '₹500 - ₹1,000', min: 500, max: 1000 },
  { label: '₹1,000 - ₹2,000', min: 1000, max: 2000 },
  { label: 'Above ₹2,000', min: 2000, max: 999_999 },
];

async function apiData<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.ok(), `${path}: ${response.status()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

function listProducts(
  request: APIRequestContext,
  filter: { categories: string[]; min?: number; max?: number; page?: number },
): Promise<ApiList> {
  const query = new URLSearchParams({
    category: filter.categories.join(','),
    limit: String(PAGE_SIZE),
    page: String(filter.page ?? 1),
  });
  if (filter.min !== undefined) query.set('minPrice', String(filter.min));
  if (filter.max !== undefined) query.set('maxPrice', String(filter.max));
  return apiData<ApiList>(request, `/api/products?${query.toString()}`);
}

/** '₹1,299' → 1299. */
function rupeesValue(text: string): number {
  const match = /₹\s*([\d,]+(?:\.\d+)?)/.exec(text);
  if (!match?.[1]) throw new Error(`no rupee amount in "${text}"`);
  return Number(match[1].replace(/,/g, ''));
}

const cards = (page: Page) => page.getByRole('main').getByRole('article');

/**
 * The selling price of every card on screen (the struck-through original price is left out; a piece
 * whose variants differ in price shows its cheapest, "from ₹…").
 */
async function visiblePrices(page: Page): Promise<number[]> {
  const texts = await cards(page)
    .getByText(/^Price\s*(from\s*)?₹/)
    .allTextContents();
  return texts.map(rupeesValue);
}

async function cardNames(page: Page): Promise<string[]> {
  return cards(page).getByRole('heading').allTextContents();
}

/** The listing has finished loading the page the URL asks for: the count and the grid agree. */
async function expectListing(page: Page, expected: ApiList, pageNumber = 1) {
  await expect(
    page.getByText(`Showing ${counted(expected.pagination.total, 'product', 'products')}`, { exact: true }),
  ).toBeVisible();
  await expect(cards(page)).toHaveCount(expected.products.length);
  expect(await cardNames(page)).toEqual(expected.products.map((product) => product.name));
  const pager = page.getByRole('navigation', { name: 'Pagination' });
  if (expected.pagination.totalPages > 1) {
    await expect(pager).toContainText(`Page ${pageNumber} of ${expected.pagination.totalPages}`);
  } else {
    await expect(pager).toHaveCount(0);
  }
}

/** Records every URL the page hands to window.open, and opens nothing. */
async function captureWindowOpen(page: Page) {
  await page.addInitScript(() => {
    const opened: string[] = [];
    (window as unknown as { __opened: string[] }).__opened = opened;
    window.open = (url?: string | URL) => {
      opened.push(String(url));
      return null;
    };
  });
  return () => page.evaluate(() => (window as unknown as { __opened: string[] }).__opened);
}

function whatsappText(url: string): string {
  const parsed = new URL(url);
  expect(parsed.origin).toBe('https://wa.me');
  expect(parsed.pathname).toMatch(/^\/\d{10,15}$/);
  return parsed.searchParams.get('text') ?? '';
}

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.scrollingElement?.scrollWidth ?? Infinity)).toBeLessThanOrEqual(
    360,
  );
}

test('a visitor browses jewellery, filters and pages through it, and sends an Order on WhatsApp message for two pieces', async ({
  page,
  request,
  watch,
}) => {
  void watch;
  test.setTimeout(60_000);
  const jewelry = await apiData<{ category: ApiCategory }>(request, '/api/categories/jewelry');
  const all = await listProducts(request, { categories: ['jewelry'] });

  await openPage(page, '/');
  await page
    .getByRole('link')
    .filter({ has: page.getByRole('heading', { name: jewelry.category.name, exact: true }) })
    .click();
  await expect(page).toHaveURL(/\/jewelry$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Jewellery' })).toBeVisible();
  await expectListing(page, all);

  // Enough subcategories (largest first) to fill more than one page.
  const counts = await Promise.all(
    jewelry.category.subcategories.map(async (sub) => ({
      ...sub,
      total: (await listProducts(request, { categories: [sub.slug] })).pagination.total,
    })),
  );
  counts.sort((a, b) => b.total - a.total);
  const chosen: typeof counts = [];
  for (const sub of counts) {
    if (chosen.reduce((sum, item) => sum + item.total, 0) > PAGE_SIZE) break;
    chosen.push(sub);
  }
  const slugs = chosen.map((sub) => sub.slug);
  const filters = page.getByRole('complementary', { name: 'Filters' });
  for (const sub of chosen) {
    await filters.getByRole('checkbox', { name: sub.name, exact: true }).click();
    await expect(page.getByRole('button', { name: `Remove filter ${sub.name}` })).toBeVisible();
  }
  await expect(page).toHaveURL(new RegExp(`[?&]sub=${slugs.join('(,|%2C)')}(&|$)`));
  await expect(page.getByRole('button', { name: 'Clear All Filters' })).toBeVisible();
  const bySub = await listProducts(request, { categories: slugs });
  expect(bySub.pagination.totalPages, 'the demo shop fills two pages of these subcategories').toBe(2);
  await expectListing(page, bySub);

  // Page 2, then Back to page 1 with the filters still there, and a reload keeps it all.
  const secondPage = await listProducts(request, { categories: slugs, page: 2 });
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expectListing(page, secondPage, 2);
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await page.goBack();
  await expect(page).not.toHaveURL(/[?&]page=/);
  await expect(page).toHaveURL(new RegExp(`[?&]sub=${slugs.join('(,|%2C)')}(&|$)`));
  await expectListing(page, bySub);
  await page.reload();
  await expectListing(page, bySub);
  for (const sub of chosen) {
    await expect(filters.getByRole('checkbox', { name: sub.name, exact: true })).toBeChecked();
  }

  // A price preset from page 2: back to page 1, only prices within the range.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  const priced = await (async () => {
    for (const preset of JEWELRY_PRESETS) {
      const list = await listProducts(request, { categories: slugs, min: preset.min, max: preset.max });
      if (list.pagination.total > 0 && list.pagination.total < bySub.pagination.total)
        return { preset, list };
    }
    throw new Error('no price preset narrows these subcategories');
  })();
  await filters.getByRole('checkbox', { name: priced.preset.label, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]price=${priced.preset.min}-${priced.preset.max}(&|$)`));
  await expect(page).not.toHaveURL(/[?&]page=/);
  await expect(page.getByRole('button', { name: `Remove filter ${priced.preset.label}` })).toBeVisible();
  await expectListing(page, priced.list);
  const prices = await visiblePrices(page);
  expect(prices).toHaveLength(priced.list.pagination.total);
  for (const price of prices) {
    expect(price).toBeGreaterThanOrEqual(priced.preset.min);
    expect(price).toBeLessThanOrEqual(priced.preset.max);
  }

  // Removing one subcategory badge narrows the same way the shop's data does.
  const dropped = chosen[0]!;
  const remaining = slugs.filter((slug) => slug !== dropped.slug);
  await page.getByRole('button', { name: `Remove filter ${dropped.name}` }).click();
  await expect(page.getByRole('button', { name: `Remove filter ${dropped.name}` })).toHaveCount(0);
  await expect(filters.getByRole('checkbox', { name: dropped.name, exact: true })).not.toBeChecked();
  await expectListing(
    page,
    await listProducts(request, { categories: remaining, min: priced.preset.min, max: priced.preset.max }),
  );

  await page.getByRole('button', { name: 'Clear All Filters' }).click();
  await expect(page).not.toHaveURL(/[?&](sub|price|page)=/);
  await expect(page.getByRole('button', { name: /^Remove filter/ })).toHaveCount(0);
  await expectListing(page, all);

  // A piece from the end of the grid (the cart journeys buy from its start) with stock for two, sold
  // without sizes (a ring in sizes needs one chosen first).
  const piece = [...all.products]
    .reverse()
    .find((item) => item.inStock && item.stockQuantity >= 3 && item.options.length === 0);
  if (!piece) throw new Error('need an in-stock jewellery piece with a few units');
  await cards(page).getByRole('link', { name: piece.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/product/${piece.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: piece.name })).toBeVisible();
  await expect(
    page
      .getByRole('main')
      .getByText(`Price ${rupees.format(piece.price)}`)
      .first(),
  ).toBeVisible();
  await expect(page.getByText(/^In Stock \(\d+ available\)$/)).toHaveText(
    `In Stock (${(await apiData<{ product: ApiProduct }>(request, `/api/products/id/${piece.id}`)).product.stockQuantity} available)`,
  );
  await expect(
    page.getByText(piece.sku ?? piece.id.slice(0, 8).toUpperCase(), { exact: true }),
  ).toBeVisible();

  const quantity = page.getByRole('group', { name: 'Quantity' });
  await expect(quantity.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
  await quantity.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(quantity.getByRole('status')).toHaveText('2');

  const buyNow = page.getByRole('link', { name: 'Order on WhatsApp' });
  await expect(buyNow).toHaveAttribute('href', /[?&]text=.*Quantity%3A%202/);
  const href = (await buyNow.getAttribute('href')) ?? '';
  const text = whatsappText(href);
  expect(text).toContain(piece.name);
  expect(text).toContain(`Price: ${rupees.format(piece.price)}`);
  expect(text).toContain('Quantity: 2');
  expect(text).toContain(`Total: ${rupees.format(piece.price * 2)}`);
  expect(text).toContain(piece.description);

  // Clicking it opens WhatsApp in a new window; that window is answered here, never by wa.me.
  await page
    .context()
    .route(/^https:\/\/wa\.me\//, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp stand-in</title>' }),
    );
  const [opened] = await Promise.all([page.context().waitForEvent('page'), buyNow.click()]);
  await expect.poll(() => opened.url()).toBe(href);
  await opened.close();
});

test('an out-of-stock piece says so and offers no quantity', async ({ page, request, watch }) => {
  void watch;
  const lists = await Promise.all(
    ['jewelry', 'clothing', 'accessories'].map((slug) =>
      apiData<ApiList>(request, `/api/products?category=${slug}&limit=50`),
    ),
  );
  const soldOut = lists
    .flatMap((list) => list.products)
    // Not a made-to-order piece: it has no stock and can still be ordered.
    .find((item) => !item.inStock);
  if (!soldOut) throw new Error('the demo shop has an out-of-stock piece');
  await openPage(page, `/product/${soldOut.id}`);
  await expect(page.getByRole('heading', { level: 1, name: soldOut.name })).toBeVisible();
  await expect(page.getByText('Out of Stock', { exact: true }).first()).toBeVisible();
  await expect(page.getByText(/^In Stock \(/)).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Quantity' })).toHaveCount(0);
});

test('the search box waits for two characters, lists matches, says when nothing matches and opens a result', async ({
  page,
  request,
  watch,
}) => {
  void watch;
  const searches: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.pathname === '/api/products/suggestions') searches.push(url.searchParams.get('q') ?? '');
  });
  await page.clock.install();
  await openPage(page, '/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const box = page.getByRole('combobox', { name: 'Search products' });

  // One character: the debounce passes and still nothing is asked or shown.
  await box.fill('j');
  await page.clock.runFor(1_000);
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByText('No products found')).toHaveCount(0);

  const expected = (
    await apiData<{ suggestions: ApiProduct[] }>(request, '/api/products/suggestions?q=jhu&limit=10')
  ).suggestions;
  expect(expected.length).toBeGreaterThan(0);
  await box.fill('jhu');
  await page.clock.runFor(1_000);
  const results = page.getByRole('listbox', { name: 'Search results' }).getByRole('option');
  await expect(results).toHaveCount(expected.length);
  for (const [index, product] of expected.entries()) {
    const option = results.nth(index);
    await expect(option).toContainText(product.name);
    await expect(option).toContainText(rupees.format(product.price));
    await expect(option).toContainText(product.categoryName);
  }
  // The one-character term never reached the server.
  expect(searches).toEqual(['jhu']);

  await box.fill('zzqxwv');
  await page.clock.runFor(1_000);
  await expect(page.getByText('No products found', { exact: true })).toBeVisible();
  await expect(page.getByText('Try a different search term', { exact: true })).toBeVisible();
  await expect(results).toHaveCount(0);

  // A click outside clears and closes it.
  await page.getByRole('heading', { level: 1 }).click();
  await expect(box).toHaveValue('');
  await expect(page.getByText('No products found')).toHaveCount(0);
  await expect(box).toHaveAttribute('aria-expanded', 'false');

  await box.fill('jhu');
  await page.clock.runFor(1_000);
  const first = expected[0]!;
  await results.filter({ hasText: first.name }).click();
  await expect(page).toHaveURL(new RegExp(`/product/${first.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible();
  await expect(box).toHaveValue('');
});

test('an unknown address shows the 404 page and its link goes home', async ({ page }) => {
  const watch = watchPage(page);
  const response = await openPage(page, '/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Shop Collection' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toHaveCount(0);
  // The browser reports the page's own 404 status; nothing else may be logged.
  expect(watch.consoleErrors.filter((message) => !/status of 404 .*no-such-page/.test(message))).toEqual([]);
  expect(watch.foreignRequests).toEqual([]);
});

test('on a 360 px phone nothing scrolls sideways, the menu navigates and the filter drawer opens', async ({
  page,
  request,
  watch,
}) => {
  void watch;
  await openPage(page, '/', 'phone');
  await expect(page.getByRole('heading', { name: 'Shop by category' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  await expectNoSidewaysScroll(page);

  await page.getByRole('button', { name: 'Open menu' }).click();
  const sheet = page.getByRole('dialog');
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText([
    'Home',
    'Jewellery',
    'Clothing',
    'Accessories',
    'About',
    'Contact',
  ]);
  await sheet.getByRole('link', { name: 'Clothing', exact: true }).click();
  await expect(page).toHaveURL(/\/clothing$/);
  await expect(sheet).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Clothing' })).toBeVisible();
  const clothing = await listProducts(request, { categories: ['clothing'] });
  await expectListing(page, clothing);
  await expectNoSidewaysScroll(page);

  // The sidebar is not there on a phone; the drawer carries the same filters.
  await expect(page.getByRole('complementary', { name: 'Filters' })).toBeHidden();
  await page.getByRole('button', { name: 'Filters' }).click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await expect(drawer).toBeVisible();
  const category = await apiData<{ category: ApiCategory }>(request, '/api/categories/clothing');
  const sub = category.category.subcategories[0]!;
  await drawer.getByRole('checkbox', { name: sub.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]sub=${sub.slug}(&|$)`));
  const filtered = await listProducts(request, { categories: [sub.slug] });
  await drawer
    .getByRole('button', { name: `Show ${counted(filtered.pagination.total, 'result', 'results')}` })
    .click();
  await expect(drawer).toBeHidden();
  await expectListing(page, filtered);
  await expectNoSidewaysScroll(page);

  await cards(page).getByRole('link', { name: filtered.products[0]!.name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: filtered.products[0]!.name })).toBeVisible();
  await expectNoSidewaysScroll(page);
});

test("a visitor's Add to Cart keeps the piece in this browser's cart, offers Sign in, and writes nothing to the server", async ({
  page,
  watch,
}) => {
  void watch;
  const cartWrites: string[] = [];
  page.on('request', (req) => {
    const { pathname } = new URL(req.url());
    // The guest cart is priced by the server (POST /api/cart/quote, a read); nothing else may be written.
    if (pathname.startsWith('/api/cart') && req.method() !== 'GET' && pathname !== '/api/cart/quote') {
      cartWrites.push(`${req.method()} ${pathname}`);
    }
  });
  await openPage(page, '/');
  // A piece sold in sizes or colours offers "Choose options" instead: take one that can be added.
  const card = page
    .getByRole('main')
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: 'Add to Cart' }) })
    .first();
  await card.getByRole('button', { name: 'Add to Cart' }).click();
  const toast = page.getByLabel('Notifications (F8)');
  await expect(toast.getByText('Added to cart', { exact: true })).toBeVisible();
  await expect(toast.getByRole('button', { name: 'View cart' })).toBeVisible();
  await expect(toast.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(cartWrites).toEqual([]);

  // Clearing asks first: the question's code comes with the tap (issue 27), and "Keep items" keeps them.
  await page.getByRole('link', { name: 'Cart, 1 item' }).click();
  const clear = page.getByRole('button', { name: 'Clear cart' });
  await clear.click();
  const question = page.getByRole('dialog', { name: 'Clear your cart?' });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Keep items' }).click();
  await expect(question).toBeHidden();
  await expect(clear).toBeFocused();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await clear.click();
  await page
    .getByRole('dialog', { name: 'Clear your cart?' })
    .getByRole('button', { name: 'Clear cart' })
    .click();
  await expect(page.getByRole('main').getByText('Your cart is empty')).toBeVisible();
  expect(cartWrites).toEqual([]);
});

test('the server-rendered product page carries its share preview and product data', async ({ request }) => {
  const [piece] = (await listProducts(request, { categories: ['jewelry'] })).products;
  if (!piece) throw new Error('need a product');
  const response = await request.get(`/product/${piece.id}`);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/html');
  const html = await response.text();

  const meta = (property: string) =>
    new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1];
  const decode = (text: string | undefined) =>
    text
      ?.replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  expect(decode(meta('og:title'))).toBe(piece.name);
  // WhatsApp and Facebook preview a JPEG of 1200×630 reliably, not WebP.
  const preview = meta('og:image');
  expect(preview).toMatch(/^https?:\/\/[^"]+\/images\/[^"/]+\/share\.jpg$/);
  expect(meta('og:image:width')).toBe('1200');
  expect(meta('og:image:height')).toBe('630');
  const picture = await request.get(new URL(preview!).pathname);
  expect(picture.status()).toBe(200);
  expect(picture.headers()['content-type']).toBe('image/jpeg');

  const ldJson = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  expect(ldJson, 'JSON-LD in the page').toBeTruthy();
  const data = JSON.parse(ldJson!) as {
    '@type': string;
    name: string;
    offers: { price?: string; lowPrice?: string; priceCurrency: string };
  };
  expect(data['@type']).toBe('Product');
  expect(data.name).toBe(piece.name);
  // A piece in sizes at different prices offers a range from its lowest price.
  expect(Number(data.offers.price ?? data.offers.lowPrice)).toBe(piece.price);
  expect(data.offers.priceCurrency).toBe('INR');
});

test('the contact form needs all four fields and hands a filled message to WhatsApp', async ({
  page,
  watch,
}) => {
  void watch;
  const opened = await captureWindowOpen(page);
  await openPage(page, '/contact');
  await expect(page.getByRole('heading', { name: 'Get in Touch' })).toBeVisible();
  const fields = {
    'Full Name': 'Asha Verma',
    'Email Address': 'asha.verma@example.in',
    Subject: 'Custom jhumka order',
    Message: 'Could you make the pearl jhumkas in a smaller size? Thank you!',
  };
  const send = page.getByRole('button', { name: 'Send Message' });
  const field = (label: string): Locator => page.getByLabel(label, { exact: true });

  // Each field in turn is left empty: the browser refuses and nothing opens.
  for (const missing of Object.keys(fields)) {
    for (const [label, value] of Object.entries(fields))
      await field(label).fill(label === missing ? '' : value);
    await send.click();
    expect(await field(missing).evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(
      true,
    );
    expect(await opened()).toEqual([]);
  }

  for (const [label, value] of Object.entries(fields)) await field(label).fill(value);
  await send.click();
  await expect(page.getByText('Message sent!', { exact: true })).toBeVisible();
  await expect(page.getByText("We'll get back to you soon via WhatsApp.", { exact: true })).toBeVisible();
  const urls = await opened();
  expect(urls).toHaveLength(1);
  const text = whatsappText(urls[0]!);
  for (const value of Object.values(fields)) expect(text).toContain(value);
  for (const label of Object.keys(fields)) await expect(field(label)).toHaveValue('');
});
