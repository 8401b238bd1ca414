import type { APIRequestContext, Page } from '@playwright/test';
import { expect, openPage, test, watchPage } from './support/test.js';

/** Buying without an account (issue 12, decision 040), on a phone. */

interface ApiProduct {
  id: string;
  name: string;
  price: number;
  stockQuantity: number;
  inStock: boolean;
  options?: { name: string }[];
}

/** In-stock products without options (no choice to make first), from one listing. */
async function stockedProducts(request: APIRequestContext, category: string): Promise<ApiProduct[]> {
  const response = await request.get(`/api/products?category=${category}&limit=50`);
  const { products } = ((await response.json()) as { data: { products: ApiProduct[] } }).data;
  return products.filter((item) => item.inStock && item.stockQuantity >= 4 && !item.options?.length);
}

async function addFromProductPage(page: Page, product: ApiProduct) {
  await openPage(page, `/product/${product.id}`, 'phone');
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await expect(page.getByText(`${product.name} has been added to your cart`, { exact: true })).toBeVisible();
}

let people = 0;
const newEmail = () => `guest-${Date.now()}-${++people}@example.in`;

test('a guest adds two products, checks out by Cash on Delivery and follows the order at /track @postgres', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  // Watched by hand: the wrong pair's 404 is meant, and Chromium logs it as a console error.
  const watch = watchPage(page);
  // The last two of the listing: other journeys running alongside buy the first ones and count their stock.
  const [a, b] = (await stockedProducts(request, 'jewelry')).slice(-2);
  if (!a || !b) throw new Error('need two in-stock products without options');

  await addFromProductPage(page, a);
  await addFromProductPage(page, b);
  await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();

  // The cart is priced by the server even though it lives in the browser.
  await page.getByRole('link', { name: 'Cart, 2 items' }).click();
  await expect(page.getByRole('heading', { name: 'Your Cart' })).toBeVisible();
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  await expect(page.getByTestId('summary-subtotal')).toContainText(
    new Intl.NumberFormat('en-IN').format(a.price + b.price),
  );
  const choice = page.getByTestId('checkout-choice');
  await expect(choice.getByRole('link', { name: 'Sign in' })).toBeVisible();
  // On a 360 px phone both choices show their whole label (they stack where they would not fit).
  const cutOff = await choice
    .getByRole('link')
    .evaluateAll((links) =>
      links.filter((link) => link.scrollWidth > link.clientWidth).map((link) => link.textContent),
    );
  expect(cutOff).toEqual([]);
  await choice.getByRole('link', { name: 'Check out as guest' }).click();
  await expect(page).toHaveURL(/\/checkout$/);

  // Every wrong field says so before anything is sent.
  await page.getByRole('button', { name: 'Place order', exact: true }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();

  // The name and mobile number are asked once, in the address (the contact shares them).
  await expect(page.getByLabel('Full name')).toHaveCount(1);
  await expect(page.getByLabel(/mobile number/i)).toHaveCount(1);
  await page.getByLabel('E-mail').fill(newEmail());
  await page.getByLabel('Full name').fill('Meera Sharma');
  await page.getByLabel('Address', { exact: true }).fill('C-4, Alpha 2, near the market');
  await page.getByLabel('City').fill('Greater Noida');
  await page.getByLabel('State / Union territory').selectOption('Uttar Pradesh');
  await page.getByLabel('Pincode').fill('201310');
  await page.getByLabel('Mobile number', { exact: true }).fill('98111 22334');
  await page.getByRole('button', { name: 'Place order', exact: true }).click();

  await expect(page).toHaveURL(/\/order-placed$/);
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
  const number = ((await page.getByTestId('order-number').textContent()) ?? '').replace('#', '');
  expect(number).toMatch(/^[0-9A-F]{8}$/);
  await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();

  // Follow it: the link carries the number, the shopper gives the mobile number.
  await page.getByRole('link', { name: 'Follow your order' }).click();
  await expect(page).toHaveURL(new RegExp(`/track\\?order=${number}$`));
  await expect(page.getByLabel('Order number')).toHaveValue(number);
  await page.getByLabel('Mobile number').fill('9999999999');
  await page.getByRole('button', { name: 'Track order' }).click();
  await expect(page.getByRole('alert')).toContainText('could not find an order with that number');
  await page.getByLabel('Mobile number').fill('+91 98111 22334');
  await page.getByRole('button', { name: 'Track order' }).click();
  const tracked = page.getByTestId('tracked-order');
  await expect(tracked.getByRole('heading', { name: `Order #${number}` })).toBeVisible();
  await expect(tracked.getByTestId('order-status')).toHaveText('Pending');
  await expect(tracked.getByTestId('tracked-line')).toHaveCount(2);
  await expect(tracked).not.toContainText('Meera');

  expect(watch.foreignRequests).toEqual([]);
  expect(
    watch.consoleErrors.filter((message) => !/status of 404.*\/api\/orders\/track/.test(message)),
  ).toEqual([]);
});

test('a guest adds to cart, signs up from the prompt and lands back on the product with the cart merged', async ({
  page,
  request,
  watch,
}) => {
  void watch;
  test.setTimeout(60_000);
  const [product] = await stockedProducts(request, 'clothing');
  if (!product) throw new Error('need an in-stock product without options');

  await addFromProductPage(page, product);
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  // The toast's "Sign in" opens the sign-in page, which remembers the product page.
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`/auth\\?returnTo=%2Fproduct%2F${product.id}$`));

  await page.getByRole('tab', { name: 'Sign up' }).click();
  await page.getByLabel('First Name').fill('Kavya');
  await page.getByLabel('Email').fill(newEmail());
  await page.getByLabel('Password', { exact: true }).fill('saffron-kettle-73');
  await page.getByLabel('Confirm Password').fill('saffron-kettle-73');
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page).toHaveURL(new RegExp(`/product/${product.id}$`));
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  // The line is now in the account's cart on the server, and the browser's copy is gone.
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const cart = await request.get('/api/cart', { headers: { authorization: `Bearer ${token}` } });
  const { items } = ((await cart.json()) as { data: { cart: { items: { productId: string }[] } } }).data.cart;
  expect(items.map((item) => item.productId)).toEqual([product.id]);
  expect(await page.evaluate(() => localStorage.getItem('guest-cart'))).toBeNull();
});

test('a sign-in link never leads off the site', async ({ page, watch }) => {
  void watch;
  for (const outside of ['//evil.com', 'https://evil.com', '/\\evil.com', 'javascript:alert(1)']) {
    await openPage(page, `/auth?returnTo=${encodeURIComponent(outside)}`, 'phone');
    await page.getByLabel('Email').fill('customer@demo.shop');
    await page.getByLabel('Password', { exact: true }).fill('Customer@123');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?\/$/);
    await page.evaluate(() => localStorage.clear());
  }
});
