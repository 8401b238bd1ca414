import type { APIRequestContext, Page } from '@playwright/test';
import { counted, expect, openPage, test } from './support/test.js';

/**
 * A listing's Size filter and its cards for pieces sold in sizes (decision 024). The journey makes
 * its own two kurtis through the admin API, so it does not depend on what the demo data sells, and
 * deletes them at the end.
 */

interface ApiList {
  products: { id: string; name: string; image: string | null }[];
  pagination: { total: number };
}

async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/auth/login', {
    data: { email: 'admin@demo.shop', password: 'Admin@123' },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

async function list(request: APIRequestContext, query: string): Promise<ApiList> {
  const response = await request.get(`/api/products?${query}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: ApiList }).data;
}

/** A picture the shop already holds (a product needs one), borrowed from the demo kurtis. */
async function somePicture(request: APIRequestContext): Promise<string> {
  const { products } = await list(request, 'category=kurtis&limit=1');
  const image = products[0]?.image;
  if (!image) throw new Error('the demo kurtis have no picture to borrow');
  return image;
}

async function createKurti(
  request: APIRequestContext,
  token: string,
  picture: string,
  name: string,
  sizes: { size: string; stock: number; price?: number }[],
): Promise<string> {
  const response = await request.post('/api/products', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      name,
      description: 'Hand block-printed cotton kurti, made for the listing journey.',
      price: 900,
      category: 'kurtis',
      // Required by the form's shape; with options the variants' stock counts.
      stockQuantity: 0,
      image: picture,
      images: [picture],
      options: [{ name: 'Size', values: sizes.map((item) => item.size) }],
      variants: sizes.map((item) => ({
        optionValues: { Size: item.size },
        stockQuantity: item.stock,
        price: item.price ?? null,
      })),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { product: { id: string } } }).data.product.id;
}

const cards = (page: Page) => page.getByRole('main').getByRole('article');
const card = (page: Page, name: string) =>
  cards(page).filter({ has: page.getByRole('heading', { name, exact: true }) });

test('a shopper narrows kurtis to a size in stock, and a piece in several prices reads "from"', async ({
  page,
  request,
  watch,
}) => {
  void watch;
  test.setTimeout(60_000);
  const suffix = `${Date.now()}`.slice(-6);
  const ranged = `Sized Dabu Kurti ${suffix}`;
  const medium = `Medium Ajrakh Kurti ${suffix}`;
  const token = await adminToken(request);
  const picture = await somePicture(request);
  const ids = [
    // S and L in stock at two prices; M sold out.
    await createKurti(request, token, picture, ranged, [
      { size: 'S', stock: 2 },
      { size: 'M', stock: 0 },
      { size: 'L', stock: 3, price: 1250 },
    ]),
    // Only M in stock.
    await createKurti(request, token, picture, medium, [
      { size: 'M', stock: 4 },
      { size: 'L', stock: 0 },
    ]),
  ];

  // The filters the page offers come with its HTML: the browser does not ask for them again.
  const facetCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/products/facets') facetCalls.push(request.url());
  });

  try {
    await openPage(page, '/category/kurtis');
    const filters = page.getByRole('complementary', { name: 'Filters' });
    const sizes = filters.getByRole('group', { name: 'Size' });
    await expect(sizes.getByRole('button', { name: 'L', exact: true })).toBeVisible();

    // Newest first: both pieces are on the first page, each card as its variants make it.
    const rangedCard = card(page, ranged);
    await expect(rangedCard.getByText('Price from ₹900')).toBeVisible();
    await expect(card(page, medium).getByText('Price ₹900', { exact: true })).toBeVisible();
    await expect(rangedCard.getByRole('button', { name: /Add to Cart/ })).toHaveCount(0);
    await expect(rangedCard.getByRole('link', { name: 'Choose options' })).toHaveAttribute(
      'href',
      `/product/${ids[0]}`,
    );

    // Size L: the piece with L in stock stays, the one whose L is sold out goes.
    await sizes.getByRole('button', { name: 'L', exact: true }).click();
    await expect(page).toHaveURL(/[?&]size=L(&|$)/);
    await expect(sizes.getByRole('button', { name: 'L', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByRole('button', { name: 'Remove filter Size L' })).toBeVisible();
    // Sizes do not change what the listing offers, so its filters are not asked for again.
    expect(facetCalls).toEqual([]);
    await expect(card(page, ranged)).toHaveCount(1);
    await expect(card(page, medium)).toHaveCount(0);
    const withL = await list(request, 'category=kurtis&size=L&limit=12');
    await expect(
      page.getByText(`Showing ${counted(withL.pagination.total, 'product', 'products')}`, { exact: true }),
    ).toBeVisible();
    expect(await cards(page).getByRole('heading').allTextContents()).toEqual(
      withL.products.map((product) => product.name),
    );

    // Size M instead: only the piece with M in stock.
    await page.getByRole('button', { name: 'Remove filter Size L' }).click();
    await sizes.getByRole('button', { name: 'M', exact: true }).click();
    await expect(page).toHaveURL(/[?&]size=M(&|$)/);
    await expect(card(page, medium)).toHaveCount(1);
    await expect(card(page, ranged)).toHaveCount(0);

    // The server renders the filtered listing itself: the same pieces without the browser's help.
    const html = await (await request.get('/category/kurtis?size=M')).text();
    expect(html).toContain(medium);
    expect(html).not.toContain(ranged);
    expect(html).toMatch(/aria-pressed="true"[^>]*>M</);

    // A reload keeps the filter; "Clear All Filters" brings both back.
    await page.reload();
    await expect(sizes.getByRole('button', { name: 'M', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(card(page, ranged)).toHaveCount(0);
    await page.getByRole('button', { name: 'Clear All Filters' }).click();
    await expect(page).not.toHaveURL(/[?&]size=/);
    await expect(card(page, ranged)).toHaveCount(1);
    await expect(card(page, medium)).toHaveCount(1);

    // On a phone the drawer carries the same Size filter.
    await openPage(page, '/category/kurtis', 'phone');
    await page.getByRole('button', { name: 'Filters' }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await drawer.getByRole('group', { name: 'Size' }).getByRole('button', { name: 'L', exact: true }).click();
    await expect(page).toHaveURL(/[?&]size=L(&|$)/);
    await drawer
      .getByRole('button', { name: `Show ${counted(withL.pagination.total, 'result', 'results')}` })
      .click();
    await expect(card(page, ranged)).toHaveCount(1);
    await expect(card(page, medium)).toHaveCount(0);

    // "Choose options" leads to the piece's page, where its size is picked.
    await card(page, ranged).getByRole('link', { name: 'Choose options' }).click();
    await expect(page).toHaveURL(new RegExp(`/product/${ids[0]}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  } finally {
    // The product page must not still be asking for its reviews when the piece is deleted.
    await page.goto('about:blank');
    for (const id of ids) {
      await request.delete(`/api/products/${id}`, { headers: { authorization: `Bearer ${token}` } });
    }
  }
});
