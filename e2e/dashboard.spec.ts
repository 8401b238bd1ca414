import type { APIRequestContext } from '@playwright/test';
import { login, newCustomer, signInBrowser } from './support/shoppers.js';
import { expect, openPage, test } from './support/test.js';

/** The owner's dashboard (decision 036) on the phone the issue names (390 px) and on a desktop. */

interface ApiProduct {
  id: string;
  inStock: boolean;
  stockQuantity: number;
  options?: { name: string }[];
}

/** An order placed today through the API, so today's figures hold at least one. */
async function placedToday(request: APIRequestContext) {
  const customer = await newCustomer(request);
  const listed = await request.get('/api/products?category=accessories&limit=50');
  const { products } = ((await listed.json()) as { data: { products: ApiProduct[] } }).data;
  const item = products.find((p) => p.inStock && p.stockQuantity >= 2 && !p.options?.length);
  if (!item) throw new Error('need an in-stock accessory');
  const asCustomer = { Authorization: `Bearer ${customer.token}` };
  await request.post('/api/cart/items', { headers: asCustomer, data: { productId: item.id, quantity: 1 } });
  const placed = await request.post('/api/orders', {
    headers: { ...asCustomer, 'Idempotency-Key': `e2e-dashboard-${Date.now()}` },
    data: {
      shippingAddress: {
        name: 'Meera Iyer',
        address: 'C-4, Beta 2',
        city: 'Greater Noida',
        state: 'Uttar Pradesh',
        pincode: '201310',
        phone: '9812345670',
      },
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const id = ((await placed.json()) as { data: { order: { id: string } } }).data.order.id;
  return id.slice(-8).toUpperCase();
}

test('the owner reads the dashboard on a phone, changes the range and follows a status to its orders', async ({
  page,
  request,
  watch,
}) => {
  void watch;
  const number = await placedToday(request);
  const owner = await login(request, 'admin@demo.shop', 'Admin@123');
  await openPage(page, '/', 'phone');
  await page.setViewportSize({ width: 390, height: 844 });
  await signInBrowser(page, owner);
  await page.goto('/dashboard');

  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Orders \d+$/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Revenue booked ₹/ })).toBeVisible();
  // Both charts, each with the table of its figures behind it for screen readers.
  await expect(page.getByRole('heading', { name: 'Revenue per day' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Orders by status' })).toBeVisible();
  await expect(page.locator('canvas')).toHaveCount(2);
  await expect(page.getByRole('table', { name: 'Revenue booked per day' })).toBeAttached();
  await expect(page.getByRole('table', { name: 'Orders by status' })).toBeAttached();
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.getByRole('button', { name: '7 days' }).click();
  await expect(page.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/range=7d/);
  await expect(page.getByRole('table', { name: 'Revenue booked per day' }).getByRole('row')).toHaveCount(8);

  // A status count leads to the order list filtered to the range and that status.
  await page.getByRole('link', { name: /^Pending \d+$/ }).click();
  await expect(page).toHaveURL(
    /\/order-management\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}&status=pending/,
  );
  await expect(page.getByRole('button', { name: 'Pending', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByText(number).first()).toBeVisible();
  // Every status again: the range stays.
  await page.getByRole('button', { name: 'All', exact: true }).click();
  await expect(page).toHaveURL(/\/order-management\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/);
});

test('on a desktop the figures lead to the orders of the range', async ({ page, request, watch }) => {
  void watch;
  await placedToday(request);
  const owner = await login(request, 'admin@demo.shop', 'Admin@123');
  await openPage(page, '/', 'desktop');
  await signInBrowser(page, owner);
  await page.goto('/dashboard?range=30d');
  await expect(page.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('canvas')).toHaveCount(2);
  await expect(page.getByRole('table', { name: 'Revenue booked per day' }).getByRole('row')).toHaveCount(31);
  await expect(page.getByRole('heading', { name: 'Top products' })).toBeVisible();

  await page.getByRole('link', { name: /^Orders \d+$/ }).click();
  await expect(page).toHaveURL(/\/order-management\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/);
  await expect(page.getByText(/^\d+ orders?$/)).toBeVisible();
});
