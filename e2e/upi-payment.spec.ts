import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { fillAddress, login, newCustomer, signInBrowser, type Session } from './support/shoppers.js';
import { expect, openPage, test } from './support/test.js';

/** Issue 13's UPI payment (decisions 038 and 042): a coupon, a UPI order paid by UTR, staff's verdict. */

interface ApiProduct {
  id: string;
  price: number;
  stockQuantity: number;
  inStock: boolean;
  madeToOrder: boolean;
  options: { name: string }[];
}

interface ApiOrder {
  id: string;
  number: string;
  total: number;
  discount: number;
  couponCode: string | null;
  paymentStatus: string;
}

const bearer = (session: Session) => ({ Authorization: `Bearer ${session.token}` });

/** A plain piece (no sizes, nothing made to order) with stock to spare. */
async function plainProduct(request: APIRequestContext): Promise<ApiProduct> {
  const response = await request.get('/api/products?limit=100');
  const { products } = ((await response.json()) as { data: { products: ApiProduct[] } }).data;
  const item = products.find(
    (p) => p.inStock && !p.madeToOrder && p.options.length === 0 && p.stockQuantity >= 3 && p.price < 5_000,
  );
  if (!item) throw new Error('need a plain in-stock product under ₹5,000');
  return item;
}

/** axe-core's serious and critical findings on the page as it stands (the choice made, the QR drawn). */
async function seriousFindings(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => violation.id);
}

/** The back office on a phone, signed in as `staff`. */
async function backOffice(browser: Browser, baseURL: string | undefined, staff: Session) {
  const page = await browser.newPage({ baseURL });
  await openPage(page, '/', 'phone');
  await signInBrowser(page, staff);
  return page;
}

test('on a phone, a customer with a coupon pays by UPI, gives the UTR, staff mark it paid and the customer sees it paid', async ({
  page,
  browser,
  baseURL,
  request,
  watch,
}) => {
  void watch;
  test.setTimeout(120_000);
  const admin = await login(request, 'admin@demo.shop', 'Admin@123');

  // Staff set the shop's UPI ID in Shop Settings.
  const staff = await backOffice(browser, baseURL, admin);
  await staff.goto('/shop-settings');
  await staff.getByLabel('UPI ID').fill('kaarigar@okhdfcbank');
  await staff.getByLabel('Payee name').fill('Kaarigar Studio');
  await staff.getByRole('button', { name: 'Save settings' }).click();
  await expect(staff.getByText('Settings saved', { exact: true })).toBeVisible();

  // A code of 10% off, made by staff through the API.
  const code = `UPI${Date.now().toString(36).toUpperCase()}`;
  const coupon = await request.post('/api/coupons', {
    headers: bearer(admin),
    data: { code, type: 'percent', value: 10 },
  });
  expect(coupon.status(), await coupon.text()).toBe(201);

  // The customer applies it in the cart.
  const customer = await newCustomer(request);
  const product = await plainProduct(request);
  const added = await request.post('/api/cart/items', {
    headers: bearer(customer),
    data: { productId: product.id, quantity: 2 },
  });
  expect(added.ok(), await added.text()).toBe(true);
  await openPage(page, '/', 'phone');
  await signInBrowser(page, customer);
  await openPage(page, '/cart', 'phone');
  await page.getByRole('textbox', { name: 'Coupon code' }).fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page.getByTestId('applied-coupon')).toContainText(code);

  // At checkout UPI is offered; choosing it leads to the payment page.
  await openPage(page, '/checkout', 'phone');
  await fillAddress(page);
  const cod = page.getByRole('radio', { name: 'Cash on Delivery' });
  await expect(cod).toBeChecked();
  // Chosen from the keyboard, as a native radio group allows.
  await cod.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: 'UPI' })).toBeChecked();
  expect(await seriousFindings(page)).toEqual([]);
  await page.getByRole('button', { name: 'Place order and pay by UPI' }).click();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}\/pay$/);
  const orderId = /\/orders\/([0-9a-f-]{36})\/pay$/.exec(page.url())?.[1] ?? '';

  // The amount is the server's order, discount included.
  const placed = await request.get(`/api/orders/${orderId}`, { headers: bearer(customer) });
  const order = ((await placed.json()) as { data: { order: ApiOrder } }).data.order;
  expect(order.couponCode).toBe(code);
  expect(order.discount).toBeGreaterThan(0);
  const am = order.total.toFixed(2);

  await expect(page.getByRole('heading', { name: 'Pay by UPI', level: 1 })).toBeVisible();
  await expect(page.getByRole('img', { name: /QR code to pay/ })).toBeVisible();
  const payLink = page.getByRole('link', { name: 'Pay with UPI app' });
  await expect(payLink).toHaveAttribute(
    'href',
    `upi://pay?pa=kaarigar%40okhdfcbank&pn=Kaarigar%20Studio&am=${am}&tn=${order.number}&cu=INR`,
  );
  expect((await payLink.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  await expect(page.getByTestId('time-left')).toHaveText(/^(30:00|29:\d\d)$/);
  expect(await seriousFindings(page)).toEqual([]);

  // The customer gives the UTR their app showed.
  const utr = `4${String(Date.now()).slice(-11)}`;
  await page.getByLabel('UTR (12-digit UPI reference number)').fill(utr.replace(/(\d{4})(?=\d)/g, '$1 '));
  await page.getByRole('button', { name: 'I have paid: send UTR' }).click();
  await expect(page.getByTestId('utr-received')).toContainText(`We received your UTR ${utr}`);
  // Sent: nothing invites paying a second time.
  await expect(page.getByRole('link', { name: 'Pay with UPI app' })).toHaveCount(0);
  await expect(page.getByRole('img', { name: /QR code to pay/ })).toHaveCount(0);
  await expect(page.getByTestId('utr-received')).toContainText('There is nothing more to pay');
  await expect(page.getByTestId('time-left')).toHaveCount(0);

  // Staff find it in the list as a UTR to check, open it and mark it paid.
  await staff.goto('/order-management');
  await staff.getByLabel('Search orders').fill(order.number);
  const row = staff.getByTestId('admin-order').filter({ hasText: order.number, visible: true });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('order-payment')).toHaveText('UPI · UTR given, to check');
  await row.click();
  const sheet = staff.getByRole('dialog', { name: `Order #${order.number}` });
  const panel = sheet.getByTestId('payment-panel');
  await expect(panel.getByTestId('payment-utr')).toHaveText(utr);
  await expect(panel.getByTestId('payment-status')).toHaveText('UTR given, to check');
  await expect(sheet.getByRole('button', { name: 'Mark COD confirmed' })).toHaveCount(0);
  await panel.getByRole('button', { name: 'Mark paid' }).click();
  const confirm = staff.getByRole('dialog', { name: `Mark order #${order.number} paid?` });
  await expect(confirm).toContainText(`with UTR ${utr}`);
  await confirm.getByRole('button', { name: 'Mark paid' }).click();
  await expect(panel.getByTestId('payment-status')).toHaveText('Paid');
  await expect(sheet.getByTestId('order-status')).toHaveText('Pending');
  await staff.context().close();

  // The customer sees it paid, on the payment page and on the order.
  await page.reload();
  await expect(page.getByText('Payment received', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'View your order' }).click();
  await expect(page.getByTestId('payment-status')).toHaveText(`UPI: Paid · UTR ${utr}`);
});
