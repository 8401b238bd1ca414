import type { APIRequestContext } from '@playwright/test';
import { expect, test, VIEWPORTS, waitForHydration } from './support/test.js';

/**
 * Hydration in pieces (issue 27, decision 062): the server-rendered page can be tapped before the
 * app has loaded, and such a tap is not lost.
 */

interface ApiProduct {
  id: string;
  name: string;
  madeToOrder: boolean;
  personalisation: unknown;
  options: { name: string; values: string[] }[];
  variants: { optionValues: Record<string, string>; stockQuantity: number }[];
}

/** A piece with one option (a size) and a value of it in stock, that takes no note. */
async function pieceWithOneOption(request: APIRequestContext) {
  const response = await request.get('/api/products?limit=50');
  expect(response.ok()).toBe(true);
  const { products } = ((await response.json()) as { data: { products: ApiProduct[] } }).data;
  for (const product of products) {
    const [option] = product.options;
    if (product.options.length !== 1 || !option || product.madeToOrder || product.personalisation) continue;
    const variant = product.variants.find((candidate) => candidate.stockQuantity > 0);
    const value = variant?.optionValues[option.name];
    if (value) return { product, option: option.name, value };
  }
  throw new Error('the demo catalogue has no piece with one option in stock');
}

/** How long the app's code is held back: long enough to tap the painted page before it starts. */
const HOLD_APP_MS = 1_500;

test('a size chosen and "Add to Cart" tapped before the page is taken over still land in the cart', async ({
  page,
  request,
  watch: _watch,
}) => {
  const { product, option, value } = await pieceWithOneOption(request);
  // The app's entry arrives late, as on a slow phone: the page is painted and can be tapped first.
  await page.route('**/assets/entry-client-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, HOLD_APP_MS));
    await route.continue();
  });
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto(`/product/${product.id}`);

  const group = page.getByRole('group', { name: option });
  await group.getByRole('button', { name: value, exact: true }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  // Both taps came before the app: it had not taken the page over yet.
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);

  await waitForHydration(page);
  await expect(
    page.getByText(`${product.name} (${value}) has been added to your cart`, { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
});
