import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index.js';
import { createUserWithSession } from '../../../test/support/fixtures.js';
import { addToCart, cartOf, makeProduct, useGstMode } from '../../../test/support/order-fixtures.js';
import { createTestApp, json, type TestApp } from '../../../test/support/test-app.js';

describe('cart API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // These totals are decision 005's, GST added on top; decision 050's other modes are in apps/server/test/tax-modes.test.ts.
    await useGstMode(t.db, 'exclusive');
  });
  afterAll(async () => {
    await t.close();
  });

  const customer = () => createUserWithSession(t.db, 'customer');
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    authorization: string,
    payload?: unknown,
  ) =>
    t.app.inject({
      method,
      url,
      headers: { authorization },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  it('refuses a visitor with 401', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/cart' });
    expect(response.statusCode).toBe(401);
    expect(json(response)).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
  });

  it('shows an empty cart with zero totals', async () => {
    const me = await customer();
    const response = await call('GET', '/api/cart', me.authorization);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({
      success: true,
      data: {
        cart: {
          items: [],
          summary: {
            count: 0,
            subtotal: 0,
            discount: 0,
            delivery: 0,
            gst: 0,
            total: 0,
            gstIncluded: false,
            roundOff: 0,
          },
          coupon: null,
        },
      },
    });
  });

  it('adds a product (quantity 1 by default), prices it from the catalogue and applies the totals of decision 005', async () => {
    const me = await customer();
    const jhumka = await makeProduct(t.db, { name: 'Kundan Jhumka', price: 1499, originalPrice: 1999 });
    const response = await call('POST', '/api/cart/items', me.authorization, { productId: jhumka.id });
    expect(response.statusCode).toBe(200);
    const { cart } = json(response).data;
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({
      productId: jhumka.id,
      quantity: 1,
      price: 1499,
      lineTotal: 1499,
      name: 'Kundan Jhumka',
      available: true,
      maxQuantity: 10,
      product: { id: jhumka.id, name: 'Kundan Jhumka', price: 1499, originalPrice: 1999, stockQuantity: 10 },
    });
    expect(cart.items[0]!.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(cart.summary).toEqual({
      count: 1,
      subtotal: 1499,
      discount: 0,
      delivery: 50,
      // GST on top (decision 005), to the paisa, and the total rounded to rupees (decision 050).
      gst: 278.82,
      total: 1828,
      gstIncluded: false,
      roundOff: 0.18,
    });
  });

  it('merges a second add into the same line; free delivery from ₹1,500', async () => {
    const me = await customer();
    const scarf = await makeProduct(t.db, { name: 'Bandhani Scarf', price: 750 });
    await addToCart(t.app, me.authorization, scarf.id);
    const response = await call('POST', '/api/cart/items', me.authorization, {
      productId: scarf.id,
      quantity: 1,
    });
    const { cart } = json(response).data;
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({ quantity: 2, lineTotal: 1500 });
    expect(cart.summary).toEqual({
      count: 2,
      subtotal: 1500,
      discount: 0,
      delivery: 0,
      gst: 270,
      total: 1770,
      gstIncluded: false,
      roundOff: 0,
    });
  });

  it.each([0, -1, 1.5, 1e9, 'x', 'two', null])(
    'refuses quantity %s with 422 naming quantity, changing nothing',
    async (quantity) => {
      const me = await customer();
      const product = await makeProduct(t.db, { name: 'Silver Anklet', price: 500 });
      await addToCart(t.app, me.authorization, product.id, 2);
      const response = await call('POST', '/api/cart/items', me.authorization, {
        productId: product.id,
        quantity,
      });
      expect(response.statusCode).toBe(422);
      const body = json(response);
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(body.details.map((detail: { field: string }) => detail.field)).toContain('quantity');
      expect(await cartOf(t.db, me.userId)).toEqual([{ productId: product.id, quantity: 2 }]);
    },
  );

  it('refuses a price sent by the browser and adds nothing', async () => {
    const me = await customer();
    const product = await makeProduct(t.db, { name: 'Temple Necklace', price: 2400 });
    const response = await call('POST', '/api/cart/items', me.authorization, {
      productId: product.id,
      quantity: 1,
      price: 1,
    });
    expect(response.statusCode).toBe(422);
    expect(json(response).details).toEqual([
      { field: 'price', message: expect.stringContaining('set by the shop') },
    ]);
    expect(await cartOf(t.db, me.userId)).toEqual([]);
  });

  it('refuses more than the stock, counting what is already in the cart', async () => {
    const me = await customer();
    const product = await makeProduct(t.db, { name: 'Oxidised Ring', price: 300, stockQuantity: 3 });
    const tooMany = await call('POST', '/api/cart/items', me.authorization, {
      productId: product.id,
      quantity: 4,
    });
    expect(tooMany.statusCode).toBe(409);
    expect(json(tooMany)).toMatchObject({ message: 'Only 3 left in stock', code: 'OUT_OF_STOCK' });
    expect(await cartOf(t.db, me.userId)).toEqual([]);

    await addToCart(t.app, me.authorization, product.id, 2);
    const merged = await call('POST', '/api/cart/items', me.authorization, {
      productId: product.id,
      quantity: 2,
    });
    expect(merged.statusCode).toBe(409);
    expect(json(merged).message).toBe('Only 3 left in stock');
    expect(await cartOf(t.db, me.userId)).toEqual([{ productId: product.id, quantity: 2 }]);
  });

  it('refuses an out-of-stock product', async () => {
    const me = await customer();
    const product = await makeProduct(t.db, { name: 'Sold Out Bangle', price: 900, stockQuantity: 0 });
    const response = await call('POST', '/api/cart/items', me.authorization, { productId: product.id });
    expect(response.statusCode).toBe(409);
    expect(json(response)).toMatchObject({
      success: false,
      code: 'OUT_OF_STOCK',
      message: 'This product is currently unavailable',
    });
    expect(await cartOf(t.db, me.userId)).toEqual([]);
  });

  it('answers 404 for an inactive or unknown product and 422 for a malformed id', async () => {
    const me = await customer();
    const hidden = await makeProduct(t.db, { name: 'Hidden Clutch', price: 800, isActive: false });
    for (const productId of [hidden.id, '7b0f6c1e-6f1a-4c59-9a51-2b9d8f0f4a11']) {
      const response = await call('POST', '/api/cart/items', me.authorization, { productId });
      expect(response.statusCode).toBe(404);
      expect(json(response)).toMatchObject({ code: 'NOT_FOUND', message: 'Product not found' });
    }
    const malformed = await call('POST', '/api/cart/items', me.authorization, { productId: 'abc' });
    expect(malformed.statusCode).toBe(422);
    expect(json(malformed).details[0].field).toBe('productId');
    expect(await cartOf(t.db, me.userId)).toEqual([]);
  });

  it('sets a quantity with PUT, and removes the line at 0 or below', async () => {
    const me = await customer();
    const a = await makeProduct(t.db, { name: 'Cotton Kurta', price: 1200 });
    const b = await makeProduct(t.db, { name: 'Jute Tote', price: 400 });
    await addToCart(t.app, me.authorization, a.id);
    const cart = await addToCart(t.app, me.authorization, b.id);
    const lineA = cart.items.find((item: { productId: string }) => item.productId === a.id);
    const lineB = cart.items.find((item: { productId: string }) => item.productId === b.id);

    const set = await call('PUT', `/api/cart/items/${lineA!.id}`, me.authorization, { quantity: 3 });
    expect(set.statusCode).toBe(200);
    expect(json(set).data.cart.summary).toEqual({
      count: 4,
      subtotal: 4000,
      discount: 0,
      delivery: 0,
      gst: 720,
      total: 4720,
      gstIncluded: false,
      roundOff: 0,
    });

    const zero = await call('PUT', `/api/cart/items/${lineB!.id}`, me.authorization, { quantity: 0 });
    expect(zero.statusCode).toBe(200);
    expect(json(zero).data.cart.items.map((item: { productId: string }) => item.productId)).toEqual([a.id]);

    const negative = await call('PUT', `/api/cart/items/${lineA!.id}`, me.authorization, { quantity: -1 });
    expect(negative.statusCode).toBe(200);
    expect(json(negative).data.cart.items).toEqual([]);
  });

  it('refuses a PUT above stock or of a fraction, changing nothing', async () => {
    const me = await customer();
    const product = await makeProduct(t.db, { name: 'Mirror Work Bag', price: 650, stockQuantity: 4 });
    const cart = await addToCart(t.app, me.authorization, product.id, 2);
    const url = `/api/cart/items/${cart.items[0]!.id}`;

    const above = await call('PUT', url, me.authorization, { quantity: 5 });
    expect(above.statusCode).toBe(409);
    expect(json(above).message).toBe('Only 4 left in stock');

    for (const quantity of [1.5, 1e9, 'x']) {
      const bad = await call('PUT', url, me.authorization, { quantity });
      expect(bad.statusCode).toBe(422);
      expect(json(bad).details[0].field).toBe('quantity');
    }
    const priced = await call('PUT', url, me.authorization, { quantity: 1, price: 1 });
    expect(priced.statusCode).toBe(422);
    expect(await cartOf(t.db, me.userId)).toEqual([{ productId: product.id, quantity: 2 }]);
  });

  it("never touches another customer's line: PUT and DELETE answer 404", async () => {
    const owner = await customer();
    const intruder = await customer();
    const product = await makeProduct(t.db, { name: 'Pashmina Shawl', price: 3200 });
    const cart = await addToCart(t.app, owner.authorization, product.id, 2);
    const url = `/api/cart/items/${cart.items[0]!.id}`;

    for (const [method, payload] of [
      ['PUT', { quantity: 5 }],
      ['PUT', { quantity: 0 }],
      ['DELETE', undefined],
    ] as const) {
      const response = await call(method, url, intruder.authorization, payload);
      expect(response.statusCode).toBe(404);
      expect(json(response)).toMatchObject({ code: 'NOT_FOUND', message: 'Cart item not found' });
    }
    const cleared = await call('DELETE', '/api/cart', intruder.authorization);
    expect(json(cleared).data.cart.items).toEqual([]);
    expect(await cartOf(t.db, owner.userId)).toEqual([{ productId: product.id, quantity: 2 }]);
  });

  it('removes one line with DELETE and empties the cart with DELETE /api/cart', async () => {
    const me = await customer();
    const a = await makeProduct(t.db, { name: 'Beaded Bracelet', price: 250 });
    const b = await makeProduct(t.db, { name: 'Block Print Dupatta', price: 850 });
    await addToCart(t.app, me.authorization, a.id);
    const cart = await addToCart(t.app, me.authorization, b.id);
    const lineA = cart.items.find((item: { productId: string }) => item.productId === a.id);

    const removed = await call('DELETE', `/api/cart/items/${lineA!.id}`, me.authorization);
    expect(removed.statusCode).toBe(200);
    expect(json(removed).data.cart.items.map((item: { name: string }) => item.name)).toEqual([
      'Block Print Dupatta',
    ]);
    const again = await call('DELETE', `/api/cart/items/${lineA!.id}`, me.authorization);
    expect(again.statusCode).toBe(404);

    const cleared = await call('DELETE', '/api/cart', me.authorization);
    expect(cleared.statusCode).toBe(200);
    expect(json(cleared).data.cart).toEqual({
      items: [],
      summary: {
        count: 0,
        subtotal: 0,
        discount: 0,
        delivery: 0,
        gst: 0,
        total: 0,
        gstIncluded: false,
        roundOff: 0,
      },
      coupon: null,
    });
    expect(await cartOf(t.db, me.userId)).toEqual([]);
  });

  it('re-prices lines from the catalogue and flags withdrawn or sold-out products', async () => {
    const me = await customer();
    const repriced = await makeProduct(t.db, { name: 'Silk Saree', price: 2000 });
    const withdrawn = await makeProduct(t.db, { name: 'Old Design Ring', price: 600 });
    const short = await makeProduct(t.db, { name: 'Last Few Earrings', price: 400, stockQuantity: 5 });
    await addToCart(t.app, me.authorization, repriced.id);
    await addToCart(t.app, me.authorization, withdrawn.id);
    await addToCart(t.app, me.authorization, short.id, 4);

    await t.db.update(products).set({ pricePaise: 180000 }).where(eq(products.id, repriced.id));
    await t.db.update(products).set({ isActive: false }).where(eq(products.id, withdrawn.id));
    await t.db.update(products).set({ stockQuantity: 2 }).where(eq(products.id, short.id));

    const { cart } = json(await call('GET', '/api/cart', me.authorization)).data;
    const byName = Object.fromEntries(
      cart.items.map((item: { name: string }) => [item.name, item]),
    ) as Record<string, { price: number; available: boolean; maxQuantity: number }>;
    expect(byName['Silk Saree']).toMatchObject({ price: 1800, available: true });
    expect(byName['Old Design Ring']).toMatchObject({ available: false, maxQuantity: 0 });
    expect(byName['Last Few Earrings']).toMatchObject({ available: false, maxQuantity: 2 });
    // Only the line that can be bought counts.
    expect(cart.summary).toEqual({
      count: 1,
      subtotal: 1800,
      discount: 0,
      delivery: 0,
      gst: 324,
      total: 2124,
      gstIncluded: false,
      roundOff: 0,
    });
  });
});
