import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { fillAddress, login, newCustomer, signInBrowser } from './support/shoppers.js';
import { expect, openPage, signIn, test, VIEWPORTS, type ViewportName } from './support/test.js';

/** Journeys of the issue "Cart, wishlist, Cash-on-Delivery checkout and orders". */

interface ApiProduct {
  id: string;
  name: string;
  price: number;
  stockQuantity: number;
  inStock: boolean;
  options?: { name: string }[];
  /** The GST percent it is sold at (its own, else its category's; decision 026). */
  tax: { gstRate: number };
}

const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});

interface Line {
  price: number;
  quantity: number;
}

/**
 * Decision 050, written out again here so the screens are checked against the rule, not against our
 * code: the demo shop's prices include GST, so the total is what the pieces and delivery cost.
 */
function expectedTotals(lines: Line[]) {
  const subtotal = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  const delivery = subtotal > 0 && subtotal < 1500 ? 50 : 0;
  return { subtotal, delivery, total: subtotal + delivery };
}

async function product(request: APIRequestContext, id: string): Promise<ApiProduct> {
  const response = await request.get(`/api/products/id/${id}`);
  return ((await response.json()) as { data: { product: ApiProduct } }).data.product;
}

/** In-stock products with room to buy a few, from one listing. */
async function stockedProducts(request: APIRequestContext, category: string): Promise<ApiProduct[]> {
  const response = await request.get(`/api/products?category=${category}&limit=50`);
  const { products } = ((await response.json()) as { data: { products: ApiProduct[] } }).data;
  // Products sold in sizes or colours need a choice first; the variant journey covers them.
  return products.filter((item) => item.inStock && item.stockQuantity >= 4 && !item.options?.length);
}

async function newPhoneOrDesktopPage(browser: Browser, baseURL: string | undefined, viewport: ViewportName) {
  const context = await browser.newContext({ baseURL, viewport: VIEWPORTS[viewport] });
  return context.newPage();
}

const cartLine = (page: Page, name: string) => page.getByTestId('cart-line').filter({ hasText: name });

async function expectSummary(page: Page, lines: Line[]) {
  const totals = expectedTotals(lines);
  await expect(page.getByTestId('summary-subtotal')).toHaveText(rupees.format(totals.subtotal));
  await expect(page.getByTestId('summary-delivery')).toHaveText(
    totals.delivery === 0 ? 'Free' : rupees.format(totals.delivery),
  );
  // GST is inside the total (its rupees and paise are the domain's tests' business), never added.
  await expect(page.getByTestId('summary-gst')).toHaveCount(0);
  await expect(page.getByTestId('summary-gst-included')).toHaveText(/^Includes GST ₹[\d,.]+$/);
  await expect(page.getByTestId('summary-total')).toHaveText(rupees.format(totals.total));
}

test('a customer fills a cart, places a Cash-on-Delivery order and cancels it, and the stock comes back @postgres', async ({
  page,
  request,
  watch,
}) => {
  void watch;
  test.setTimeout(90_000);
  const jewellery = await stockedProducts(request, 'jewelry');
  await openPage(page, '/jewelry', 'desktop');

  // A visitor's add goes into this browser's cart (decision 040; e2e/guest-checkout.spec.ts follows it).
  const firstCard = page
    .locator('article')
    .filter({ has: page.getByRole('button', { name: 'Add to Cart' }) });
  await firstCard.first().getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();

  const session = await newCustomer(request);
  await signInBrowser(page, session);
  await page.reload();
  // Server-rendered: a click before hydration would be lost.
  await expect(page.locator('html[data-hydrated]')).toBeAttached();

  // From a card: an in-stock product shown on the listing.
  const cardProduct = await (async () => {
    for (const candidate of jewellery) {
      const card = page
        .locator('article')
        .filter({ has: page.getByRole('heading', { name: candidate.name }) });
      if ((await card.count()) > 0) return { candidate, card: card.first() };
    }
    throw new Error('no in-stock product on the listing');
  })();
  const a = cardProduct.candidate;
  await cardProduct.card.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText(`${a.name} has been added to your cart`, { exact: true })).toBeVisible();

  // From the product page, with a chosen quantity.
  const b = jewellery.find((item) => item.id !== a.id);
  if (!b) throw new Error('need two in-stock products');
  await page.goto(`/product/${b.id}`);
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await expect(page.getByText(`In Stock (${b.stockQuantity} available)`)).toBeVisible();
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(page.getByRole('group', { name: 'Quantity' }).first().locator('output')).toHaveText('2');
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await expect(page.getByText(`${b.name} has been added to your cart`, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();

  // The cart, its quantities and its totals (decision 005).
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Your Cart' })).toBeVisible();
  await expect(cartLine(page, a.name).getByTestId('cart-line-quantity')).toHaveText('1');
  await expect(cartLine(page, b.name).getByTestId('cart-line-quantity')).toHaveText('2');
  await expectSummary(page, [
    { price: a.price, quantity: 1 },
    { price: b.price, quantity: 2 },
  ]);

  await cartLine(page, a.name).getByRole('button', { name: 'Increase quantity' }).click();
  await expect(cartLine(page, a.name).getByTestId('cart-line-quantity')).toHaveText('2');
  await cartLine(page, b.name).getByRole('button', { name: 'Decrease quantity' }).click();
  await expect(cartLine(page, b.name).getByTestId('cart-line-quantity')).toHaveText('1');
  await expect(cartLine(page, a.name).getByTestId('cart-line-total')).toHaveText(rupees.format(a.price * 2));
  await expectSummary(page, [
    { price: a.price, quantity: 2 },
    { price: b.price, quantity: 1 },
  ]);
  const placedTotal = expectedTotals([
    { price: a.price, quantity: 2 },
    { price: b.price, quantity: 1 },
  ]).total;

  // Checkout: the address, the same totals, one order.
  await page.getByRole('link', { name: 'Checkout', exact: true }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await page.getByLabel('Pincode').fill('2013');
  await page.getByRole('button', { name: 'Place order', exact: true }).click();
  await expect(page.getByText('Enter a valid 6-digit pincode')).toBeVisible();
  await fillAddress(page);
  await expect(page.getByTestId('summary-total')).toHaveText(rupees.format(placedTotal));
  await page.getByRole('button', { name: 'Place order', exact: true }).click();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Order placed', { exact: true })).toBeVisible();
  const orderId = page.url().split('/').pop() ?? '';
  const number = orderId.slice(-8).toUpperCase();
  await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();

  // The stock went down by what was bought.
  expect((await product(request, b.id)).stockQuantity).toBe(b.stockQuantity - 1);

  // Order history lists it, pending, with its total and actions.
  await page.goto('/orders');
  const card = page.getByTestId('order-card').filter({ hasText: `Order #${number}` });
  await expect(card).toBeVisible();
  await expect(card.getByTestId('order-status')).toHaveText('Pending');
  await expect(card.getByText(rupees.format(placedTotal)).first()).toBeVisible();
  await expect(card.getByText(`Quantity: 2 × ${rupees.format(a.price)}`)).toBeVisible();
  await expect(card.getByRole('link', { name: 'Track Order' })).toBeVisible();
  await expect(card.getByRole('link', { name: 'Rate & Review' })).toHaveCount(0);

  // Track Order shows the timeline; cancelling asks first, then puts the stock back.
  await card.getByRole('link', { name: 'Track Order' }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${orderId}#tracking$`));
  await expect(page.getByTestId('status-timeline')).toContainText('Pending');
  await page.getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByRole('dialog')).toContainText(`Cancel order #${number}?`);
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByTestId('order-status').first()).toHaveText('Cancelled');
  await expect(page.getByTestId('status-timeline')).toContainText('Cancelled');

  await page.goto(`/product/${b.id}`);
  await expect(page.getByText(`In Stock (${b.stockQuantity} available)`)).toBeVisible();
});

test('on a phone: the administrator delivers an order, the customer reviews it, and the review shows on the product', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const [item] = await stockedProducts(request, 'accessories');
  if (!item) throw new Error('need an in-stock accessory');
  const customer = await newCustomer(request);
  const asCustomer = { Authorization: `Bearer ${customer.token}` };
  await request.post('/api/cart/items', { headers: asCustomer, data: { productId: item.id, quantity: 1 } });
  const placed = await request.post('/api/orders', {
    headers: { ...asCustomer, 'Idempotency-Key': `e2e-${Date.now()}-review` },
    data: {
      shippingAddress: {
        name: 'Asha Verma',
        address: 'B-12, Alpha 1',
        city: 'Greater Noida',
        state: 'Uttar Pradesh',
        pincode: '201310',
        phone: '9876543210',
      },
    },
  });
  expect(placed.status()).toBe(201);
  const orderId = ((await placed.json()) as { data: { order: { id: string } } }).data.order.id;
  const number = orderId.slice(-8).toUpperCase();

  // The administrator finds it by number and moves it along, one allowed step at a time.
  const admin = await login(request, 'admin@demo.shop', 'Admin@123');
  const adminPage = await newPhoneOrDesktopPage(browser, baseURL, 'phone');
  await adminPage.goto('/');
  await signInBrowser(adminPage, admin);
  await adminPage.goto('/order-management');
  await expect(adminPage.getByRole('heading', { name: 'Order Management' })).toBeVisible();
  await adminPage.getByLabel('Search orders').fill(number);
  const row = adminPage.getByTestId('admin-order').filter({ hasText: number, visible: true });
  await expect(row).toHaveCount(1);
  await row.click();
  const sheet = adminPage.getByRole('dialog');
  await expect(sheet.getByRole('button', { name: 'Mark delivered' })).toHaveCount(0);
  await sheet.getByRole('button', { name: 'Start processing' }).click();
  // Shipping asks for the courier and the AWB number (decision 028).
  await sheet.getByRole('button', { name: 'Mark shipped' }).click();
  await sheet.getByLabel('Courier').selectOption('DTDC');
  await sheet.getByLabel('AWB / tracking number').fill('D70012345');
  await sheet.getByRole('button', { name: 'Confirm shipment' }).click();
  await expect(sheet.getByTestId('order-status')).toHaveText('Shipped');
  await expect(sheet.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  await sheet.getByRole('button', { name: 'Mark delivered' }).click();
  await expect(sheet.getByTestId('order-status')).toHaveText('Delivered');
  await expect(sheet.getByText('nothing more to do')).toBeVisible();
  await adminPage.context().close();

  // The customer rates it from the order history.
  const page = await newPhoneOrDesktopPage(browser, baseURL, 'phone');
  await page.goto('/');
  await signInBrowser(page, customer);
  await page.goto('/orders');
  const card = page.getByTestId('order-card').filter({ hasText: `Order #${number}` });
  await expect(card.getByTestId('order-status')).toHaveText('Delivered');
  await expect(card.getByRole('link', { name: 'Track Order' })).toHaveCount(0);
  await card.getByRole('link', { name: 'Rate & Review' }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${orderId}#review$`));
  const comment = `Beautiful finish, exactly as pictured ${Date.now()}`;
  // The shopper taps the fourth star (the radio's label). A forced check of the hidden radio clicked
  // where the page said it was, which the scroll to #review once the order loaded could move; a tap
  // on the star waits for it to hold still.
  const fourStars = page.getByRole('radio', { name: '4 stars' });
  await page.locator('label').filter({ has: fourStars }).click();
  await expect(fourStars).toBeChecked();
  await page.getByPlaceholder('What did you like about it? (optional)').fill(comment);
  await page.getByRole('button', { name: 'Submit review' }).click();
  await expect(page.getByText('Reviewed', { exact: true })).toBeVisible();

  await page.goto(`/product/${item.id}`);
  await expect(page.getByTestId('product-reviews')).toContainText(comment);
  await page.context().close();
});

test('a piece saved to the wishlist while signed out is there after signing in', async ({
  page,
  request,
  watch,
}) => {
  void watch;
  const [item] = await stockedProducts(request, 'clothing');
  if (!item) throw new Error('need a clothing product');
  await openPage(page, `/product/${item.id}`, 'phone');
  await page.getByRole('button', { name: `Add ${item.name} to wishlist` }).click();
  await expect(page.getByRole('link', { name: 'Wishlist, 1 item' })).toBeVisible();

  // Signing in through the page joins the browser's list to the account's (decision 034).
  const customer = await newCustomer(request);
  await signIn(page, customer.user.email, 'saffron-kettle-73');
  await page.goto('/wishlist');
  await expect(page.getByRole('heading', { name: 'My Wishlist' })).toBeVisible();
  await expect(page.getByText('1 item in your wishlist')).toBeVisible();
  await expect(page.getByRole('heading', { name: item.name })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contact for Custom Orders' })).toHaveAttribute(
    'href',
    new RegExp(`^https://wa\\.me/\\d+\\?text=.*${encodeURIComponent(item.name).slice(0, 12)}`),
  );

  await page.getByRole('button', { name: 'Clear wishlist' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Clear wishlist' }).click();
  await expect(page.getByText('Your wishlist is empty')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Shop Jewellery' })).toBeVisible();
});
