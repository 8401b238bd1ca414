import type { APIRequestContext, Page } from '@playwright/test';
import { expect, openPage, test, waitForHydration } from './support/test.js';

/**
 * The cart and a guest's checkout paint their real content from the server (issue 27, decision 064):
 * the visit hint cookie tells the server what the browser's storage holds, so the HTML that
 * arrives is already the empty cart or the checkout's form, and nothing moves once the browser
 * takes the page over.
 */

/** Sums every layout shift of the page (not caused by input) from its first paint; set before it loads. */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const seen = { total: 0 };
    (window as unknown as { layoutShift: typeof seen }).layoutShift = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) seen.total += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The page's layout shift from its first paint until a second after the browser took it over. */
async function layoutShiftOf(page: Page, path: string): Promise<number> {
  await openPage(page, path, 'phone');
  await page.waitForTimeout(1_000);
  return page.evaluate(() => (window as unknown as { layoutShift: { total: number } }).layoutShift.total);
}

/** The cookie this browser keeps for the server. */
async function visitCookie(page: Page): Promise<string | undefined> {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'shop_visit')?.value;
}

/** The page as the server sends it to a browser that keeps `hint`, before any script runs. */
async function serverHtml(request: APIRequestContext, path: string, hint: string): Promise<string> {
  const response = await request.get(path, { headers: { cookie: `shop_visit=${hint}` } });
  expect(response.status()).toBe(200);
  return response.text();
}

interface ApiProduct {
  id: string;
  inStock: boolean;
  stockQuantity: number;
  options?: { name: string }[];
}

test.describe('a guest on a phone', () => {
  test.beforeEach(async ({ page }) => recordLayoutShifts(page));

  test('opens an empty cart: it is in the HTML and nothing moves', async ({ page, request, watch }) => {
    void watch;
    expect(await serverHtml(request, '/cart', 'guest.0')).toContain('Your cart is empty');

    // A first visit has no hint yet: the cart area keeps its height from skeleton to empty state.
    expect(await layoutShiftOf(page, '/cart')).toBeLessThanOrEqual(0.02);
    expect(await visitCookie(page)).toBe('guest.0');
    await expect(page.getByText('Your cart is empty')).toBeVisible();

    // From then on the server paints the empty cart itself.
    expect(await layoutShiftOf(page, '/cart')).toBeLessThanOrEqual(0.02);
    await expect(page.getByText('Your cart is empty')).toBeVisible();
  });

  test('with one line: the cart and the checkout hold still, the form is in the HTML', async ({
    page,
    request,
    watch,
  }) => {
    void watch;
    test.setTimeout(60_000);
    const response = await request.get('/api/products?category=jewelry&limit=50');
    const { products } = ((await response.json()) as { data: { products: ApiProduct[] } }).data;
    const product = products.find((item) => item.inStock && item.stockQuantity >= 2 && !item.options?.length);
    if (!product) throw new Error('need an in-stock product without options');

    await openPage(page, `/product/${product.id}`, 'phone');
    await page.getByRole('button', { name: 'Add to Cart' }).first().click();
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    expect(await visitCookie(page)).toBe('guest.1');

    expect(await layoutShiftOf(page, '/cart')).toBeLessThanOrEqual(0.02);
    await expect(page.getByTestId('cart-line')).toHaveCount(1);

    const checkout = await serverHtml(request, '/checkout', 'guest.1');
    expect(checkout).toContain('id="contact-email"');
    expect(checkout).not.toContain('Loading checkout');
    expect(await layoutShiftOf(page, '/checkout')).toBeLessThanOrEqual(0.02);
    await expect(page.getByRole('button', { name: 'Place order', exact: true })).toBeVisible();

    // Signing out of nothing, emptying the cart: the hint follows the storage.
    await page.evaluate(() => localStorage.removeItem('guest-cart'));
    await page.goto('/cart');
    await waitForHydration(page);
    expect(await visitCookie(page)).toBe('guest.0');
  });
});
