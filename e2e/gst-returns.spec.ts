import fs from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { login, newCustomer, signInBrowser, type Session } from './support/shoppers.js';
import { expect, openPage, test } from './support/test.js';

/** The monthly GST return (decision 049): a shipped order's invoice shows in B2CS and HSN, and downloads. */

// Each journey places and ships an order through the API first: on a busy machine that takes a while.
test.describe.configure({ timeout: 90_000 });

interface ApiProduct {
  id: string;
  inStock: boolean;
  stockQuantity: number;
  options?: { name: string }[];
}

interface HsnRow {
  hsn: string;
  rate: number;
  taxableValue: number;
}

/** An order placed and shipped today through the API: its tax invoice is this month's. */
async function shippedToday(request: APIRequestContext, owner: Session) {
  const customer = await newCustomer(request);
  const listed = await request.get('/api/products?category=accessories&limit=50');
  const { products } = ((await listed.json()) as { data: { products: ApiProduct[] } }).data;
  const item = products.find((p) => p.inStock && p.stockQuantity >= 2 && !p.options?.length);
  if (!item) throw new Error('need an in-stock accessory');
  const asCustomer = { Authorization: `Bearer ${customer.token}` };
  await request.post('/api/cart/items', { headers: asCustomer, data: { productId: item.id, quantity: 1 } });
  const placed = await request.post('/api/orders', {
    headers: {
      ...asCustomer,
      'Idempotency-Key': `e2e-gst-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`,
    },
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
  const asOwner = { Authorization: `Bearer ${owner.token}` };
  for (const data of [
    { status: 'processing' },
    { status: 'shipped', courier: 'India Post', trackingNumber: `EE${Date.now() % 1_000_000_000}IN` },
  ]) {
    const moved = await request.patch(`/api/orders/${id}/status`, { headers: asOwner, data });
    expect(moved.status(), await moved.text()).toBe(200);
  }
}

/** This month in India, and its return as the API answers it. */
async function thisMonthsReturn(request: APIRequestContext, owner: Session) {
  const month = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 7);
  const response = await request.get(`/api/reports/gst?month=${month}`, {
    headers: { Authorization: `Bearer ${owner.token}` },
  });
  expect(response.status()).toBe(200);
  const data = ((await response.json()) as { data: { hsn: HsnRow[] } }).data;
  return { month, hsn: data.hsn };
}

test('the owner reads the month’s return on a phone and downloads the HSN summary', async ({
  page,
  request,
  watch,
}) => {
  void watch;
  const owner = await login(request, 'admin@demo.shop', 'Admin@123');
  await shippedToday(request, owner);
  const { month, hsn } = await thisMonthsReturn(request, owner);
  const row = hsn[0];
  if (!row) throw new Error('the shipped order should be in the HSN summary');

  await openPage(page, '/', 'phone');
  await page.setViewportSize({ width: 390, height: 844 });
  await signInBrowser(page, owner);
  await page.goto('/gst-returns');
  await expect(page.getByRole('heading', { level: 1, name: 'GST returns' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByLabel('Month')).toHaveValue(month);
  // The shipped order, within Uttar Pradesh, is in B2C small and in the HSN summary.
  const b2cs = page.getByRole('list', { name: 'B2C small' });
  await expect(b2cs.getByText('09-Uttar Pradesh').first()).toBeVisible();
  const hsnCards = page.getByRole('list', { name: 'HSN summary' });
  await expect(hsnCards.getByText(row.hsn, { exact: true }).first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'hsn.csv' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`gstr1-${month}-hsn.csv`);
  const csv = fs.readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '');
  const [header, ...lines] = csv.trim().split('\r\n');
  expect(header).toBe(
    'HSN,Description,UQC,Total Quantity,Total Value,Taxable Value,Integrated Tax Amount,Central Tax Amount,State/UT Tax Amount,Cess Amount,Rate',
  );
  expect(lines.some((line) => line.startsWith(`${row.hsn},`) && line.includes(`,${row.taxableValue},`))).toBe(
    true,
  );
});

test('on a desktop the tables sit side by side with their downloads, and another month is empty', async ({
  page,
  request,
  watch,
}) => {
  void watch;
  const owner = await login(request, 'admin@demo.shop', 'Admin@123');
  await shippedToday(request, owner);
  const { month } = await thisMonthsReturn(request, owner);
  await openPage(page, '/', 'desktop');
  await signInBrowser(page, owner);
  await page.goto('/gst-returns');
  await expect(page.getByLabel('Month')).toHaveValue(month, { timeout: 20_000 });
  const b2csTable = page
    .locator('section', { has: page.getByRole('heading', { name: /^B2C small/ }) })
    .getByRole('table');
  await expect(b2csTable.getByRole('cell', { name: '09-Uttar Pradesh' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'docs.csv' })).toBeVisible();

  await page.getByLabel('Month').fill('2025-01');
  await expect(page).toHaveURL(/month=2025-01/);
  await expect(page.getByText('None this month.')).toHaveCount(6);
  await expect(
    page.getByText('Every invoice and credit note of the month has what the return needs.'),
  ).toBeVisible();
});
