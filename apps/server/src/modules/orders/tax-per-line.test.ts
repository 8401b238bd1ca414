import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopSettings } from '../../db/schema/index.js';
import { createUserWithSession } from '../../../test/support/fixtures.js';
import { createProduct } from '../../../test/support/catalog-fixtures.js';
import { addToCart, checkout } from '../../../test/support/order-fixtures.js';
import { createTestApp, json, type TestApp } from '../../../test/support/test-app.js';

/** Decision 026: HSN codes and GST rates on categories and products, tax per line, snapshots on orders. */
describe('GST per line', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await createUserWithSession(t.db, 'admin')).authorization;
    // Registered, GST added on top of the prices (decision 050's `exclusive`, decision 005's rule).
    await t.db.insert(shopSettings).values([
      { section: 'business', value: { gstin: '09AAACK1234F1ZY' } },
      { section: 'tax', value: { registered: true, pricesIncludeGst: false } },
    ]);
  });
  afterAll(async () => {
    await t.close();
  });

  const send = (method: 'POST' | 'PUT', url: string, payload: object) =>
    t.app.inject({ method, url, headers: { authorization: admin }, payload });

  async function category(name: string, tax: object) {
    const response = await send('POST', '/api/categories', { name: `${name} ${Date.now()}`, ...tax });
    expect(response.statusCode, response.body).toBe(201);
    return json(response).data.category as {
      id: string;
      slug: string;
      hsnCode: string | null;
      gstRate: number;
    };
  }

  it('keeps an HSN code and rate on a category, defaulting to 18%, and refuses others with 422', async () => {
    const plain = await category('Plain', {});
    expect(plain).toMatchObject({ hsnCode: null, gstRate: 18 });
    const jewellery = await category('Imitation jewellery', { hsnCode: '7117', gstRate: 3 });
    expect(jewellery).toMatchObject({ hsnCode: '7117', gstRate: 3 });

    for (const [payload, field] of [
      [{ hsnCode: '711' }, 'hsnCode'],
      [{ hsnCode: '71171' }, 'hsnCode'],
      [{ hsnCode: 'abcd' }, 'hsnCode'],
      [{ gstRate: 7 }, 'gstRate'],
      [{ gstRate: '18' }, 'gstRate'],
    ] as const) {
      const response = await send('PUT', `/api/categories/${jewellery.id}`, {
        name: 'Jewellery',
        ...payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(json(response).details).toEqual([expect.objectContaining({ field })]);
    }
    // A form that leaves the tax out keeps it; one that empties the code clears it.
    const renamed = await send('PUT', `/api/categories/${jewellery.id}`, { name: 'Jewellery renamed' });
    expect(json(renamed).data.category).toMatchObject({ hsnCode: '7117', gstRate: 3 });
    const cleared = await send('PUT', `/api/categories/${jewellery.id}`, { name: 'Jewellery', hsnCode: '' });
    expect(json(cleared).data.category).toMatchObject({ hsnCode: null, gstRate: 3 });
  });

  it("prices the cart and the order line by line, delivery at the highest rate, and snapshots each line's tax", async () => {
    const jewellery = await category('Jewellery', { hsnCode: '7117', gstRate: 3 });
    const clothing = await category('Kurtis', { hsnCode: '6204', gstRate: 5 });
    const jhumka = await createProduct(t.db, {
      name: 'Tax Jhumka',
      price: 500,
      categoryId: jewellery.id,
      stockQuantity: 5,
    });
    const kurti = await createProduct(t.db, {
      name: 'Tax Kurti',
      price: 400,
      categoryId: clothing.id,
      stockQuantity: 5,
    });
    // This kurti carries its own rate and code.
    const update = await send('PUT', `/api/products/${kurti.id}`, { gstRate: 18, hsnCode: '62044290' });
    expect(update.statusCode, update.body).toBe(200);
    expect(json(update).data.product.tax).toEqual({
      hsnCode: '62044290',
      gstRate: 18,
      slab: null,
      ownHsnCode: '62044290',
      ownGstRate: 18,
      ownSlab: null,
    });
    const badRate = await send('PUT', `/api/products/${kurti.id}`, { gstRate: 15 });
    expect(badRate.statusCode).toBe(422);

    const me = await createUserWithSession(t.db, 'customer');
    await addToCart(t.app, me.authorization, jhumka.id, 2);
    const cart = await addToCart(t.app, me.authorization, kurti.id, 1);
    // 3% of 1,000 = 30, 18% of 400 = 72, delivery ₹50 at 18% = 9: ₹111.
    expect(cart.summary).toEqual({
      count: 3,
      subtotal: 1400,
      discount: 0,
      delivery: 50,
      gst: 111,
      total: 1561,
      gstIncluded: false,
      roundOff: 0,
    });

    const placed = await checkout(t.app, me.authorization);
    expect(placed.statusCode, placed.body).toBe(201);
    const { order } = json(placed).data;
    expect(order).toMatchObject({ subtotal: 1400, delivery: 50, gst: 111, total: 1561 });
    const lines = Object.fromEntries(
      (order.items as { name: string; hsnCode: string; gstRate: number }[]).map((item) => [item.name, item]),
    );
    expect(lines['Tax Jhumka']).toMatchObject({ hsnCode: '7117', gstRate: 3 });
    expect(lines['Tax Kurti']).toMatchObject({ hsnCode: '62044290', gstRate: 18 });

    // Later changes to the catalogue leave the placed order as it was charged.
    await send('PUT', `/api/products/${kurti.id}`, { gstRate: null, hsnCode: null });
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}`,
      headers: { authorization: me.authorization },
    });
    expect(json(again).data.order.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'Tax Kurti', hsnCode: '62044290', gstRate: 18 }),
      ]),
    );
  });
});
