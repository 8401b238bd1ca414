import type { APIRequestContext } from '@playwright/test';
import { fillAddress, login, newCustomer, signInBrowser } from './support/shoppers.js';
import { expect, openPage, test } from './support/test.js';

/** Journeys of issue 10 on a shopper's phone: sizes and colours, a note, two sizes in one order. */

interface Variant {
  id: string;
  sku: string;
  title: string;
  stockQuantity: number;
}
interface CreatedProduct {
  id: string;
  name: string;
  variants: Variant[];
}

/**
 * A kurti of our own (the journey does not lean on the demo catalogue): S, M, L in Indigo and
 * Rust. S / Indigo is sold out, L / Rust is not made, L costs more, and it takes initials.
 */
async function createKurti(request: APIRequestContext): Promise<CreatedProduct> {
  const admin = await login(request, 'admin@demo.shop', 'Admin@123');
  const suffix = `${Date.now()}`.slice(-6);
  // A demo kurti's picture will do: the journey is about sizes, not pictures.
  const listing = (await (await request.get('/api/products?category=kurtis&limit=1')).json()) as {
    data: { products: { image: string }[] };
  };
  const picture = listing.data.products[0]?.image;
  if (!picture) throw new Error('the demo catalogue has no kurti picture');
  const response = await request.post('/api/products', {
    headers: { Authorization: `Bearer ${admin.token}` },
    data: {
      name: `Bagru Sizes Kurti ${suffix}`,
      description: 'Hand block-printed cotton from Bagru.',
      price: 1100,
      originalPrice: 1400,
      category: 'kurtis',
      image: picture,
      stockQuantity: 0,
      options: [
        { name: 'Size', values: ['S', 'M', 'L'] },
        { name: 'Colour', values: ['Indigo', 'Rust'] },
      ],
      variants: [
        { optionValues: { Size: 'S', Colour: 'Indigo' }, stockQuantity: 0, sku: `BSK-${suffix}-S-IND` },
        { optionValues: { Size: 'S', Colour: 'Rust' }, stockQuantity: 2, sku: `BSK-${suffix}-S-RUS` },
        { optionValues: { Size: 'M', Colour: 'Indigo' }, stockQuantity: 3, sku: `BSK-${suffix}-M-IND` },
        { optionValues: { Size: 'M', Colour: 'Rust' }, stockQuantity: 1, sku: `BSK-${suffix}-M-RUS` },
        {
          optionValues: { Size: 'L', Colour: 'Indigo' },
          stockQuantity: 4,
          price: 1250,
          sku: `BSK-${suffix}-L-IND`,
        },
      ],
      personalisation: { label: 'Initials on the pocket', maxLength: 3 },
      craft: 'Bagru block print',
      material: 'Cotton',
      origin: 'Bagru, Rajasthan',
      artisan: 'Chhipa printers of Bagru',
      care: 'Hand wash cold, dry in shade',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { product: CreatedProduct } }).data.product;
}

const byTitle = (product: CreatedProduct, title: string) => {
  const variant = product.variants.find((item) => item.title === title);
  if (!variant) throw new Error(`no variant ${title}`);
  return variant;
};

test('on a phone: a shopper chooses sizes and colours, orders two sizes of one kurti, and the order names them', async ({
  page,
  request,
  watch,
}) => {
  void watch;
  test.setTimeout(120_000);
  const kurti = await createKurti(request);
  const shopper = await newCustomer(request);

  await openPage(page, `/product/${kurti.id}`, 'phone');
  await signInBrowser(page, shopper);
  await page.reload();
  await expect(page.locator('html[data-hydrated]')).toBeAttached();

  // Before a choice the price reads "from" the cheapest size, and the Made-by section tells the craft.
  await expect(page.getByTestId('shown-price')).toContainText('from');
  await expect(page.getByTestId('shown-price')).toContainText('₹1,100');
  await expect(page.getByTestId('made-by')).toContainText('Bagru block print');
  await expect(page.getByTestId('made-by')).toContainText('Chhipa printers of Bagru');

  // "Add to Cart" without a size says so on the picker, and adds nothing.
  await page.getByRole('button', { name: 'Add to Cart' }).last().click();
  await expect(page.getByRole('alert').filter({ hasText: 'Choose a size' })).toBeVisible();

  // Size M, then Rust: the address keeps the choice, the stock and SKU follow it.
  const sizes = page.getByRole('group', { name: /^Size/ });
  const colours = page.getByRole('group', { name: /^Colour/ });
  await sizes.getByRole('button', { name: 'M', exact: true }).click();
  await colours.getByRole('button', { name: 'Rust', exact: true }).click();
  const mediumRust = byTitle(kurti, 'M / Rust');
  await expect(page).toHaveURL(new RegExp(`\\?variant=${mediumRust.id}$`));
  await expect(page.getByTestId('stock-text')).toHaveText('In Stock (1 available)');
  await expect(page.getByTestId('shown-sku')).toHaveText(mediumRust.sku);

  // With Indigo chosen, S is struck through; choosing it says "Out of Stock".
  await colours.getByRole('button', { name: 'Indigo', exact: true }).click();
  await sizes.getByRole('button', { name: 'S, out of stock' }).click();
  await expect(page.getByTestId('stock-text')).toHaveText('Out of Stock');
  // L costs more, and its price follows the choice.
  await sizes.getByRole('button', { name: 'L', exact: true }).click();
  await expect(page.getByTestId('shown-price')).toContainText('₹1,250');
  await expect(page.getByTestId('shown-price')).not.toContainText('from');

  // A shared link opens the same size: M / Indigo, with initials, into the cart.
  const mediumIndigo = byTitle(kurti, 'M / Indigo');
  await page.goto(`/product/${kurti.id}?variant=${mediumIndigo.id}`);
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await expect(sizes.getByRole('button', { name: 'M', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(colours.getByRole('button', { name: 'Indigo', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByLabel(/Initials on the pocket/).fill('AVX');
  await page.getByRole('button', { name: 'Add to Cart' }).last().click();
  await expect(
    page.getByText(`${kurti.name} (M / Indigo) has been added to your cart`, { exact: true }),
  ).toBeVisible();

  // And L / Indigo, without initials: a second line of the same kurti.
  await sizes.getByRole('button', { name: 'L', exact: true }).click();
  await page.getByLabel(/Initials on the pocket/).fill('');
  await page.getByRole('button', { name: 'Add to Cart' }).last().click();
  await expect(
    page.getByText(`${kurti.name} (L / Indigo) has been added to your cart`, { exact: true }),
  ).toBeVisible();

  // The cart shows both sizes as their own lines.
  await page.goto('/cart');
  const lines = page.getByTestId('cart-line').filter({ hasText: kurti.name });
  await expect(lines).toHaveCount(2);
  await expect(lines.getByTestId('cart-line-variant')).toHaveText(['M / Indigo', 'L / Indigo']);
  await expect(lines.first()).toContainText('Initials on the pocket: “AVX”');

  // Checkout; the order lists each size with its SKU and the note.
  await page.getByRole('link', { name: 'Checkout', exact: true }).click();
  await fillAddress(page);
  await page.getByRole('button', { name: 'Place order', exact: true }).click();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
  const orderLines = page.getByTestId('order-line').filter({ hasText: kurti.name });
  await expect(orderLines).toHaveCount(2);
  const medium = orderLines.filter({ hasText: 'M / Indigo' });
  await expect(medium).toContainText(mediumIndigo.sku);
  await expect(medium).toContainText('“AVX”');
  await expect(orderLines.filter({ hasText: 'L / Indigo' })).toContainText(byTitle(kurti, 'L / Indigo').sku);

  // Stock went down for those two variants only.
  const after = (await (await request.get(`/api/products/id/${kurti.id}`)).json()) as {
    data: { product: CreatedProduct };
  };
  const stockOf = (title: string) => byTitle(after.data.product, title).stockQuantity;
  expect([stockOf('M / Indigo'), stockOf('L / Indigo'), stockOf('M / Rust')]).toEqual([2, 3, 1]);
});

async function demoProduct(request: APIRequestContext, name: string) {
  const answer = (await (
    await request.get(`/api/products?search=${encodeURIComponent(name)}&limit=5`)
  ).json()) as {
    data: { products: { id: string; name: string }[] };
  };
  const found = answer.data.products.find((item) => item.name === name);
  if (!found) throw new Error(`the demo catalogue has no "${name}"`);
  return found;
}

test('a sold one-of-a-kind piece keeps its page with "Sold" and similar pieces; a made-to-order one says when it ships', async ({
  page,
  request,
  watch,
}) => {
  void watch;
  const sold = await request.get('/api/products/slug/terracotta-bead-necklace');
  const { product: necklace } = (
    (await sold.json()) as { data: { product: { id: string; isSold: boolean } } }
  ).data;
  expect(necklace.isSold).toBe(true);

  const response = await openPage(page, `/product/${necklace.id}`, 'phone');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Terracotta Bead Necklace' })).toBeVisible();
  await expect(page.getByText('Sold', { exact: true }).first()).toBeVisible();
  await expect(page.getByTestId('stock-text')).toHaveText('Sold');
  // Nothing to buy: the "Order on WhatsApp" and the quantity are gone (the similar cards keep theirs).
  await expect(page.getByRole('link', { name: 'Order on WhatsApp' })).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Quantity' })).toHaveCount(0);
  const similar = page.getByRole('region', { name: 'Similar pieces' });
  await expect(similar.getByRole('article').first()).toBeVisible();

  const saree = await demoProduct(request, 'Chanderi Silk Saree with Zari Border');
  await openPage(page, `/product/${saree.id}`, 'phone');
  await expect(page.getByTestId('stock-text')).toHaveText('Made to order · ships in 21 days');
});
