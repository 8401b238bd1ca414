import type { APIRequestContext } from '@playwright/test';
import { fillAddress, login, newCustomer, signInBrowser } from './support/shoppers.js';
import { expect, openPage, signIn, test } from './support/test.js';

/** Journeys of issue 13's coupons (decision 037): a shopper's code from cart to order, staff's Coupons screen. */

interface ApiProduct {
  id: string;
  name: string;
  price: number;
  inStock: boolean;
  stockQuantity: number;
  options?: { name: string }[];
}

const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});
const uniqueCode = (prefix: string) => `${prefix}${Date.now().toString(36).toUpperCase()}`;

/** A code made by the demo administrator through the API. */
async function staffCoupon(request: APIRequestContext, body: object) {
  const admin = await login(request, 'admin@demo.shop', 'Admin@123');
  const response = await request.post('/api/coupons', {
    headers: { Authorization: `Bearer ${admin.token}` },
    data: body,
  });
  expect(response.status(), await response.text()).toBe(201);
}

test('a shopper on a phone applies a code in the cart and sees its discount through to the order', async ({
  page,
  request,
  watch,
}) => {
  test.setTimeout(90_000);
  void watch;
  const code = uniqueCode('FLAT');
  const bigSpender = uniqueCode('BIG');
  await staffCoupon(request, { code, type: 'fixed', value: 100 });
  await staffCoupon(request, { code: bigSpender, type: 'percent', value: 20, minSubtotal: 100000 });

  const customer = await newCustomer(request);
  const listing = await request.get('/api/products?category=accessories&limit=50');
  const { products } = ((await listing.json()) as { data: { products: ApiProduct[] } }).data;
  const item = products.find((p) => p.inStock && p.stockQuantity >= 2 && !p.options?.length);
  if (!item) throw new Error('need an in-stock accessory');
  await request.post('/api/cart/items', {
    headers: { Authorization: `Bearer ${customer.token}` },
    data: { productId: item.id, quantity: 1 },
  });

  await openPage(page, '/', 'phone');
  await signInBrowser(page, customer);
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Your Cart' })).toBeVisible();

  // A code whose rule this cart misses is refused in words, and nothing is taken off.
  const field = page.getByLabel('Coupon code');
  await field.fill(bigSpender.toLowerCase());
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'This code needs a subtotal of ₹1,00,000' }),
  ).toBeVisible();
  await expect(page.getByTestId('summary-discount')).toHaveCount(0);

  await field.fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('applied-coupon')).toContainText(code);
  await expect(page.getByTestId('summary-discount')).toHaveText(`−${rupees.format(100)}`);
  const total = await page.getByTestId('summary-total').textContent();

  await page.getByRole('link', { name: 'Place Order (Cash on Delivery)' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByTestId('summary-discount')).toHaveText(`−${rupees.format(100)}`);
  await fillAddress(page);
  await expect(page.getByTestId('summary-total')).toHaveText(total ?? '');
  await page.getByRole('button', { name: 'Place Order (Cash on Delivery)' }).click();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
  await expect(page.getByText(`Discount (${code})`)).toBeVisible();
  await expect(page.getByTestId('order-discount')).toHaveText(`−${rupees.format(100)}`);
  await page.screenshot({ path: test.info().outputPath('order-with-coupon-phone.png'), fullPage: true });
});

test('staff create a code on the Coupons screen and see it listed with its uses', async ({ page, watch }) => {
  test.setTimeout(60_000);
  void watch;
  const code = uniqueCode('DIWALI');
  await openPage(page, '/', 'desktop');
  await signIn(page);
  await page.goto('/coupons');
  await expect(page.getByRole('heading', { name: 'Coupons' })).toBeVisible();

  await page.getByRole('button', { name: 'New coupon' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Code').fill(code);
  await dialog.getByLabel('Percent off').fill('150');
  await dialog.getByRole('button', { name: 'Create coupon' }).click();
  // The server's own words, under the field they name.
  await expect(dialog.getByText('A percent off must be a whole number from 1 to 100')).toBeVisible();
  await dialog.getByLabel('Percent off').fill('15');
  await dialog.getByLabel('Minimum subtotal (₹)').fill('1500');
  await dialog.getByLabel('Total uses').fill('100');
  await dialog.getByRole('button', { name: 'Create coupon' }).click();
  await expect(dialog).toBeHidden();

  const row = page.getByTestId('coupon-row').filter({ hasText: code });
  await expect(row).toContainText('15% off');
  await expect(row).toContainText('min ₹1,500');
  await expect(row).toContainText('0 / 100');
  await expect(row).toContainText('Active');
  await row.getByRole('button', { name: 'Deactivate' }).click();
  await expect(row).toContainText('Off');
  await page.screenshot({ path: test.info().outputPath('coupons-desktop.png'), fullPage: true });
});
