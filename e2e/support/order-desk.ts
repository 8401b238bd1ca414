import type { APIRequestContext, Browser, Locator } from '@playwright/test';
import { signInBrowser, type Session } from './shoppers.js';
import { expect, openPage, type ViewportName } from './test.js';

/** Orders placed through the API and the back office's order desk, for journeys that start there. */

interface ApiProduct {
  id: string;
  inStock: boolean;
  stockQuantity: number;
  options?: { name: string }[];
}

export const address = {
  name: 'Asha Verma',
  address: 'B-12, Alpha 1',
  city: 'Greater Noida',
  state: 'Uttar Pradesh',
  pincode: '201310',
};

/** A demo accessory without options and with stock to spare, for a one-line order. */
export async function inStockAccessory(request: APIRequestContext): Promise<ApiProduct> {
  const response = await request.get('/api/products?category=accessories&limit=50');
  const { products } = ((await response.json()) as { data: { products: ApiProduct[] } }).data;
  const item = products.find((p) => p.inStock && p.stockQuantity >= 2 && !p.options?.length);
  if (!item) throw new Error('need an in-stock accessory');
  return item;
}

/** A mobile number of the journey's own: returns to origin are counted by number too. */
export const ownMobile = () => `9${String(Date.now()).slice(-9)}`;

/** A placed order of one in-stock accessory, through the API: the journeys start at the order desk. */
export async function placedOrder(
  request: APIRequestContext,
  customer: Session,
  tag: string,
  phone = ownMobile(),
) {
  const item = await inStockAccessory(request);
  const asCustomer = { Authorization: `Bearer ${customer.token}` };
  await request.post('/api/cart/items', { headers: asCustomer, data: { productId: item.id, quantity: 1 } });
  const placed = await request.post('/api/orders', {
    headers: { ...asCustomer, 'Idempotency-Key': `e2e-${Date.now()}-${tag}` },
    data: { shippingAddress: { ...address, phone } },
  });
  expect(placed.status()).toBe(201);
  const id = ((await placed.json()) as { data: { order: { id: string } } }).data.order.id;
  return { id, number: id.slice(-8).toUpperCase() };
}

/** The back office signed in as `staff`, on the order desk. */
export async function orderDesk(
  browser: Browser,
  baseURL: string | undefined,
  staff: Session,
  viewport: ViewportName,
) {
  const page = await browser.newPage({ baseURL });
  await openPage(page, '/', viewport);
  await signInBrowser(page, staff);
  await page.goto('/order-management');
  return page;
}

/** Finds the order by its number and opens its sheet (a card on phones, a table row's button wider). */
export async function openOrder(
  page: Awaited<ReturnType<typeof orderDesk>>,
  number: string,
  viewport: ViewportName,
) {
  await page.getByLabel('Search orders').fill(number);
  const row = page.getByTestId('admin-order').filter({ hasText: number, visible: true });
  await expect(row).toHaveCount(1);
  await (viewport === 'phone' ? row : row.getByRole('button')).click();
  return { row, sheet: page.getByRole('dialog') };
}

/** Staff take an open order's sheet from pending to shipped with Delhivery and a fresh AWB number. */
export async function shipFromSheet(sheet: Locator) {
  await sheet.getByRole('button', { name: 'Start processing' }).click();
  await expect(sheet.getByTestId('order-status')).toHaveText('Processing');
  await sheet.getByRole('button', { name: 'Mark shipped' }).click();
  await sheet.getByLabel('Courier').selectOption('Delhivery');
  await sheet.getByLabel('AWB / tracking number').fill(`14908${String(Date.now()).slice(-8)}`);
  await sheet.getByRole('button', { name: 'Confirm shipment' }).click();
  await expect(sheet.getByTestId('order-status')).toHaveText('Shipped');
}
