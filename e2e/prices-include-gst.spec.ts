import type { APIRequestContext } from '@playwright/test';
import { fillAddress, login, newCustomer, signInBrowser } from './support/shoppers.js';
import { expect, openPage, test } from './support/test.js';

/** Issue 23, decision 050: on a phone, the price shown is the price paid, in whole rupees. */

interface ApiProduct {
  id: string;
  name: string;
  price: number;
  inStock: boolean;
  stockQuantity: number;
  options?: { name: string }[];
}

async function plainProduct(request: APIRequestContext): Promise<ApiProduct> {
  const response = await request.get('/api/products?category=accessories&limit=50');
  const { products } = ((await response.json()) as { data: { products: ApiProduct[] } }).data;
  const found = products.find((item) => item.inStock && item.stockQuantity >= 4 && !item.options?.length);
  if (!found) throw new Error('need an in-stock accessory without options');
  return found;
}

test('on a phone: "Inclusive of all taxes" on the product, a coupon in the cart, and a COD order whose whole-rupee total is the same on its page', async ({
  page,
  request,
  watch,
}) => {
  void watch;
  test.setTimeout(120_000);
  const admin = await login(request, 'admin@demo.shop', 'Admin@123');
  const code = `GST${Date.now().toString(36).toUpperCase()}`;
  const coupon = await request.post('/api/coupons', {
    headers: { Authorization: `Bearer ${admin.token}` },
    data: { code, type: 'percent', value: 10 },
  });
  expect(coupon.status(), await coupon.text()).toBe(201);
  const product = await plainProduct(request);
  const customer = await newCustomer(request);

  await openPage(page, '/', 'phone');
  await signInBrowser(page, customer);
  await openPage(page, `/product/${product.id}`, 'phone');
  await expect(page.getByTestId('price-tax-note')).toHaveText('Inclusive of all taxes');
  await page.getByRole('button', { name: 'Increase quantity' }).first().click();
  await page.getByRole('button', { name: 'Add to Cart' }).last().click();
  await expect(page.getByText(`${product.name} has been added to your cart`, { exact: true })).toBeVisible();

  await openPage(page, '/cart', 'phone');
  await page.getByRole('textbox', { name: 'Coupon code' }).fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page.getByTestId('applied-coupon')).toContainText(code);
  // 10% of the goods, in whole rupees (decision 050); the GST is inside the total, not added.
  const goods = product.price * 2;
  const discount = Math.round(goods / 10);
  const delivery = goods - discount < 1500 ? 50 : 0;
  const total = `₹${(goods - discount + delivery).toLocaleString('en-IN')}`;
  await expect(page.getByTestId('summary-discount')).toHaveText(`−₹${discount.toLocaleString('en-IN')}`);
  await expect(page.getByTestId('summary-total')).toHaveText(total);
  await expect(page.getByTestId('summary-gst-included')).toContainText('Includes GST ₹');
  await expect(page.getByTestId('summary-round-off')).toHaveCount(0);

  await openPage(page, '/checkout', 'phone');
  await fillAddress(page);
  await expect(page.getByTestId('summary-total')).toHaveText(total);
  await page.getByRole('button', { name: 'Place order', exact: true }).click();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('order-total').first()).toHaveText(total);
  await expect(page.getByTestId('order-gst-included').first()).toContainText('Includes GST ₹');
});
