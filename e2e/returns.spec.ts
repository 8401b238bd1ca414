import { execFileSync } from 'node:child_process';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import {
  address,
  openOrder,
  orderDesk,
  ownMobile,
  placedOrder,
  shipFromSheet,
} from './support/order-desk.js';
import { login, newCustomer, signInBrowser, type Session } from './support/shoppers.js';
import { expect, openPage, test } from './support/test.js';

/**
 * Issue 25's journeys (decision 054): a shopper on a phone asks to exchange a kurti's size and staff
 * take it back and send the replacement; a Cash on Delivery refund to a UPI ID, with its credit
 * note read back with poppler's `pdftotext`.
 */

const bearer = (session: Session) => ({ Authorization: `Bearer ${session.token}` });

/** Staff move an order to delivered through the API: these journeys start after the delivery. */
async function deliver(request: APIRequestContext, admin: Session, orderId: string) {
  const steps = [
    { status: 'processing' },
    { status: 'shipped', courier: 'Delhivery', trackingNumber: `14908${String(Date.now()).slice(-8)}` },
    { status: 'delivered' },
  ];
  for (const data of steps) {
    const moved = await request.patch(`/api/orders/${orderId}/status`, { headers: bearer(admin), data });
    expect(moved.status(), await moved.text()).toBe(200);
  }
}

/** The shopper, signed in on a phone, opens the return form of a delivered order. */
async function openReturnForm(page: Page, customer: Session, orderId: string) {
  await openPage(page, '/', 'phone');
  await signInBrowser(page, customer);
  await openPage(page, `/orders/${orderId}`, 'phone');
  await page.getByRole('button', { name: 'Return or exchange' }).click();
  return page.getByRole('form', { name: 'Return or exchange' });
}

/** The back office at a return of this order, on a desktop. */
async function staffReturn(
  browser: Browser,
  baseURL: string | undefined,
  admin: Session,
  orderNumber: string,
) {
  const staff = await browser.newPage({ baseURL });
  await openPage(staff, '/', 'desktop');
  await signInBrowser(staff, admin);
  await openPage(staff, '/admin/returns', 'desktop');
  const row = staff.getByTestId('admin-return').filter({ hasText: orderNumber, visible: true });
  await expect(row).toHaveCount(1);
  await row.getByRole('link', { name: /Open return R-/ }).click();
  await expect(staff.getByRole('heading', { name: new RegExp(`Return R-${orderNumber}-1`) })).toBeVisible();
  return staff;
}

test('on a phone: a delivered kurti exchanged M for L; staff approve, receive and ship the replacement; the shopper sees both orders', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(180_000);
  const admin = await login(request, 'admin@demo.shop', 'Admin@123');
  const customer = await newCustomer(request);
  const kurti = (
    (await (await request.get('/api/products/slug/indigo-dabu-print-cotton-kurti')).json()) as {
      data: { product: { id: string; variants: { id: string; optionValues: Record<string, string> }[] } };
    }
  ).data.product;
  const size = (value: string) => kurti.variants.find((variant) => variant.optionValues.Size === value)!.id;
  await request.post('/api/cart/items', {
    headers: bearer(customer),
    data: { productId: kurti.id, variantId: size('M'), quantity: 1 },
  });
  const placed = await request.post('/api/orders', {
    headers: { ...bearer(customer), 'Idempotency-Key': `e2e-${Date.now()}-exchange` },
    data: { shippingAddress: { ...address, phone: ownMobile() } },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = ((await placed.json()) as { data: { order: { id: string; number: string } } }).data.order;
  await deliver(request, admin, order.id);

  // The shopper asks on a phone: the M does not fit, the L instead.
  const form = await openReturnForm(page, customer, order.id);
  await form.getByLabel('Why are you returning it?').selectOption('size');
  await form.getByRole('checkbox', { name: /Indigo Dabu Print Cotton Kurti/ }).check();
  await form.getByRole('radio', { name: 'Exchange' }).check();
  await form.getByLabel(/New size/).selectOption({ label: 'L' });
  await form.getByRole('button', { name: 'Request return' }).click();
  const mine = page.getByRole('list', { name: 'Your returns' });
  await expect(mine).toContainText(`R-${order.number}-1`);
  await expect(mine).toContainText('Requested');

  // Staff, on a desktop: the courier's reverse pickup, then picked up, received, replacement.
  const staff = await staffReturn(browser, baseURL, admin, order.number);
  await staff.getByRole('radio', { name: 'Reverse pickup' }).check();
  await staff.getByLabel('Courier').selectOption('Delhivery');
  await staff.getByLabel('AWB number').fill(`RV${String(Date.now()).slice(-9)}`);
  await staff.getByRole('button', { name: 'Approve' }).click();
  await staff.getByRole('button', { name: 'Mark picked up' }).click();
  await expect(staff.getByRole('checkbox', { name: /Back to stock/ })).toBeChecked();
  await staff.getByRole('button', { name: 'Mark received' }).click();
  await staff.getByRole('button', { name: 'Send replacement' }).click();
  const replacementLink = staff.getByRole('link', { name: /Replacement order #/ });
  await expect(replacementLink).toBeVisible();
  const replacementNumber = ((await replacementLink.textContent()) ?? '').match(/#([0-9A-F]{8})/)?.[1] ?? '';
  expect(replacementNumber).toMatch(/^[0-9A-F]{8}$/);
  await staff.context().close();

  // The replacement ships from the order desk like any order.
  const desk = await orderDesk(browser, baseURL, admin, 'desktop');
  const { sheet } = await openOrder(desk, replacementNumber, 'desktop');
  await shipFromSheet(sheet);
  await desk.context().close();

  // The shopper sees both orders: the original with its exchange, the replacement on its way.
  await openPage(page, '/orders', 'phone');
  await expect(page.getByText(`#${order.number}`).first()).toBeVisible();
  await expect(page.getByText(`#${replacementNumber}`).first()).toBeVisible();
  await openPage(page, `/orders/${order.id}`, 'phone');
  await expect(mine).toContainText('Exchanged');
  await expect(page.getByRole('link', { name: new RegExp(replacementNumber) })).toBeVisible();
  const replacement = (
    (await (
      await request.get(`/api/orders/${await replacementId(request, customer, replacementNumber)}`, {
        headers: bearer(customer),
      })
    ).json()) as {
      data: { order: { status: string; items: { variantTitle: string }[]; paymentStatus: string } };
    }
  ).data.order;
  expect(replacement).toMatchObject({
    status: 'shipped',
    paymentStatus: 'paid',
    items: [{ variantTitle: 'L' }],
  });
});

async function replacementId(request: APIRequestContext, customer: Session, number: string) {
  const listed = await request.get('/api/orders?limit=50', { headers: bearer(customer) });
  const { orders } = ((await listed.json()) as { data: { orders: { id: string; number: string }[] } }).data;
  return orders.find((order) => order.number === number)?.id ?? '';
}

test('on a phone: a Cash on Delivery refund to a UPI ID, its credit note read back and in the month’s GST return @postgres', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(180_000);
  const admin = await login(request, 'admin@demo.shop', 'Admin@123');
  const customer = await newCustomer(request);
  const order = await placedOrder(request, customer, 'refund');
  await deliver(request, admin, order.id);

  const form = await openReturnForm(page, customer, order.id);
  await form.getByLabel('Why are you returning it?').selectOption('changed_mind');
  await form.getByRole('checkbox').first().check();
  await form.getByRole('radio', { name: 'Refund', exact: true }).check();
  // Cash on Delivery: the refund needs somewhere to go; the browser checks the UPI ID's shape.
  await form.getByLabel('UPI ID').fill('asha.verma');
  await form.getByRole('button', { name: 'Request return' }).click();
  await expect(form.getByText(/name@/)).toBeVisible();
  await form.getByLabel('UPI ID').fill('asha.verma@okhdfcbank');
  await form.getByRole('button', { name: 'Request return' }).click();
  const mine = page.getByRole('list', { name: 'Your returns' });
  await expect(mine).toContainText('Requested');
  // The shopper sees it masked.
  await expect(mine).not.toContainText('asha.verma@okhdfcbank');

  // Staff see where to send it, take the parcel back and record the refund.
  const staff = await staffReturn(browser, baseURL, admin, order.number);
  await expect(staff.getByTestId('refund-to')).toContainText('asha.verma@okhdfcbank');
  await staff.getByRole('radio', { name: 'The customer sends it' }).check();
  await staff.getByRole('button', { name: 'Approve' }).click();
  await staff.getByRole('button', { name: 'Mark picked up' }).click();
  await staff.getByRole('button', { name: 'Mark received' }).click();
  const amount = Number(await staff.getByLabel('Amount refunded').inputValue());
  expect(amount).toBeGreaterThan(0);
  await staff.getByLabel('Amount refunded').fill(String(amount + 1000));
  await staff.getByRole('button', { name: 'Record refund' }).click();
  await expect(staff.getByRole('button', { name: 'Record refund' })).toBeVisible();
  await staff.getByLabel('Amount refunded').fill(String(amount));
  const utr = `4${String(Date.now()).slice(-11)}`;
  await staff.getByLabel('UTR or reference').fill(utr);
  await staff.getByRole('button', { name: 'Record refund' }).click();
  await expect(staff.getByText(utr).first()).toBeVisible();
  await staff.context().close();

  // The shopper sees the refund and its UTR, and downloads the credit note.
  await openPage(page, `/orders/${order.id}`, 'phone');
  await expect(mine).toContainText('Refunded');
  await expect(mine).toContainText(utr);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    mine.getByRole('button', { name: /credit note/i }).click(),
  ]);
  const text = execFileSync('pdftotext', [await download.path(), '-'], { encoding: 'utf8' }).replace(
    /\s+/g,
    ' ',
  );
  const returned = (
    (await (await request.get(`/api/orders/${order.id}/returns`, { headers: bearer(customer) })).json()) as {
      data: { returns: { creditNoteNumber: string; refund: { amount: number } }[] };
    }
  ).data.returns[0]!;
  expect(text).toContain(returned.creditNoteNumber);
  expect(text).toMatch(/CREDIT NOTE/i);
  expect(text).toContain(order.number);
  expect(text).toContain(`Return R-${order.number}-1`);
  expect(returned.refund.amount).toBe(amount);

  // The month's GST return counts the credit note.
  const month = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 7);
  const gst = (await (
    await request.get(`/api/reports/gst?month=${month}`, { headers: bearer(admin) })
  ).json()) as {
    data: { documents: { nature: string; from: string; to: string; count: number }[] };
  };
  const notes = gst.data.documents.find((row) => row.nature === 'Credit Note');
  expect(notes?.count).toBeGreaterThanOrEqual(1);
  // Numbers of one series and year sort as text: the note is within the month's range.
  expect(
    returned.creditNoteNumber >= (notes?.from ?? '~') && returned.creditNoteNumber <= (notes?.to ?? ''),
  ).toBe(true);
});
