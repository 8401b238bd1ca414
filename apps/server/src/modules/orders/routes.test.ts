import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, products } from '../../db/schema/index.js';
import { createUserWithSession } from '../../../test/support/fixtures.js';
import {
  addToCart,
  cartOf,
  checkout,
  goodAddress,
  makeProduct,
  newKey,
  orderCount,
  stockOf,
  useGstMode,
} from '../../../test/support/order-fixtures.js';
import { createTestApp, json, type TestApp } from '../../../test/support/test-app.js';

describe('checkout and orders API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // Decision 005's totals, GST added on top; decision 050's other modes are in apps/server/test/tax-modes.test.ts.
    await useGstMode(t.db, 'exclusive');
  });
  afterAll(async () => {
    await t.close();
  });

  const customer = (fullName?: string) =>
    createUserWithSession(t.db, 'customer', fullName ? { fullName } : {});
  const get = (url: string, authorization: string) =>
    t.app.inject({ method: 'GET', url, headers: { authorization } });
  const setStatus = (orderId: string, authorization: string, payload: unknown) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/orders/${orderId}/status`,
      headers: { authorization },
      payload: payload as object,
    });
  const cancel = (orderId: string, authorization: string) =>
    t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/cancel`, headers: { authorization } });

  /** A customer with one order of `quantity` × a fresh product (stock 10). */
  async function placedOrder(quantity = 1, price = 500) {
    const me = await customer();
    const product = await makeProduct(t.db, { name: `Handloom Stole ${Date.now()}`, price });
    await addToCart(t.app, me.authorization, product.id, quantity);
    const response = await checkout(t.app, me.authorization);
    if (response.statusCode !== 201) throw new Error(response.body);
    return { me, product, order: json(response).data.order };
  }

  describe('POST /api/orders', () => {
    it('places the order from the cart: snapshot lines, the totals of decision 005, stock taken, cart emptied', async () => {
      const me = await customer();
      const jhumka = await makeProduct(t.db, { name: 'Kundan Jhumka', price: 1499, stockQuantity: 7 });
      await addToCart(t.app, me.authorization, jhumka.id, 1);

      const response = await checkout(t.app, me.authorization);
      expect(response.statusCode).toBe(201);
      const { order } = json(response).data;
      expect(order).toMatchObject({
        userId: me.userId,
        status: 'pending',
        paymentMethod: 'cod',
        subtotal: 1499,
        delivery: 50,
        // GST on top (decision 005) to the paisa; the total in whole rupees with its round-off (decision 050).
        gst: 278.82,
        total: 1828,
        totalAmount: 1828,
        gstIncluded: false,
        roundOff: 0.18,
        buyerGstin: null,
        buyerName: null,
        shippingAddress: { ...goodAddress, phone: '9876543210' },
        canCancel: true,
        nextStatuses: ['processing', 'cancelled'],
      });
      expect(order.number).toBe(order.id.slice(-8).toUpperCase());
      expect(order.items).toEqual([
        {
          id: expect.any(String),
          productId: jhumka.id,
          variantId: jhumka.variantId,
          variantTitle: '',
          sku: jhumka.variants[0]?.sku,
          personalisationNote: null,
          leadTimeDays: null,
          name: 'Kundan Jhumka',
          image: null,
          price: 1499,
          quantity: 1,
          lineTotal: 1499,
          discount: 0,
          // Its category's tax, snapshot: no HSN code set, the default 18%.
          hsnCode: '',
          gstRate: 18,
          reviewed: false,
        },
      ]);
      expect(order.expectedDispatchDate).toBeNull();
      expect(order.history).toEqual([{ status: 'pending', note: 'Order placed', at: expect.any(String) }]);
      expect(order.customer).toBeUndefined();
      expect(await stockOf(t.db, jhumka.id)).toBe(6);
      expect(await cartOf(t.db, me.userId)).toEqual([]);
    });

    it('keeps the price of the time even when the catalogue changes later', async () => {
      const { product, order, me } = await placedOrder(2, 500);
      await t.db
        .update(products)
        .set({ pricePaise: 99900, name: 'Renamed' })
        .where(eq(products.id, product.id));
      const { order: again } = json(await get(`/api/orders/${order.id}`, me.authorization)).data;
      expect(again.items[0]).toMatchObject({ price: 500, quantity: 2, lineTotal: 1000 });
      expect(again.items[0].name).not.toBe('Renamed');
      expect(again.total).toBe(order.total);
    });

    it('charges the catalogue price of now, not the one seen when adding to the cart', async () => {
      const me = await customer();
      const product = await makeProduct(t.db, { name: 'Price Changed Kurta', price: 1000 });
      await addToCart(t.app, me.authorization, product.id, 1);
      await t.db.update(products).set({ pricePaise: 120000 }).where(eq(products.id, product.id));
      const response = await checkout(t.app, me.authorization);
      expect(json(response).data.order).toMatchObject({
        subtotal: 1200,
        delivery: 50,
        gst: 225,
        total: 1475,
        roundOff: 0,
      });
    });

    it('refuses totals or lines sent by the browser and writes nothing', async () => {
      const me = await customer();
      const product = await makeProduct(t.db, { name: 'Cheap Trick Necklace', price: 2500 });
      await addToCart(t.app, me.authorization, product.id, 1);
      const response = await checkout(t.app, me.authorization, {
        body: { shippingAddress: goodAddress, total: 1, items: [{ productId: product.id, price: 1 }] },
      });
      expect(response.statusCode).toBe(422);
      // `items` is a guest's field now (decision 040); the stray total is refused by name.
      expect(json(response).details.map((detail: { field: string }) => detail.field)).toContain('total');
      expect(await orderCount(t.db, me.userId)).toBe(0);
      expect(await stockOf(t.db, product.id)).toBe(10);
      expect(await cartOf(t.db, me.userId)).toEqual([{ productId: product.id, quantity: 1 }]);
    });

    it('refuses a price slipped inside the shipping address and writes nothing', async () => {
      const me = await customer();
      const product = await makeProduct(t.db, { name: 'Nested Trick Anklet', price: 800 });
      await addToCart(t.app, me.authorization, product.id, 1);
      const response = await checkout(t.app, me.authorization, {
        body: { shippingAddress: { ...goodAddress, price: 1 } },
      });
      expect(response.statusCode).toBe(422);
      expect(json(response).details).toEqual([
        { field: 'shippingAddress.price', message: expect.stringContaining('Unknown field: price') },
      ]);
      expect(await orderCount(t.db, me.userId)).toBe(0);
      expect(await stockOf(t.db, product.id)).toBe(10);
    });

    it.each([
      ['pincode', '012345'],
      ['pincode', '2013'],
      ['phone', '12345 67890'],
      ['phone', '+44 7700 900123'],
      ['state', 'Narnia'],
      ['name', '  '],
      ['address', ''],
      ['city', undefined],
    ])('refuses shipping %s %j with 422 naming it', async (field, value) => {
      const me = await customer();
      const product = await makeProduct(t.db, { name: 'Address Test Ring', price: 300 });
      await addToCart(t.app, me.authorization, product.id, 1);
      const response = await checkout(t.app, me.authorization, {
        body: { shippingAddress: { ...goodAddress, [field]: value } },
      });
      expect(response.statusCode).toBe(422);
      expect(json(response).details[0].field).toBe(`shippingAddress.${field}`);
      expect(await orderCount(t.db, me.userId)).toBe(0);
      expect(await stockOf(t.db, product.id)).toBe(10);
    });

    it('requires a well-formed Idempotency-Key', async () => {
      const me = await customer();
      const product = await makeProduct(t.db, { name: 'Key Test Anklet', price: 300 });
      await addToCart(t.app, me.authorization, product.id, 1);
      for (const key of [null, 'short', 'has spaces in it', 'x'.repeat(101)]) {
        const response = await checkout(t.app, me.authorization, { key });
        expect(response.statusCode).toBe(422);
        expect(json(response).details[0].field).toBe('idempotency-key');
      }
      expect(await orderCount(t.db, me.userId)).toBe(0);
    });

    it('refuses an empty cart with 409', async () => {
      const me = await customer();
      const response = await checkout(t.app, me.authorization);
      expect(response.statusCode).toBe(409);
      expect(json(response)).toMatchObject({ code: 'CONFLICT', message: 'Your cart is empty' });
      expect(await orderCount(t.db, me.userId)).toBe(0);
    });

    it('refuses a line short of stock, naming the product, and writes nothing', async () => {
      const me = await customer();
      const plenty = await makeProduct(t.db, { name: 'Plenty Bangles', price: 400 });
      const jhumka = await makeProduct(t.db, { name: 'Kundan Jhumka', price: 1499, stockQuantity: 5 });
      await addToCart(t.app, me.authorization, plenty.id, 2);
      await addToCart(t.app, me.authorization, jhumka.id, 3);
      // Someone else bought some in the meantime.
      await t.db.update(products).set({ stockQuantity: 2 }).where(eq(products.id, jhumka.id));

      const response = await checkout(t.app, me.authorization);
      expect(response.statusCode).toBe(409);
      expect(json(response)).toEqual({
        success: false,
        code: 'OUT_OF_STOCK',
        message: 'Only 2 left of Kundan Jhumka',
        details: [{ field: jhumka.id, message: 'Only 2 left of Kundan Jhumka' }],
      });
      expect(await orderCount(t.db, me.userId)).toBe(0);
      expect(await stockOf(t.db, plenty.id)).toBe(10);
      expect(await stockOf(t.db, jhumka.id)).toBe(2);
      expect(await cartOf(t.db, me.userId)).toHaveLength(2);
    });

    it('refuses sold-out and withdrawn products', async () => {
      const me = await customer();
      const gone = await makeProduct(t.db, { name: 'Withdrawn Tikka', price: 900 });
      const soldOut = await makeProduct(t.db, { name: 'Sold Out Payal', price: 700 });
      await addToCart(t.app, me.authorization, gone.id, 1);
      await addToCart(t.app, me.authorization, soldOut.id, 1);
      await t.db.update(products).set({ isActive: false }).where(eq(products.id, gone.id));
      await t.db.update(products).set({ stockQuantity: 0 }).where(eq(products.id, soldOut.id));

      const response = await checkout(t.app, me.authorization);
      expect(response.statusCode).toBe(409);
      const body = json(response);
      expect(body.code).toBe('OUT_OF_STOCK');
      expect(body.details).toEqual(
        expect.arrayContaining([
          { field: gone.id, message: 'Withdrawn Tikka is no longer available' },
          { field: soldOut.id, message: 'Sold Out Payal is out of stock' },
        ]),
      );
      expect(await orderCount(t.db, me.userId)).toBe(0);
      expect(await stockOf(t.db, gone.id)).toBe(10);
    });

    it('returns the first order (200) for a repeated Idempotency-Key and writes nothing more', async () => {
      const me = await customer();
      const product = await makeProduct(t.db, { name: 'Retry Safe Shawl', price: 800 });
      await addToCart(t.app, me.authorization, product.id, 2);
      const key = newKey();
      const first = await checkout(t.app, me.authorization, { key });
      expect(first.statusCode).toBe(201);
      // The customer fills the cart again; a retry of the old submit must not order it.
      await addToCart(t.app, me.authorization, product.id, 1);
      const retry = await checkout(t.app, me.authorization, { key });
      expect(retry.statusCode).toBe(200);
      expect(json(retry).data.order.id).toBe(json(first).data.order.id);
      expect(await orderCount(t.db, me.userId)).toBe(1);
      expect(await stockOf(t.db, product.id)).toBe(8);
      expect(await cartOf(t.db, me.userId)).toEqual([{ productId: product.id, quantity: 1 }]);
    });

    it("does not let one customer's key reach another customer's order", async () => {
      const a = await customer();
      const b = await customer();
      const product = await makeProduct(t.db, { name: 'Shared Key Clutch', price: 900 });
      await addToCart(t.app, a.authorization, product.id, 1);
      await addToCart(t.app, b.authorization, product.id, 1);
      const key = newKey();
      const first = await checkout(t.app, a.authorization, { key });
      const second = await checkout(t.app, b.authorization, { key });
      expect(second.statusCode).toBe(201);
      expect(json(second).data.order.id).not.toBe(json(first).data.order.id);
      expect(json(second).data.order.userId).toBe(b.userId);
    });

    it('refuses, without a 500, an order whose total is beyond what an order can record', async () => {
      const me = await customer();
      const lehenga = await makeProduct(t.db, {
        name: 'Bridal Lehenga Stock',
        price: 99_999,
        stockQuantity: 999,
      });
      await addToCart(t.app, me.authorization, lehenga.id, 999);
      const res = await checkout(t.app, me.authorization);
      expect(res.statusCode).toBe(409);
      expect(json(res)).toMatchObject({
        success: false,
        code: 'CONFLICT',
        message: 'This order is too large to place online. Please contact us to place it.',
      });
      expect(await orderCount(t.db, me.userId)).toBe(0);
      expect(await stockOf(t.db, lehenga.id)).toBe(999);
      expect(await cartOf(t.db, me.userId)).toEqual([{ productId: lehenga.id, quantity: 999 }]);
    });
  });

  describe('concurrency', () => {
    it('sells the last 5 units to exactly 5 of 20 simultaneous buyers', async () => {
      const product = await makeProduct(t.db, { name: 'Last Five Jhumka', price: 1200, stockQuantity: 5 });
      const buyers = await Promise.all(Array.from({ length: 20 }, () => customer()));
      for (const buyer of buyers) await addToCart(t.app, buyer.authorization, product.id, 1);

      const responses = await Promise.all(buyers.map((buyer) => checkout(t.app, buyer.authorization)));
      const statuses = responses.map((response) => response.statusCode);
      expect(statuses.filter((status) => status === 201)).toHaveLength(5);
      expect(statuses.filter((status) => status === 409)).toHaveLength(15);
      for (const refused of responses.filter((response) => response.statusCode === 409)) {
        expect(json(refused)).toMatchObject({ code: 'OUT_OF_STOCK' });
      }
      expect(await stockOf(t.db, product.id)).toBe(0);
      let total = 0;
      for (const buyer of buyers) total += await orderCount(t.db, buyer.userId);
      expect(total).toBe(5);
    });

    it('creates one order when the same Idempotency-Key arrives twice at once', async () => {
      const me = await customer();
      const product = await makeProduct(t.db, { name: 'Double Click Saree', price: 2500 });
      await addToCart(t.app, me.authorization, product.id, 1);
      const key = newKey();
      const [a, b] = await Promise.all([
        checkout(t.app, me.authorization, { key }),
        checkout(t.app, me.authorization, { key }),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
      expect(json(a).data.order.id).toBe(json(b).data.order.id);
      expect(await orderCount(t.db, me.userId)).toBe(1);
      expect(await stockOf(t.db, product.id)).toBe(9);
    });

    it('orders the cart once when a double click sends two different keys', async () => {
      const me = await customer();
      const product = await makeProduct(t.db, { name: 'Two Keys Kurta', price: 1500 });
      await addToCart(t.app, me.authorization, product.id, 1);
      const [a, b] = await Promise.all([
        checkout(t.app, me.authorization),
        checkout(t.app, me.authorization),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
      expect(await orderCount(t.db, me.userId)).toBe(1);
      expect(await stockOf(t.db, product.id)).toBe(9);
    });
  });

  describe('reading orders', () => {
    it('lists my own orders newest first, paginated', async () => {
      const me = await customer();
      const other = await customer();
      const product = await makeProduct(t.db, { name: 'Listing Test Ring', price: 300 });
      const ids: string[] = [];
      for (let n = 0; n < 3; n += 1) {
        await addToCart(t.app, me.authorization, product.id, 1);
        ids.push(json(await checkout(t.app, me.authorization)).data.order.id);
      }
      await addToCart(t.app, other.authorization, product.id, 1);
      await checkout(t.app, other.authorization);

      const page1 = json(await get('/api/orders?page=1&limit=2', me.authorization)).data;
      expect(page1.orders.map((order: { id: string }) => order.id)).toEqual([ids[2], ids[1]]);
      expect(page1.pagination).toEqual({ page: 1, limit: 2, total: 3, totalPages: 2 });
      const page2 = json(await get('/api/orders?page=2&limit=2', me.authorization)).data;
      expect(page2.orders.map((order: { id: string }) => order.id)).toEqual([ids[0]]);

      const bad = await get('/api/orders?page=0', me.authorization);
      expect(bad.statusCode).toBe(422);
    });

    it("answers 404 for another customer's order or an unknown id; staff see any, with the customer", async () => {
      const { order } = await placedOrder();
      const intruder = await customer();
      const theirs = await get(`/api/orders/${order.id}`, intruder.authorization);
      expect(theirs.statusCode).toBe(404);
      expect(json(theirs)).toMatchObject({ code: 'NOT_FOUND', message: 'Order not found' });
      const unknown = await get('/api/orders/7b0f6c1e-6f1a-4c59-9a51-2b9d8f0f4a11', intruder.authorization);
      expect(unknown.statusCode).toBe(404);
      expect((await get('/api/orders/not-a-uuid', intruder.authorization)).statusCode).toBe(422);

      for (const role of ['admin', 'administrator'] as const) {
        const staff = await createUserWithSession(t.db, role);
        const seen = await get(`/api/orders/${order.id}`, staff.authorization);
        expect(seen.statusCode).toBe(200);
        expect(json(seen).data.order.customer).toEqual({
          name: expect.any(String),
          email: expect.any(String),
        });
        expect(json(seen).data.order.history[0].changedBy).toMatchObject({ role: 'customer' });
      }
    });

    it('is refused to visitors; a visitor may only place a guest order, which needs its lines (decision 040)', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/api/orders' })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'POST', url: '/api/orders', payload: {} })).statusCode).toBe(422);
    });
  });

  describe('cancelling', () => {
    it('lets the customer cancel a pending order, putting the stock back', async () => {
      const { me, product, order } = await placedOrder(3);
      expect(await stockOf(t.db, product.id)).toBe(7);
      const response = await cancel(order.id, me.authorization);
      expect(response.statusCode).toBe(200);
      const cancelled = json(response).data.order;
      expect(cancelled).toMatchObject({ status: 'cancelled', canCancel: false, nextStatuses: [] });
      expect(cancelled.history.map((entry: { status: string }) => entry.status)).toEqual([
        'pending',
        'cancelled',
      ]);
      expect(await stockOf(t.db, product.id)).toBe(10);

      const again = await cancel(order.id, me.authorization);
      expect(again.statusCode).toBe(409);
      expect(json(again).message).toBe('Only orders that are pending or awaiting payment can be cancelled');
      expect(await stockOf(t.db, product.id)).toBe(10);
    });

    it("refuses to cancel a shipped order or someone else's, changing nothing", async () => {
      const { me, product, order } = await placedOrder(2);
      const admin = await createUserWithSession(t.db, 'admin');
      await setStatus(order.id, admin.authorization, { status: 'processing' });
      await setStatus(order.id, admin.authorization, {
        status: 'shipped',
        courier: 'Delhivery',
        trackingNumber: '1490811234567',
      });

      const shipped = await cancel(order.id, me.authorization);
      expect(shipped.statusCode).toBe(409);
      expect(json(shipped)).toMatchObject({
        code: 'CONFLICT',
        message: 'Only orders that are pending or awaiting payment can be cancelled',
      });

      const { order: pending } = await placedOrder(1);
      const intruder = await customer();
      const theirs = await cancel(pending.id, intruder.authorization);
      expect(theirs.statusCode).toBe(404);

      expect(await stockOf(t.db, product.id)).toBe(8);
      const [row] = await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id));
      expect(row?.status).toBe('shipped');
      const [other] = await t.db
        .select({ status: orders.status })
        .from(orders)
        .where(eq(orders.id, pending.id));
      expect(other?.status).toBe('pending');
    });
  });

  describe('staff', () => {
    it('moves an order pending → processing → shipped → delivered, recording who and when', async () => {
      const { me, order } = await placedOrder();
      const admin = await createUserWithSession(t.db, 'admin', { fullName: 'Meera Admin' });
      for (const status of ['processing', 'shipped', 'delivered']) {
        const parcel = status === 'shipped' ? { courier: 'DTDC', trackingNumber: 'D12345678' } : {};
        const response = await setStatus(order.id, admin.authorization, {
          status,
          note: `now ${status}`,
          ...parcel,
        });
        expect(response.statusCode).toBe(200);
        expect(json(response).data.order.status).toBe(status);
      }
      const staffView = json(await get(`/api/orders/${order.id}`, admin.authorization)).data.order;
      expect(staffView.history.map((entry: { status: string }) => entry.status)).toEqual([
        'pending',
        'processing',
        'shipped',
        'delivered',
      ]);
      expect(staffView.history[3]).toMatchObject({
        note: 'now delivered',
        changedBy: { id: admin.userId, name: 'Meera Admin', role: 'admin' },
      });
      const mine = json(await get(`/api/orders/${order.id}`, me.authorization)).data.order;
      expect(mine.history[3]).toEqual({ status: 'delivered', note: 'now delivered', at: expect.any(String) });
      expect(mine.canCancel).toBe(false);
    });

    it('refuses a skipped or backward move with 409 and changes nothing', async () => {
      const { product, order } = await placedOrder(2);
      const admin = await createUserWithSession(t.db, 'administrator');
      const skipped = await setStatus(order.id, admin.authorization, {
        status: 'shipped',
        courier: 'Delhivery',
        trackingNumber: '1490811234567',
      });
      expect(skipped.statusCode).toBe(409);
      expect(json(skipped).message).toBe('Cannot move an order from pending to shipped');
      const same = await setStatus(order.id, admin.authorization, { status: 'pending' });
      expect(json(same).message).toBe('Cannot move an order from pending to pending');
      const invalid = await setStatus(order.id, admin.authorization, { status: 'lost' });
      expect(invalid.statusCode).toBe(422);

      const [row] = await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id));
      expect(row?.status).toBe('pending');
      expect(json(await get(`/api/orders/${order.id}`, admin.authorization)).data.order.history).toHaveLength(
        1,
      );
      expect(await stockOf(t.db, product.id)).toBe(8);
    });

    it('cancels a processing order and restocks; a delivered one cannot be cancelled', async () => {
      const { product, order } = await placedOrder(4);
      const admin = await createUserWithSession(t.db, 'admin');
      await setStatus(order.id, admin.authorization, { status: 'processing' });
      const cancelled = await setStatus(order.id, admin.authorization, { status: 'cancelled' });
      expect(cancelled.statusCode).toBe(200);
      expect(await stockOf(t.db, product.id)).toBe(10);
      const back = await setStatus(order.id, admin.authorization, { status: 'processing' });
      expect(back.statusCode).toBe(409);
      expect(await stockOf(t.db, product.id)).toBe(10);
    });

    it('refuses status changes and the staff list to customers', async () => {
      const { me, order } = await placedOrder();
      const response = await setStatus(order.id, me.authorization, { status: 'processing' });
      expect(response.statusCode).toBe(403);
      expect((await get('/api/admin/orders', me.authorization)).statusCode).toBe(403);
      const [row] = await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id));
      expect(row?.status).toBe('pending');
    });

    it('lists every order for staff, filtered by status and searched by number, customer or phone', async () => {
      const priya = await customer('Priya Sharma');
      const product = await makeProduct(t.db, { name: 'Search Test Bag', price: 700 });
      await addToCart(t.app, priya.authorization, product.id, 1);
      const placed = json(
        await checkout(t.app, priya.authorization, {
          body: { shippingAddress: { ...goodAddress, phone: '07011223344' } },
        }),
      ).data.order;
      const admin = await createUserWithSession(t.db, 'admin');
      const ids = async (query: string) => {
        const response = await get(`/api/admin/orders${query}`, admin.authorization);
        expect(response.statusCode).toBe(200);
        return json(response).data.orders.map((order: { id: string }) => order.id) as string[];
      };

      expect(await ids('')).toContain(placed.id);
      expect(await ids(`?search=${placed.number}`)).toEqual([placed.id]);
      expect(await ids(`?search=%23${placed.number.toLowerCase()}`)).toEqual([placed.id]);
      expect(await ids('?search=priya%20sharma')).toEqual([placed.id]);
      expect(await ids(`?search=${encodeURIComponent(priya.email)}`)).toEqual([placed.id]);
      expect(await ids('?search=%2B91%2070112%2023344')).toEqual([placed.id]);
      expect(await ids('?search=7011223344&status=pending')).toEqual([placed.id]);
      expect(await ids('?search=7011223344&status=shipped')).toEqual([]);
      expect(await ids('?search=nobody-like-this')).toEqual([]);

      const list = json(await get('/api/admin/orders?limit=1', admin.authorization)).data;
      expect(list.orders).toHaveLength(1);
      expect(list.orders[0].customer).toBeDefined();
      expect(list.pagination.total).toBeGreaterThan(1);
      expect((await get('/api/admin/orders?status=lost', admin.authorization)).statusCode).toBe(422);
    });
  });
});
