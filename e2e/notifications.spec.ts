import type { APIRequestContext } from '@playwright/test';
import { openOrder, orderDesk, placedOrder } from './support/order-desk.js';
import { login, newCustomer, signInBrowser } from './support/shoppers.js';
import { expect, openPage, test } from './support/test.js';

/** Journeys of issue 11's notifications (decisions 029, 044): "Notify me" and an order's mails. */

interface CreatedProduct {
  id: string;
  variants: { id: string; title: string }[];
}

/** A potli of our own in two colours, Indigo sold out, so the journey does not lean on demo stock. */
async function potliWithIndigoSoldOut(request: APIRequestContext): Promise<CreatedProduct> {
  const admin = await login(request, 'admin@demo.shop', 'Admin@123');
  const suffix = `${Date.now()}`.slice(-6);
  const listing = (await (await request.get('/api/products?category=accessories&limit=1')).json()) as {
    data: { products: { image: string }[] };
  };
  const picture = listing.data.products[0]?.image;
  if (!picture) throw new Error('the demo catalogue has no accessory picture');
  const response = await request.post('/api/products', {
    headers: { Authorization: `Bearer ${admin.token}` },
    data: {
      name: `Notify Potli ${suffix}`,
      description: 'A drawstring potli in raw silk.',
      price: 650,
      category: 'accessories',
      image: picture,
      stockQuantity: 0,
      options: [{ name: 'Colour', values: ['Indigo', 'Rust'] }],
      variants: [
        { optionValues: { Colour: 'Indigo' }, stockQuantity: 0, sku: `NP-${suffix}-IND` },
        { optionValues: { Colour: 'Rust' }, stockQuantity: 3, sku: `NP-${suffix}-RUS` },
      ],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { product: CreatedProduct } }).data.product;
}

test('on a phone: a signed-in shopper asks to be told when a sold-out colour is back, once', async ({
  page,
  request,
  watch,
}) => {
  void watch;
  test.setTimeout(90_000);
  const potli = await potliWithIndigoSoldOut(request);
  const indigo = potli.variants.find((variant) => variant.title === 'Indigo')!;
  const shopper = await newCustomer(request);

  await openPage(page, `/product/${potli.id}?variant=${indigo.id}`, 'phone');
  await signInBrowser(page, shopper);
  await page.reload();
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await expect(page.getByTestId('stock-text')).toHaveText('Out of Stock');

  await page.getByRole('button', { name: 'Notify me when available' }).click();
  const form = page.getByRole('form', { name: 'Notify me when available' });
  // Signed in, the shopper's own email is already there.
  await expect(form.getByLabel('Email me when it is back')).toHaveValue(shopper.user.email);
  await form.getByRole('button', { name: 'Notify me' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you' })).toContainText(shopper.user.email);

  // The server kept it: asking again for the same colour says so instead of adding a second request.
  const again = await request.post(`/api/products/${potli.id}/stock-alerts`, {
    data: { email: shopper.user.email, variantId: indigo.id },
  });
  expect(again.status()).toBe(200);
  expect(((await again.json()) as { data: { alreadyRegistered: boolean } }).data.alreadyRegistered).toBe(
    true,
  );
});

test('staff see an order’s mails, told truthfully that no mail server is set, and send one again', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const customer = await newCustomer(request);
  const order = await placedOrder(request, customer, 'mail');
  const admin = await login(request, 'admin@demo.shop', 'Admin@123');
  const page = await orderDesk(browser, baseURL, admin, 'desktop');
  await openOrder(page, order.number, 'desktop');
  const panel = page.getByRole('dialog').getByRole('list', { name: 'Notifications' });

  // The customer's confirmation and the shop's new-order mail, each with its recipient. This shop
  // has no SMTP_URL, so the queue writes them to the log, and the panel says so rather than "Sent".
  const placedMail = panel.getByRole('listitem').filter({ hasText: 'Order placed (customer)' });
  await expect(placedMail).toContainText(`To ${customer.user.email}`);
  await expect(panel.getByRole('listitem').filter({ hasText: 'New order (shop)' })).toBeVisible();
  await expect(placedMail).toContainText('Not sent: no mail server', { timeout: 30_000 });
  await expect(placedMail).toContainText('set SMTP_URL to send mail');
  await expect(panel).not.toContainText('Sent ');

  await placedMail.getByRole('button', { name: 'Resend' }).click();
  await expect(page.getByText('Mail queued', { exact: true })).toBeVisible();
  await expect(placedMail).toContainText('Not sent: no mail server', { timeout: 30_000 });
  await page.context().close();
});
