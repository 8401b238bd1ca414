import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, products, shopSettings } from '../../../db/schema/index.js';
import { createCategory, createImage, createProduct } from '../../../../test/support/catalog-fixtures.js';
import { createUserWithSession } from '../../../../test/support/fixtures.js';
import { addToCart, checkout } from '../../../../test/support/order-fixtures.js';
import { createTestApp, json, type TestApp } from '../../../../test/support/test-app.js';

/**
 * Rates as the law has them (issue 23, decision 051): a category's or product's rule is a flat rate
 * or a slab by the value of a piece; only rates in force may be set, a retired one already stored
 * stays readable and savable; carts and checkout decide a slab per piece, after its coupon share.
 */

let t: TestApp;
let adminAuth: string;
let imageId: string;
const url = (id: string) => `/images/${id}/640.webp`;
const APPAREL = { upTo: 2500, rateAbove: 18 };

beforeAll(async () => {
  t = await createTestApp();
  adminAuth = (await createUserWithSession(t.db, 'admin')).authorization;
  imageId = (await createImage(t.db)).id;
  // A registered shop whose prices include GST (decision 050), so the cart shows the GST it contains.
  await t.db.insert(shopSettings).values([
    { section: 'business', value: { gstin: '09AAACK1234F1ZY' } },
    { section: 'tax', value: { registered: true, pricesIncludeGst: true } },
  ]);
});

afterAll(async () => {
  await t.close();
});

const send = (method: 'POST' | 'PUT' | 'GET', path: string, payload?: object) =>
  t.app.inject({
    method,
    url: path,
    headers: { authorization: adminAuth },
    ...(payload === undefined ? {} : { payload }),
  });

let counter = 0;
const unique = (name: string) => `${name} ${(counter += 1)}`;

async function newCategory(body: object = {}) {
  const response = await send('POST', '/api/categories', { name: unique('Kurtis'), ...body });
  expect(response.statusCode, response.body).toBe(201);
  return json(response).data.category as { id: string; slug: string; gstRate: number; gstSlab: unknown };
}

const productBody = (category: string, over: object = {}) => ({
  name: unique('Ajrakh Kurta'),
  description: 'Hand block-printed cotton.',
  price: 1299,
  category,
  stockQuantity: 20,
  image: url(imageId),
  images: [url(imageId)],
  ...over,
});

async function newProduct(category: string, over: object = {}) {
  const response = await send('POST', '/api/products', productBody(category, over));
  expect(response.statusCode, response.body).toBe(201);
  return json(response).data.product as {
    id: string;
    countryOfOrigin: string;
    tax: Record<string, unknown>;
  };
}

const detailsOf = (response: { body: string }) =>
  json(response).details as { field: string; message: string }[];

describe('a rate rule on categories and products', () => {
  it('keeps a slab on a category and gives it to its products, whose own rule wins', async () => {
    const kurtis = await newCategory({ hsnCode: '6211', gstRate: 5, gstSlab: APPAREL });
    expect(kurtis).toMatchObject({ gstRate: 5, gstSlab: APPAREL });
    const listed = json(await send('GET', '/api/categories?includeInactive=true')).data.categories as {
      id: string;
    }[];
    expect(listed.find((category) => category.id === kurtis.id)).toMatchObject({ gstSlab: APPAREL });

    const kurta = await newProduct(kurtis.slug);
    expect(kurta.tax).toEqual({
      hsnCode: '6211',
      gstRate: 5,
      slab: APPAREL,
      ownHsnCode: null,
      ownGstRate: null,
      ownSlab: null,
    });
    const own = await newProduct(kurtis.slug, { gstRate: 5, gstSlab: { upTo: 1000, rateAbove: 18 } });
    expect(own.tax).toMatchObject({
      gstRate: 5,
      slab: { upTo: 1000, rateAbove: 18 },
      ownGstRate: 5,
      ownSlab: { upTo: 1000, rateAbove: 18 },
    });
    // A flat rate of its own: no slab, whatever its category's.
    const flat = await newProduct(kurtis.slug, { gstRate: 3 });
    expect(flat.tax).toMatchObject({ gstRate: 3, slab: null, ownSlab: null });

    // The category's rule back (rate null): its own slab goes with its rate.
    const back = await send('PUT', `/api/products/${own.id}`, { gstRate: null });
    expect(back.statusCode, back.body).toBe(200);
    expect(json(back).data.product.tax).toMatchObject({ gstRate: 5, slab: APPAREL, ownSlab: null });
    const [row] = await t.db.select().from(products).where(eq(products.id, own.id));
    expect(row).toMatchObject({ gstRate: null, gstSlabUpToPaise: null, gstRateAbove: null });

    // A category made flat again.
    const flatAgain = await send('PUT', `/api/categories/${kurtis.id}`, {
      name: 'Kurtis flat',
      gstRate: 5,
      gstSlab: null,
    });
    expect(json(flatAgain).data.category).toMatchObject({ gstRate: 5, gstSlab: null });
  });

  it.each([
    [{ gstRate: 12 }, 'gstRate', '12% is no longer in force; choose one of 0, 0.25, 1.5, 3, 5, 18, 40 (%)'],
    [{ gstRate: 28 }, 'gstRate', '28% is no longer in force; choose one of 0, 0.25, 1.5, 3, 5, 18, 40 (%)'],
    [{ gstRate: 7 }, 'gstRate', 'GST rate must be one of 0, 0.25, 1.5, 3, 5, 18, 40 (%)'],
    [
      { gstRate: 5, gstSlab: { upTo: 2500, rateAbove: 5 } },
      'gstSlab.rateAbove',
      'Rate above must be more than the rate up to the value (5%)',
    ],
    [
      { gstRate: 18, gstSlab: { upTo: 2500, rateAbove: 5 } },
      'gstSlab.rateAbove',
      'Rate above must be more than the rate up to the value (18%)',
    ],
    [
      { gstRate: 5, gstSlab: { upTo: 2500, rateAbove: 12 } },
      'gstSlab.rateAbove',
      '12% is no longer in force; choose one of 0, 0.25, 1.5, 3, 5, 18, 40 (%)',
    ],
    [
      { gstRate: 5, gstSlab: { upTo: 0, rateAbove: 18 } },
      'gstSlab.upTo',
      'Value of a piece must be more than ₹0, with at most 2 decimals',
    ],
    [
      { gstRate: 5, gstSlab: { upTo: -2500, rateAbove: 18 } },
      'gstSlab.upTo',
      'Value of a piece must be more than ₹0, with at most 2 decimals',
    ],
  ])('refuses a category or product with %j: 422 on %s', async (rule, field, message) => {
    const category = await send('POST', '/api/categories', { name: unique('Refused'), ...rule });
    expect(category.statusCode).toBe(422);
    expect(detailsOf(category)).toContainEqual({ field, message });
    const home = await newCategory();
    const product = await send('POST', '/api/products', productBody(home.slug, rule));
    expect(product.statusCode).toBe(422);
    expect(detailsOf(product)).toContainEqual({ field, message });
    const kept = await newProduct(home.slug);
    const change = await send('PUT', `/api/products/${kept.id}`, rule);
    expect(change.statusCode).toBe(422);
    expect(detailsOf(change)).toContainEqual({ field, message });
  });

  it("refuses a product's own slab without its own rate", async () => {
    const home = await newCategory();
    const response = await send('POST', '/api/products', productBody(home.slug, { gstSlab: APPAREL }));
    expect(response.statusCode).toBe(422);
    expect(detailsOf(response)).toEqual([
      { field: 'gstSlab', message: 'A product’s own slab needs its own GST rate' },
    ]);
  });

  it('reads a retired rate a shop stored, saves the rest unchanged, and sets only rates in force', async () => {
    const old = await createCategory(t.db, { name: unique('Old Kurtis') });
    await t.db
      .update(categories)
      .set({ gstRate: 12, gstSlabUpToPaise: 1000_00, gstRateAbove: 28 })
      .where(eq(categories.id, old.id));
    const kurta = await createProduct(t.db, { name: unique('Old Kurta'), price: 999, categoryId: old.id });
    const piece = await createProduct(t.db, { name: unique('Old Stole'), price: 999, categoryId: old.id });
    await t.db.update(products).set({ gstRate: 28 }).where(eq(products.id, piece.id));

    const listed = json(await send('GET', '/api/categories?includeInactive=true')).data.categories as {
      id: string;
    }[];
    expect(listed.find((category) => category.id === old.id)).toMatchObject({
      gstRate: 12,
      gstSlab: { upTo: 1000, rateAbove: 28 },
    });
    const read = await t.app.inject({ method: 'GET', url: `/api/products/id/${kurta.id}` });
    expect(read.statusCode).toBe(200);
    expect(json(read).data.product.tax).toMatchObject({ gstRate: 12, slab: { upTo: 1000, rateAbove: 28 } });

    // The form sends every field back as it was: the retired rates stay.
    const same = await send('PUT', `/api/categories/${old.id}`, {
      name: 'Old Kurtis renamed',
      gstRate: 12,
      gstSlab: { upTo: 1000, rateAbove: 28 },
    });
    expect(same.statusCode, same.body).toBe(200);
    expect(json(same).data.category).toMatchObject({ name: 'Old Kurtis renamed', gstRate: 12 });
    const sameProduct = await send('PUT', `/api/products/${piece.id}`, {
      name: 'Old Stole renamed',
      gstRate: 28,
    });
    expect(sameProduct.statusCode, sameProduct.body).toBe(200);
    expect(json(sameProduct).data.product.tax).toMatchObject({ gstRate: 28, ownGstRate: 28 });
    const untouched = await send('PUT', `/api/products/${piece.id}`, {
      description: 'Still 28% until changed',
    });
    expect(untouched.statusCode).toBe(200);

    // Changing to another retired rate is refused; to a rate in force is taken.
    const other = await send('PUT', `/api/categories/${old.id}`, { name: 'Old Kurtis', gstRate: 28 });
    expect(other.statusCode).toBe(422);
    expect(detailsOf(other)[0]?.field).toBe('gstRate');
    const now = await send('PUT', `/api/categories/${old.id}`, {
      name: 'Old Kurtis',
      gstRate: 5,
      gstSlab: APPAREL,
    });
    expect(json(now).data.category).toMatchObject({ gstRate: 5, gstSlab: APPAREL });
  });
});

describe('country of origin', () => {
  it('is India unless set, 2 to 56 letters, and answered with the product', async () => {
    const home = await newCategory();
    const made = await newProduct(home.slug);
    expect(made.countryOfOrigin).toBe('India');
    const nepal = await newProduct(home.slug, { countryOfOrigin: ' Nepal ' });
    expect(nepal.countryOfOrigin).toBe('Nepal');
    const read = await t.app.inject({ method: 'GET', url: `/api/products/id/${nepal.id}` });
    expect(json(read).data.product.countryOfOrigin).toBe('Nepal');
    const changed = await send('PUT', `/api/products/${made.id}`, { countryOfOrigin: 'Sri Lanka' });
    expect(json(changed).data.product.countryOfOrigin).toBe('Sri Lanka');
    for (const countryOfOrigin of ['X', '', '12345', 'A'.repeat(57)]) {
      const refused = await send('PUT', `/api/products/${made.id}`, { countryOfOrigin });
      expect(refused.statusCode).toBe(422);
      expect(detailsOf(refused)).toEqual([
        { field: 'countryOfOrigin', message: 'Country of origin must be 2 to 56 letters' },
      ]);
    }
  });
});

describe('a slab decided per piece in the cart and at checkout', () => {
  let slab: { slug: string };
  beforeAll(async () => {
    slab = await newCategory({ gstRate: 5, gstSlab: APPAREL });
  });

  async function cartFor(lines: [string, number][]) {
    const me = await createUserWithSession(t.db, 'customer');
    let cart: { summary: { gst: number; total: number } } | undefined;
    for (const [productId, quantity] of lines) {
      cart = await addToCart(t.app, me.authorization, productId, quantity);
    }
    return { me, summary: cart?.summary };
  }

  it('taxes ₹2,625 at 5% and ₹2,626 at 18%, a piece at a time', async () => {
    const at = await newProduct(slab.slug, { price: 2625 });
    const above = await newProduct(slab.slug, { price: 2626 });
    // ₹2,625 is ₹2,500.00 at 5%: 5%, GST ₹125.
    expect((await cartFor([[at.id, 1]])).summary).toMatchObject({ gst: 125, total: 2625 });
    // ₹2,626 is ₹2,500.95 at 5%: 18%, taxable ₹2,225.42, GST ₹400.58.
    expect((await cartFor([[above.id, 1]])).summary).toMatchObject({ gst: 400.58, total: 2626 });
    // Three at ₹2,625 on one line are still ₹2,500 a piece: 5%.
    expect((await cartFor([[at.id, 3]])).summary).toMatchObject({ gst: 375, total: 7875 });
  });

  it('lets a coupon move a piece below the line, in the cart and in the order', async () => {
    const piece = await newProduct(slab.slug, { price: 2700 });
    // ₹2,700 is ₹2,571.43 at 5%: 18% without a coupon.
    const { me, summary } = await cartFor([[piece.id, 1]]);
    expect(summary).toMatchObject({ gst: 411.86, total: 2700 });
    const code = `SLAB${Date.now()}`;
    const coupon = await send('POST', '/api/coupons', { code, type: 'percent', value: 10 });
    expect(coupon.statusCode, coupon.body).toBe(201);
    const applied = await t.app.inject({
      method: 'POST',
      url: '/api/cart/coupon',
      headers: { authorization: me.authorization },
      payload: { code },
    });
    expect(applied.statusCode, applied.body).toBe(200);
    // ₹270 off: ₹2,430 is ₹2,314.29 at 5%, so 5%, GST ₹115.71.
    expect(json(applied).data.cart.summary).toMatchObject({ discount: 270, gst: 115.71, total: 2430 });
    const placed = await checkout(t.app, me.authorization);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(json(placed).data.order).toMatchObject({ discount: 270, gst: 115.71, total: 2430 });
  });
});
