import type { APIRequestContext } from '@playwright/test';
import { fillAddress, newCustomer, signInBrowser, type Session } from './support/shoppers.js';
import { expect, openPage, test } from './support/test.js';

/**
 * Less typing at checkout (issue 12, decision 034): the address of a first order joins the address
 * book unless the shopper unticks it, and the next checkout offers it, chosen.
 */

interface ApiProduct {
  id: string;
  price: number;
  stockQuantity: number;
  inStock: boolean;
  madeToOrder: boolean;
  options: { name: string }[];
}

/** A plain piece (no sizes, nothing made to order) with stock for two orders, under the COD limit. */
async function plainProduct(request: APIRequestContext): Promise<ApiProduct> {
  const response = await request.get('/api/products?limit=100');
  const { products } = ((await response.json()) as { data: { products: ApiProduct[] } }).data;
  const found = products.find(
    (item) =>
      item.inStock &&
      !item.madeToOrder &&
      item.options.length === 0 &&
      item.stockQuantity >= 5 &&
      item.price < 5_000,
  );
  if (!found) throw new Error('need a plain product with stock');
  return found;
}

async function fillCart(request: APIRequestContext, customer: Session, productId: string) {
  const added = await request.post('/api/cart/items', {
    headers: { Authorization: `Bearer ${customer.token}` },
    data: { productId, quantity: 1 },
  });
  expect(added.ok(), await added.text()).toBe(true);
}

test('on a phone, the address of the first order is offered, chosen, at the second checkout', async ({
  page,
  request,
  watch,
}) => {
  void watch;
  // Two orders placed through the screens: about 20 s, more on a busy machine.
  test.setTimeout(60_000);
  const item = await plainProduct(request);
  const customer = await newCustomer(request);
  await openPage(page, '/', 'phone');
  await signInBrowser(page, customer);

  // First checkout: no saved address yet, so the form, with "save" ticked.
  await fillCart(request, customer, item.id);
  await openPage(page, '/checkout', 'phone');
  await expect(page.getByLabel('Full name')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Use a new address' })).toHaveCount(0);
  await fillAddress(page);
  await expect(page.getByLabel('Save this address to my address book')).toBeChecked();
  await page.getByRole('button', { name: 'Place order', exact: true }).click();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Order placed', { exact: true })).toBeVisible();

  // Second checkout: the saved address is offered and chosen; nothing to type.
  await fillCart(request, customer, item.id);
  await openPage(page, '/checkout', 'phone');
  const saved = page.getByRole('radio', { name: /Asha Verma.*B-12, Alpha 1, near the park/ });
  await expect(saved).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Use a new address' })).not.toBeChecked();
  await expect(page.getByLabel('Full name')).toHaveCount(0);
  await page.getByRole('button', { name: 'Place order', exact: true }).click();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
  await expect(page.getByText('B-12, Alpha 1, near the park').first()).toBeVisible();

  // The book holds it once (the second order used it, it did not add it again), as the default.
  const book = await request.get('/api/addresses', {
    headers: { Authorization: `Bearer ${customer.token}` },
  });
  const { addresses } = (
    (await book.json()) as {
      data: { addresses: { address: string; pincode: string; isDefault: boolean }[] };
    }
  ).data;
  expect(addresses).toEqual([
    expect.objectContaining({ address: 'B-12, Alpha 1, near the park', pincode: '201310', isDefault: true }),
  ]);
});
