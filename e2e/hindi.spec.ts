import type { APIRequestContext } from '@playwright/test';
import hindiWords from '../apps/web/src/locales/hi.json' with { type: 'json' };
import { openOrder, orderDesk } from './support/order-desk.js';
import { login } from './support/shoppers.js';
import { expect, openPage, test, watchPage } from './support/test.js';

/** The storefront in Hindi under /hi/ (issue 28), on a phone: the catalogue, search and a guest's order. */

/** A storefront word as the Hindi catalogue says it (decision 073). */
const hi = (id: keyof typeof hindiWords): string => hindiWords[id];

interface ApiProduct {
  id: string;
  name: string;
  price: number;
  inStock: boolean;
  stockQuantity: number;
  options: { name: string }[];
}

/** What Shop Settings charge for delivery, and from what order value they do not. */
interface DeliveryRule {
  freeDeliveryThreshold: number;
  deliveryFee: number;
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

test('an English page never fetches the Devanagari font, and draws its switcher\'s "हिन्दी" from a cut of its own', async ({
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
  // This Chromium has no Devanagari font of its own: without the cut the word would be empty boxes.
  expect(fonts.filter((url) => url.includes('hindi-label'))).toHaveLength(1);
  const label = await page.evaluate(() =>
    Array.from(document.fonts as unknown as Iterable<FontFace>)
      .filter((face) => face.family.includes('Hindi Label'))
      .map((face) => face.status),
  );
  expect(label).toEqual(['loaded']);
});

test('a shopper reads the shop in Hindi, finds “झुमका”, orders it as a guest and follows it at /hi/track', async ({
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
  // The shop's own words are Hindi too, from the server's first byte: the menu button, the footer.
  await expect(page.getByRole('button', { name: hi('nav.openMenu') })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText(hi('footer.cod'));
  await expect(page.getByRole('contentinfo')).not.toContainText('Cash on Delivery across India');
  // The category, in Hindi, at its Hindi address.
  await page
    .getByRole('link', { name: hi('nav.jewelry') })
    .first()
    .click();
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
  // The maker's card and the details in Hindi; the owner's English search tags are left out.
  await expect(page.getByTestId('country-of-origin')).toHaveText('भारत');
  await expect(page.getByText(hi('product.tags'), { exact: true })).toHaveCount(0);

  await page
    .getByRole('button', { name: hi('cart.card.add') })
    .first()
    .click();
  await page.getByRole('link', { name: 'कार्ट, 1 आइटम' }).click();
  await expect(page).toHaveURL(/\/hi\/cart$/);
  // The cart names the piece in Hindi too; the order keeps the English name for its invoice.
  await expect(page.getByTestId('cart-line')).toContainText(jhumka.name);
  // The same whole-rupee total, Indian grouping, on every screen of the order (GST inside it).
  const { shop } = ((await (await request.get('/api/shop')).json()) as { data: { shop: DeliveryRule } }).data;
  const delivery = jhumka.price < shop.freeDeliveryThreshold ? shop.deliveryFee : 0;
  const total = `₹${(jhumka.price + delivery).toLocaleString('en-IN')}`;
  await expect(page.getByTestId('summary-total')).toHaveText(total);
  await expect(page.getByTestId('summary-gst-included')).toContainText(/GST ₹[\d,.]+ शामिल/);
  await page
    .getByTestId('checkout-choice')
    .getByRole('link', { name: hi('cart.guestCheckout') })
    .click();
  await expect(page).toHaveURL(/\/hi\/checkout$/);
  await page.getByLabel(hi('checkout.guest.email'), { exact: true }).fill(`hindi-${Date.now()}@example.in`);
  await page.getByLabel(hi('address.field.name')).fill('सुनीता वर्मा');
  // A mistake typed in the form is said in Hindi too (the domain's rule, in the page's language).
  const pincode = page.getByLabel(hi('address.pincode'));
  await pincode.fill('2013');
  await pincode.blur();
  await expect(page.getByText('सही 6 अंकों का पिनकोड लिखें')).toBeVisible();
  await page.getByLabel(hi('address.field.address'), { exact: true }).fill('सी-4, अल्फ़ा 2, बाज़ार के पास');
  await page.getByLabel(hi('address.field.city')).fill('ग्रेटर नोएडा');
  await page.getByLabel(hi('address.field.state')).selectOption('Uttar Pradesh');
  await pincode.fill('201310');
  await expect(page.getByTestId('summary-total')).toHaveText(total);
  const mobile = `9${String(Date.now()).slice(-9)}`;
  await page.getByLabel(hi('track.mobile'), { exact: true }).fill(mobile);
  await page.getByRole('button', { name: hi('checkout.place'), exact: true }).click();

  await expect(page).toHaveURL(/\/hi\/order-placed$/);
  const number = ((await page.getByTestId('order-number').textContent()) ?? '').replace('#', '');
  await page
    .locator('#main')
    .getByRole('link', { name: hi('orderPlaced.follow') })
    .click();
  await expect(page).toHaveURL(new RegExp(`/hi/track\\?order=${number}$`));
  await page.getByLabel(hi('track.mobile')).fill(mobile);
  await page.getByRole('button', { name: hi('track.submit') }).click();
  await expect(page.getByTestId('tracked-order').getByTestId('tracked-line')).toHaveCount(1);
  // The line keeps the Hindi she ordered it by, not the invoice's English.
  await expect(page.getByTestId('tracked-order').getByTestId('tracked-line')).toContainText(jhumka.name);
  await expect(page.getByTestId('tracked-order').getByTestId('order-total')).toHaveText(total);

  // The switcher keeps the page and remembers the choice; the address still wins over it.
  await page.getByRole('button', { name: hi('nav.openMenu') }).click();
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
