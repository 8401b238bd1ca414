import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_SETTINGS, deliveryDates, indiaToday, type ShippingSettings } from '@shop/domain';
import { createUserWithSession } from '../../../test/support/fixtures.js';
import {
  addToCart,
  cartOf,
  checkout,
  goodAddress,
  makeProduct,
  orderCount,
  stockOf,
  TEST_GSTIN,
} from '../../../test/support/order-fixtures.js';
import { createTestApp, json, type TestApp } from '../../../test/support/test-app.js';

/** "Check delivery" and Cash on Delivery's rules at checkout (decision 032). */
describe('delivery estimate', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof createUserWithSession>>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUserWithSession(t.db, 'admin');
  });
  afterEach(async () => {
    await saveShipping({});
  });
  afterAll(async () => {
    await t.close();
  });

  async function saveShipping(shipping: Partial<ShippingSettings>) {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: { authorization: admin.authorization },
      payload: {
        ...DEFAULT_SHOP_SETTINGS,
        business: { ...DEFAULT_SHOP_SETTINGS.business, gstin: TEST_GSTIN },
        // Registered, GST added on top of the prices, as these figures were written for (decision 050).
        tax: { registered: true, pricesIncludeGst: false },
        shipping: { ...DEFAULT_SHOP_SETTINGS.shipping, ...shipping },
      },
    });
    expect(response.statusCode).toBe(200);
  }

  const estimate = (query: string, authorization?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/delivery-estimate?${query}`,
      headers: authorization ? { authorization } : {},
    });
  const expected = (transitDays: number, leadTimeDays?: number) =>
    deliveryDates({ today: indiaToday(new Date()), transitDays, leadTimeDays });

  it('answers the zone, the dates and Cash on Delivery for a pincode, from the shop settings', async () => {
    const noida = await estimate('pincode=201310');
    expect(noida.statusCode).toBe(200);
    expect(json(noida).data).toEqual({
      pincode: '201310',
      city: 'Gautam Buddha Nagar',
      state: 'Uttar Pradesh',
      zone: 'sameCity',
      zoneLabel: 'Same city',
      transitDays: 2,
      madeToOrderDays: null,
      ...expected(2),
      cashOnDelivery: { available: true, reason: null, maxOrderValue: 20_000, orderValue: null },
    });
    const zones = async (pincode: string) => {
      const { zone, transitDays, deliveryBy } = json(await estimate(`pincode=${pincode}`)).data;
      return { zone, transitDays, deliveryBy };
    };
    expect(await zones('282001')).toEqual({
      zone: 'sameState',
      transitDays: 3,
      deliveryBy: expected(3).deliveryBy,
    });
    expect(await zones('560001')).toEqual({
      zone: 'restOfIndia',
      transitDays: 6,
      deliveryBy: expected(6).deliveryBy,
    });
    expect(await zones('781001')).toMatchObject({ zone: 'northEastAndIslands', transitDays: 10 });
    expect(await zones('744101')).toMatchObject({ zone: 'northEastAndIslands' });

    await saveShipping({
      deliveryDays: { sameCity: 1, sameState: 2, restOfIndia: 4, northEastAndIslands: 12 },
    });
    expect(await zones('781001')).toMatchObject({ transitDays: 12, deliveryBy: expected(12).deliveryBy });
  });

  it('refuses an unknown pincode with 404, as the pincode lookup does, and a malformed one with 422', async () => {
    const unknown = await estimate('pincode=999999');
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown).message).toBe(
      'We could not find pincode 999999. Check the number, or message us on WhatsApp to order.',
    );
    for (const query of ['pincode=20131', 'pincode=abc', '', 'pincode=201310&quantity=0&productId=x']) {
      const response = await estimate(query);
      expect(response.statusCode, query).toBe(422);
      expect(json(response).code).toBe('VALIDATION_FAILED');
    }
    expect(json(await estimate('pincode=20131')).details[0]).toMatchObject({
      field: 'pincode',
      message: 'Enter a valid 6-digit pincode',
    });
  });

  it('prices a product as checkout would, and refuses Cash on Delivery above the limit', async () => {
    // ₹17,000 + 18% GST = ₹20,060: above ₹20,000. One is fine at ₹16,000 (₹18,880).
    const dear = await makeProduct(t.db, { name: `Dear Pashmina ${Date.now()}`, price: 17_000 });
    const body = json(await estimate(`pincode=201310&productId=${dear.id}`)).data;
    expect(body.cashOnDelivery).toEqual({
      available: false,
      reason: 'Cash on Delivery is for orders up to ₹20,000; this one is ₹20,060',
      maxOrderValue: 20_000,
      orderValue: 20_060,
    });
    const fair = await makeProduct(t.db, { name: `Fair Stole ${Date.now()}`, price: 8_000 });
    const one = json(await estimate(`pincode=201310&productId=${fair.id}&variantId=${fair.variantId}`)).data;
    expect(one.cashOnDelivery).toMatchObject({ available: true, orderValue: 9_440 });
    const three = json(await estimate(`pincode=201310&productId=${fair.id}&quantity=3`)).data;
    expect(three.cashOnDelivery).toMatchObject({ available: false, orderValue: 28_320 });

    expect((await estimate(`pincode=201310&productId=${crypto.randomUUID()}`)).statusCode).toBe(404);
    const wrongChoice = await estimate(`pincode=201310&productId=${fair.id}&variantId=${dear.variantId}`);
    expect(wrongChoice.statusCode).toBe(422);
    expect(json(wrongChoice).code).toBe('VARIANT_NOT_FOUND');
  });

  it('adds a made-to-order lead time before the parcel leaves', async () => {
    const made = await makeProduct(t.db, {
      name: `Made Phulkari ${Date.now()}`,
      price: 2_000,
      madeToOrder: true,
      leadTimeDays: 14,
      stockQuantity: 0,
    });
    const body = json(await estimate(`pincode=560001&productId=${made.id}`)).data;
    expect(body).toMatchObject({ madeToOrderDays: 14, ...expected(6, 14) });
  });

  it('says where staff excluded Cash on Delivery, by pincode or by state', async () => {
    await saveShipping({ codExcludedPincodes: ['560001'], codExcludedStates: ['Assam'] });
    expect(json(await estimate('pincode=560001')).data.cashOnDelivery).toMatchObject({
      available: false,
      reason: 'We do not offer Cash on Delivery to pincode 560001',
    });
    expect(json(await estimate('pincode=781001')).data.cashOnDelivery).toMatchObject({
      available: false,
      reason: 'We do not offer Cash on Delivery in Assam',
    });
    expect(json(await estimate('pincode=560002')).data.cashOnDelivery.available).toBe(true);
  });

  it("prices the signed-in customer's cart, and asks a stranger to sign in", async () => {
    const me = await createUserWithSession(t.db, 'customer');
    const empty = json(await estimate('pincode=201310&cart=true', me.authorization)).data;
    expect(empty.cashOnDelivery).toMatchObject({ available: true, orderValue: null });
    const piece = await makeProduct(t.db, { name: `Cart Saree ${Date.now()}`, price: 9_000 });
    const made = await makeProduct(t.db, {
      name: `Cart Made Shawl ${Date.now()}`,
      price: 1_000,
      madeToOrder: true,
      leadTimeDays: 7,
      stockQuantity: 0,
    });
    await addToCart(t.app, me.authorization, piece.id, 2);
    const cart = await addToCart(t.app, me.authorization, made.id, 1);
    const body = json(await estimate('pincode=201310&cart=true', me.authorization)).data;
    expect(body.cashOnDelivery).toMatchObject({ available: false, orderValue: cart.summary.total });
    expect(cart.summary.total).toBe(22_420);
    expect(body.madeToOrderDays).toBe(7);

    expect((await estimate('pincode=201310&cart=true')).statusCode).toBe(401);
    const both = await estimate(`pincode=201310&cart=true&productId=${piece.id}`, me.authorization);
    expect(json(both).details[0]).toMatchObject({ field: 'cart' });
  });

  describe('at checkout', () => {
    async function attempt(price: number, address: Partial<typeof goodAddress> = {}) {
      const me = await createUserWithSession(t.db, 'customer');
      const product = await makeProduct(t.db, { name: `COD Check Stole ${Date.now()}`, price });
      await addToCart(t.app, me.authorization, product.id, 1);
      const response = await checkout(t.app, me.authorization, {
        body: { shippingAddress: { ...goodAddress, ...address } },
      });
      return { me, product, response };
    }

    async function expectRefused(outcome: Awaited<ReturnType<typeof attempt>>, message: string) {
      expect(outcome.response.statusCode).toBe(422);
      expect(json(outcome.response)).toMatchObject({
        success: false,
        code: 'COD_NOT_AVAILABLE',
        message,
        details: [{ field: 'paymentMethod', message }],
      });
      // Nothing written: no order, the stock and the cart as they were.
      expect(await orderCount(t.db, outcome.me.userId)).toBe(0);
      expect(await stockOf(t.db, outcome.product.id)).toBe(10);
      expect(await cartOf(t.db, outcome.me.userId)).toHaveLength(1);
    }

    it('refuses Cash on Delivery above the limit, and takes an order at it', async () => {
      await expectRefused(
        await attempt(17_000),
        'Cash on Delivery is for orders up to ₹20,000; this one is ₹20,060. Choose another address or payment, or message us on WhatsApp.',
      );
      await saveShipping({ codMaxOrderValue: 20_060 });
      expect((await attempt(17_000)).response.statusCode).toBe(201);
    });

    it('refuses Cash on Delivery to an excluded pincode or state', async () => {
      await saveShipping({ codExcludedPincodes: ['560001'], codExcludedStates: ['Assam'] });
      await expectRefused(
        await attempt(500, { pincode: '560001', state: 'Karnataka', city: 'Bangalore' }),
        'We do not offer Cash on Delivery to pincode 560001. Choose another address or payment, or message us on WhatsApp.',
      );
      await expectRefused(
        await attempt(500, { pincode: '781001', state: 'Assam', city: 'Guwahati' }),
        'We do not offer Cash on Delivery in Assam. Choose another address or payment, or message us on WhatsApp.',
      );
      expect((await attempt(500, { pincode: '560002', state: 'Karnataka' })).response.statusCode).toBe(201);
    });
  });
});
