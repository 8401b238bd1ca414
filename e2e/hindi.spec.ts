import type { APIRequestContext } from '@playwright/test';
import { openOrder, orderDesk } from './support/order-desk.js';
import { login } from './support/shoppers.js';
import { expect, openPage, test, watchPage } from './support/test.js';

/** The storefront in Hindi under /hi/ (issue 28), on a phone: the catalogue, search and a guest's order. */

interface ApiProduct {
  id: string;
  name: string;
  inStock: boolean;
  stockQuantity: number;
  options: { name: string }[];
}

/** A jhumka found by its Hindi word, in stock and without options to choose first. */
async function hindiJhumka(request: APIRequestContext): Promise<ApiProduct> {
  const response = await request.get(`/api/products/search?q=${encodeURIComponent('झुमका')}&lang=hi&limit=20`);
  const { products } = ((await response.json()) as { data: { products: ApiProduct[] } }).data;
  const found = products.filter(
    (item) => item.inStock && item.stockQuantity >= 2 && item.options.length === 0,
  );
  const jhumka = found.at(-1);
  if (!jhumka) throw new Error('need an in-stock jhumka without options');
  return jhumka;
}

test('an English page never fetches the Devanagari font, even with the switcher in its header', async ({
  page,
  watch,
}) => {
  void watch;
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.woff2')) fonts.push(request.url());
  });
  await openPage(page, '/jewelry', 'desktop');
  await expect(page.getByTestId('language-switcher').first()).toBeVisible();
  // The shop's fonts load after the first paint (decision 025): wait for them, then for every face.
  await expect.poll(() => fonts.some((url) => url.includes('inter'))).toBe(true);
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
  expect(fonts.filter((url) => url.includes('devanagari'))).toEqual([]);
});

test('a shopper reads the shop in Hindi, finds “झुमका”, orders it as a guest and follows it at /hi/track @postgres', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // Watched by hand: the switch to English loads a page, and nothing may fail or leave the machine.
  const watch = watchPage(page);
  const jhumka = await hindiJhumka(request);

  await openPage(page, '/hi/', 'phone');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  // The category, in Hindi, at its Hindi address.
  await page.getByRole('link', { name: /ज्वेलरी/ }).first().click();
  await expect(page).toHaveURL(/\/hi\/jewelry$/);
  await expect(page.getByRole('heading', { level: 1, name: 'ज्वेलरी' })).toBeVisible();

  // Search in Devanagari: the results and the address stay Hindi.
  const search = page.getByRole('combobox').first();
  await search.fill('झुमका');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/hi\/search\?q=/);
  await page.getByRole('link', { name: jhumka.name }).first().click();
  await expect(page).toHaveURL(new RegExp(`/hi/product/${jhumka.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: jhumka.name })).toBeVisible();
  expect(jhumka.name).toMatch(/[\u0900-\u097F]/);

  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await page.getByRole('link', { name: 'Cart, 1 item' }).click();
  await expect(page).toHaveURL(/\/hi\/cart$/);
  // The cart names the piece in Hindi too; the order keeps the English name for its invoice.
  await expect(page.getByTestId('cart-line')).toContainText(jhumka.name);
  await page.getByTestId('checkout-choice').getByRole('link', { name: 'Check out as guest' }).click();
  await expect(page).toHaveURL(/\/hi\/checkout$/);
  await page.getByLabel('E-mail').fill(`hindi-${Date.now()}@example.in`);
  await page.getByLabel('Full name').fill('सुनीता वर्मा');
  await page.getByLabel('Address', { exact: true }).fill('सी-4, अल्फ़ा 2, बाज़ार के पास');
  await page.getByLabel('City').fill('ग्रेटर नोएडा');
  await page.getByLabel('State / Union territory').selectOption('Uttar Pradesh');
  await page.getByLabel('Pincode').fill('201310');
  const mobile = `9${String(Date.now()).slice(-9)}`;
  await page.getByLabel('Mobile number', { exact: true }).fill(mobile);
  await page.getByRole('button', { name: 'Place order', exact: true }).click();

  await expect(page).toHaveURL(/\/hi\/order-placed$/);
  const number = ((await page.getByTestId('order-number').textContent()) ?? '').replace('#', '');
  await page.getByRole('link', { name: 'Follow your order' }).click();
  await expect(page).toHaveURL(new RegExp(`/hi/track\\?order=${number}$`));
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByRole('button', { name: 'Track order' }).click();
  await expect(page.getByTestId('tracked-order').getByTestId('tracked-line')).toHaveCount(1);

  // The switcher keeps the page and remembers the choice; the address still wins over it.
  await page.getByRole('button', { name: /menu/i }).first().click();
  await page.getByRole('dialog').getByTestId('language-switcher').click();
  await expect(page).toHaveURL(new RegExp(`^[^?]*//[^/]+/track\\?order=${number}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await openPage(page, `/hi/product/${jhumka.id}`, 'phone');
  await expect(page.getByRole('heading', { level: 1, name: jhumka.name })).toBeVisible();

  expect(watch.foreignRequests).toEqual([]);
  expect(watch.consoleErrors).toEqual([]);

  // Staff see the order was placed in Hindi; the back office itself stays English.
  const desk = await orderDesk(
    browser,
    baseURL,
    await login(request, 'admin@demo.shop', 'Admin@123'),
    'desktop',
  );
  const { sheet } = await openOrder(desk, number, 'desktop');
  await expect(sheet.getByTestId('order-language')).toHaveText('in Hindi');
  await desk.close();
});
