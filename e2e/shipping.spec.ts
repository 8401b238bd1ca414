import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { inStockAccessory, openOrder, orderDesk, ownMobile, placedOrder } from './support/order-desk.js';
import { login, newCustomer, signInBrowser } from './support/shoppers.js';
import { expect, openPage, test } from './support/test.js';

/** Journeys of issue 11's shipping part (decision 028): couriers, tracking, returns to origin. */

/** Clicks a "Download …" button and checks that the file the browser saves is a PDF. */
async function expectPdfDownload(page: Page, button: Locator, kind = 'invoice') {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const saved = await download.path();
  expect((await readFile(saved)).subarray(0, 5).toString()).toBe('%PDF-');
  expect(download.suggestedFilename()).toMatch(new RegExp(`^${kind}-[0-9A-F]{8}\\.pdf$`));
}

test('staff ship an order with its courier and AWB number, and the customer tracks the parcel', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const customer = await newCustomer(request);
  const order = await placedOrder(request, customer, 'ship');
  const admin = await login(request, 'admin@demo.shop', 'Admin@123');

  const staff = await orderDesk(browser, baseURL, admin, 'desktop');
  const { sheet } = await openOrder(staff, order.number, 'desktop');
  await sheet.getByRole('button', { name: 'Start processing' }).click();
  await expect(sheet.getByTestId('order-status')).toHaveText('Processing');

  // Without the AWB number the order stays as it is, and the field says why.
  await sheet.getByRole('button', { name: 'Mark shipped' }).click();
  await sheet.getByLabel('Courier').selectOption('Delhivery');
  await sheet.getByRole('button', { name: 'Confirm shipment' }).click();
  await expect(sheet.getByText('Enter the AWB (tracking) number to mark the order shipped')).toBeVisible();
  await expect(sheet.getByTestId('order-status')).toHaveText('Processing');

  await sheet.getByLabel('AWB / tracking number').fill('1490811234567');
  await sheet.getByRole('button', { name: 'Confirm shipment' }).click();
  await expect(sheet.getByTestId('order-status')).toHaveText('Shipped');
  await expect(sheet.getByTestId('shipment')).toContainText('Delhivery');
  await expect(sheet.getByTestId('awb')).toHaveText('1490811234567');
  // Shipping issued the tax invoice (decision 027): staff can download it from the sheet.
  await expectPdfDownload(staff, sheet.getByRole('button', { name: 'Download invoice' }));
  await staff.context().close();

  // The customer's order page names the courier and AWB and links to the courier's tracking page.
  const page = await browser.newPage({ baseURL });
  await openPage(page, '/', 'phone');
  await signInBrowser(page, customer);
  await page.goto(`/orders/${order.id}`);
  await expect(page.getByTestId('order-status').first()).toHaveText('Shipped');
  await expect(page.getByTestId('shipment')).toContainText('Sent with Delhivery');
  await expect(page.getByTestId('awb')).toHaveText('1490811234567');
  await expect(page.getByRole('link', { name: /Track your parcel/ })).toHaveAttribute(
    'href',
    'https://www.delhivery.com/track/package/1490811234567',
  );
  // The customer downloads the tax invoice; the API answers it as a PDF to them, and to nobody else.
  await expectPdfDownload(page, page.getByRole('button', { name: 'Download invoice' }));
  const invoice = await request.get(`/api/orders/${order.id}/invoice`, {
    headers: { Authorization: `Bearer ${customer.token}` },
  });
  expect(invoice.status()).toBe(200);
  expect(invoice.headers()['content-type']).toBe('application/pdf');
  const stranger = await newCustomer(request);
  const refused = await request.get(`/api/orders/${order.id}/invoice`, {
    headers: { Authorization: `Bearer ${stranger.token}` },
  });
  expect(refused.status()).toBe(404);
  await page.context().close();
});

test("a parcel returned to origin records its reason and shows on the customer's next order", async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const customer = await newCustomer(request);
  const phone = ownMobile();
  const first = await placedOrder(request, customer, 'rto-1', phone);
  const admin = await login(request, 'admin@demo.shop', 'Admin@123');
  const asAdmin = { Authorization: `Bearer ${admin.token}` };
  for (const data of [
    { status: 'processing' },
    { status: 'shipped', courier: 'India Post', trackingNumber: 'EE123456789IN' },
  ]) {
    const moved = await request.patch(`/api/orders/${first.id}/status`, { headers: asAdmin, data });
    expect(moved.status()).toBe(200);
  }

  const staff = await orderDesk(browser, baseURL, admin, 'phone');
  const { sheet } = await openOrder(staff, first.number, 'phone');
  await sheet.getByRole('button', { name: 'Returned to origin' }).click();
  await sheet.getByLabel('Why did it come back?').fill('Refused at the door');
  await sheet.getByRole('button', { name: 'Confirm return to origin' }).click();
  await expect(sheet.getByTestId('order-status')).toHaveText('Returned');
  await expect(sheet.getByTestId('status-timeline')).toContainText('Refused at the door');
  // The return reversed the invoice with a credit note (decision 027).
  await expectPdfDownload(staff, sheet.getByRole('button', { name: 'Download credit note' }), 'credit-note');
  await staff.keyboard.press('Escape');

  // The customer's next order carries the warning, in the list and on the order.
  const next = await placedOrder(request, customer, 'rto-2', phone);
  await staff.goto('/order-management');
  const reopened = await openOrder(staff, next.number, 'phone');
  await expect(reopened.row.getByTestId('returns-flag')).toHaveText('1 earlier order returned to origin');
  await expect(reopened.sheet.getByTestId('returns-warning')).toContainText(
    '1 earlier order returned to origin',
  );
  await staff.context().close();
});

test('staff ask the customer to confirm on WhatsApp and record the confirmation on the timeline', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const customer = await newCustomer(request);
  const phone = ownMobile();
  const order = await placedOrder(request, customer, 'cod', phone);
  const admin = await login(request, 'admin@demo.shop', 'Admin@123');
  const staff = await orderDesk(browser, baseURL, admin, 'desktop');
  const { sheet } = await openOrder(staff, order.number, 'desktop');

  // The chats open WhatsApp with the message written; the journey reads the links, it does not leave the shop.
  const ask = sheet.getByRole('link', { name: 'Confirm on WhatsApp' });
  const href = (await ask.getAttribute('href')) ?? '';
  expect(href.startsWith(`https://wa.me/91${phone}?text=`)).toBe(true);
  const text = decodeURIComponent(href.split('?text=')[1] ?? '');
  expect(text).toContain(`#${order.number}`);
  expect(text).toContain('reply YES');
  expect(text).toMatch(/₹[\d,]+/);
  await expect(sheet.getByRole('link', { name: 'Send update on WhatsApp' })).toHaveAttribute(
    'href',
    new RegExp(`^https://wa\\.me/91${phone}\\?text=`),
  );

  await sheet.getByRole('button', { name: 'Mark COD confirmed' }).click();
  await expect(sheet.getByTestId('cod-confirmed')).toContainText('COD confirmed on');
  await expect(sheet.getByRole('link', { name: 'Confirm on WhatsApp' })).toHaveCount(0);
  await expect(sheet.getByTestId('status-timeline')).toContainText('Cash on Delivery confirmed');
  await expect(sheet.getByTestId('order-status')).toHaveText('Pending');
  await staff.context().close();
});

// Without the page watch: the refusals it shows are 404 and 422 answers, which Chromium logs as console errors.
test('at checkout a pincode fills in the city and state, and a state elsewhere is flagged', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const customer = await newCustomer(request);
  const item = await inStockAccessory(request);
  await request.post('/api/cart/items', {
    headers: { Authorization: `Bearer ${customer.token}` },
    data: { productId: item.id, quantity: 1 },
  });

  await openPage(page, '/', 'phone');
  await signInBrowser(page, customer);
  await page.goto('/checkout');
  await page.getByLabel('Full name').fill('Asha Verma');
  await page.getByLabel('Address', { exact: true }).fill('12, MG Road');
  await page.getByLabel('Mobile number').fill(ownMobile());

  // An unknown pincode says so at once.
  await page.getByLabel('Pincode').fill('999999');
  await expect(page.locator('#address-pincode-error')).toHaveText(
    'We could not find pincode 999999. Check the number, or message us on WhatsApp to order.',
  );

  await page.getByLabel('Pincode').fill('560001');
  await expect(page.getByLabel('City')).toHaveValue('Bangalore');
  await expect(page.getByLabel('State / Union territory')).toHaveValue('Karnataka');
  await page.getByLabel('City').fill('Bengaluru');

  // A state the pincode is not in is refused by the server, on the state field.
  await page.getByLabel('State / Union territory').selectOption('Kerala');
  await page.getByRole('button', { name: 'Place order', exact: true }).click();
  await expect(page.locator('#address-state-error')).toHaveText('Pincode 560001 is in Karnataka');

  await page.getByLabel('State / Union territory').selectOption('Karnataka');
  await page.getByRole('button', { name: 'Place order', exact: true }).click();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Bengaluru, Karnataka 560001')).toBeVisible();
});
