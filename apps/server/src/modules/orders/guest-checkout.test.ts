import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_SETTINGS, type ShippingSettings } from '@shop/domain';
import { notifications, orders } from '../../db/schema/index.js';
import { createUserWithSession } from '../../../test/support/fixtures.js';
import {
  addToCart,
  checkout,
  goodAddress,
  makeProduct,
  newKey,
  orderCount,
  stockOf,
  useGstMode,
} from '../../../test/support/order-fixtures.js';
import { createTestApp, json, type TestApp } from '../../../test/support/test-app.js';
import { TRACK_NOT_FOUND } from './tracking-service.js';

const contact = { name: 'Meera Guest', email: 'Meera.Guest@Example.test', phone: '098765 11111' };

/** Buying without an account (decision 040): the same rules as a signed-in buyer, Cash on Delivery. */
describe('guest checkout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_GUEST_ORDERS: '3', RATE_LIMIT_ORDER_LOOKUPS: '3' });
    await useGstMode(t.db, 'inclusive');
  });
  afterAll(async () => {
    await t.close();
  });

  let address = 0;
  /** Each call talks from its own address unless told, so the limits are only met where tested. */
  const nextAddress = () => `10.50.${Math.floor((address += 1) / 250)}.${address % 250}`;
  const guestOrder = (
    payload: object,
    options: { key?: string; remoteAddress?: string; authorization?: string; acceptLanguage?: string } = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: {
        'idempotency-key': options.key ?? newKey(),
        ...(options.authorization ? { authorization: options.authorization } : {}),
        ...(options.acceptLanguage ? { 'accept-language': options.acceptLanguage } : {}),
      },
      payload,
      remoteAddress: options.remoteAddress ?? nextAddress(),
    });
  const line = (product: { id: string; variantId: string }, quantity = 1) => ({
    productId: product.id,
    variantId: product.variantId,
    quantity,
  });
  const body = (items: object[], extra: object = {}) => ({
    items,
    contact,
    shippingAddress: goodAddress,
    ...extra,
  });
  const track = (payload: object, remoteAddress = nextAddress()) =>
    t.app.inject({ method: 'POST', url: '/api/orders/track', payload, remoteAddress });

  it('remembers the language of the pages it was placed from, and refuses one the shop does not have', async () => {
    const payal = await makeProduct(t.db, { name: 'Hindi Page Payal', price: 899 });
    const hindi = await guestOrder(body([line(payal)], { language: 'hi' }));
    expect(hindi.statusCode, hindi.body).toBe(201);
    const { order } = json(hindi).data;
    expect(order.language).toBe('hi');
    const [stored] = await t.db
      .select({ language: orders.language })
      .from(orders)
      .where(eq(orders.id, order.id));
    expect(stored?.language).toBe('hi');
    const before = await orderCount(t.db);
    const french = await guestOrder(body([line(payal)], { language: 'fr' }));
    expect(french.statusCode).toBe(422);
    expect(json(french).details).toEqual([{ field: 'language', message: 'Language must be en or hi' }]);
    expect(await orderCount(t.db)).toBe(before);
  });

  it('places a Cash-on-Delivery order priced by the server, for the contact, and mails the contact', async () => {
    const jhumka = await makeProduct(t.db, { name: 'Guest Order Jhumka', price: 1499 });
    const scarf = await makeProduct(t.db, { name: 'Guest Order Scarf', price: 750 });
    const response = await guestOrder(body([line(jhumka, 2), line(scarf)]));
    expect(response.statusCode).toBe(201);
    const { order } = json(response).data;
    expect(order).toMatchObject({
      userId: null,
      status: 'pending',
      // A guest cannot cancel online: there is no account to do it from (decision 040).
      canCancel: false,
      paymentMethod: 'cod',
      subtotal: 3748,
      delivery: 0,
      // Prices include GST (decision 050): the order costs what the pieces were shown at.
      gst: 571.73,
      total: 3748,
      gstIncluded: true,
      roundOff: 0,
      buyerGstin: null,
      buyerName: null,
      // Placed from an English page: no language sent (issue 28).
      language: 'en',
      shippingAddress: { name: 'Asha Verma', phone: '9876543210' },
    });
    expect(order.items.map((item: { name: string; price: number }) => [item.name, item.price])).toEqual([
      ['Guest Order Jhumka', 1499],
      ['Guest Order Scarf', 750],
    ]);
    expect(await stockOf(t.db, jhumka.id)).toBe(8);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({
      userId: null,
      contactName: 'Meera Guest',
      contactEmail: 'meera.guest@example.test',
      contactPhone: '9876511111',
    });
    const mails = await t.db
      .select({ kind: notifications.kind, recipient: notifications.recipient })
      .from(notifications)
      .where(eq(notifications.orderId, order.id));
    expect(mails).toEqual(
      expect.arrayContaining([{ kind: 'order_placed', recipient: 'meera.guest@example.test' }]),
    );
  });

  it('takes no price from the browser: a price on a line or in the body is refused, nothing written', async () => {
    const ring = await makeProduct(t.db, { name: 'Guest Priced Ring', price: 2400 });
    const before = await orderCount(t.db);
    for (const payload of [body([{ ...line(ring), price: 1 }]), body([line(ring)], { total: 1 })]) {
      const response = await guestOrder(payload);
      expect(response.statusCode).toBe(422);
      expect(json(response).details[0].message).toContain('set by the shop');
    }
    expect(await orderCount(t.db)).toBe(before);
    expect(await stockOf(t.db, ring.id)).toBe(10);
  });

  it('answers a replayed Idempotency-Key with the first order (200), one order and one stock taken', async () => {
    const bag = await makeProduct(t.db, { name: 'Guest Replay Bag', price: 650 });
    const key = newKey();
    const first = await guestOrder(body([line(bag)]), { key });
    const again = await guestOrder(body([line(bag)]), { key });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(json(again).data.order.id).toBe(json(first).data.order.id);
    expect(await stockOf(t.db, bag.id)).toBe(9);

    // Twin requests at once: still one order.
    const twinKey = newKey();
    const twins = await Promise.all([
      guestOrder(body([line(bag)]), { key: twinKey }),
      guestOrder(body([line(bag)]), { key: twinKey }),
    ]);
    expect(twins.map((response) => response.statusCode).sort()).toEqual([200, 201]);
    expect(new Set(twins.map((response) => json(response).data.order.id as string)).size).toBe(1);
    expect(await stockOf(t.db, bag.id)).toBe(8);

    // Someone else sending a used key learns nothing of the order.
    const stranger = await guestOrder(
      body([line(bag)], { contact: { ...contact, email: 'someone.else@example.test' } }),
      { key },
    );
    expect(stranger.statusCode).toBe(409);
    expect(json(stranger).data).toBeUndefined();
    expect(await stockOf(t.db, bag.id)).toBe(8);
  });

  it('gives the last unit to exactly one of a guest and a signed-in buyer racing for it', async () => {
    const last = await makeProduct(t.db, { name: 'Guest Race Last Piece', price: 3200, stockQuantity: 1 });
    const buyer = await createUserWithSession(t.db, 'customer');
    await addToCart(t.app, buyer.authorization, last.id, 1);
    const [guest, customer] = await Promise.all([
      guestOrder(body([line(last)])),
      checkout(t.app, buyer.authorization),
    ]);
    expect([guest.statusCode, customer.statusCode].sort()).toEqual([201, 409]);
    const loser = guest.statusCode === 409 ? guest : customer;
    expect(json(loser)).toMatchObject({ code: 'OUT_OF_STOCK' });
    expect(await stockOf(t.db, last.id)).toBe(0);
    const placed = await t.db.select({ id: orders.id }).from(orders);
    expect(placed.length).toBeGreaterThan(0);
  });

  it('applies the Cash-on-Delivery rules and the pincode check', async () => {
    const admin = await createUserWithSession(t.db, 'administrator');
    const save = (shipping: Partial<ShippingSettings>) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/admin/settings',
        headers: { authorization: admin.authorization },
        payload: { ...DEFAULT_SHOP_SETTINGS, shipping: { ...DEFAULT_SHOP_SETTINGS.shipping, ...shipping } },
      });
    const stole = await makeProduct(t.db, { name: 'Guest COD Stole', price: 900 });
    expect((await save({ codExcludedPincodes: ['201310'] })).statusCode).toBe(200);
    const refused = await guestOrder(body([line(stole)]));
    expect(refused.statusCode).toBe(422);
    expect(json(refused)).toMatchObject({ code: 'COD_NOT_AVAILABLE', details: [{ field: 'paymentMethod' }] });
    expect((await save({})).statusCode).toBe(200);

    const unknownPincode = await guestOrder(
      body([line(stole)], { shippingAddress: { ...goodAddress, pincode: '999999' } }),
    );
    expect(unknownPincode.statusCode).toBe(422);
    expect(json(unknownPincode).details[0].field).toBe('shippingAddress.pincode');
    expect(await stockOf(t.db, stole.id)).toBe(10);
  });

  it('answers a Hindi page’s mistakes in Hindi, and an English one’s in English, ordering nothing', async () => {
    const bangle = await makeProduct(t.db, { name: 'Guest Hindi Bangle', price: 700 });
    const mistaken = body([line(bangle)], {
      contact: { ...contact, phone: '12345' },
      shippingAddress: { ...goodAddress, pincode: '999999', city: ' ' },
    });
    const hindi = await guestOrder(mistaken, { acceptLanguage: 'hi' });
    expect(hindi.statusCode).toBe(422);
    expect(json(hindi).details).toEqual(
      expect.arrayContaining([
        { field: 'contact.phone', message: 'सही 10 अंकों का मोबाइल नंबर लिखें' },
        { field: 'shippingAddress.city', message: 'शहर ज़रूरी है' },
      ]),
    );
    expect(json(hindi).message).toMatch(/[\u0900-\u097F]/);
    const unknownPincode = await guestOrder(
      body([line(bangle)], { shippingAddress: { ...goodAddress, pincode: '999999' } }),
      { acceptLanguage: 'hi-IN,hi;q=0.9,en;q=0.8' },
    );
    expect(json(unknownPincode).details[0]).toEqual({
      field: 'shippingAddress.pincode',
      message: expect.stringContaining('पिनकोड 999999 नहीं मिला'),
    });

    for (const acceptLanguage of [undefined, 'en-IN,hi;q=0.9']) {
      const english = await guestOrder(mistaken, { acceptLanguage });
      expect(json(english).details).toEqual(
        expect.arrayContaining([{ field: 'contact.phone', message: 'Enter a valid 10-digit mobile number' }]),
      );
    }
    expect(await stockOf(t.db, bangle.id)).toBe(10);
  });

  it('refuses UPI for a guest (sign in for it), a missing contact or cart, and a bad contact', async () => {
    const anklet = await makeProduct(t.db, { name: 'Guest Refused Anklet', price: 500 });
    const cases: [object, string][] = [
      [body([line(anklet)], { paymentMethod: 'upi' }), 'paymentMethod'],
      [{ items: [line(anklet)], shippingAddress: goodAddress }, 'contact'],
      [{ contact, shippingAddress: goodAddress }, 'items'],
      [body([]), 'items'],
      [body([line(anklet)], { contact: { ...contact, email: 'not-an-email' } }), 'contact.email'],
      [body([line(anklet)], { contact: { ...contact, phone: '12345' } }), 'contact.phone'],
    ];
    for (const [payload, field] of cases) {
      const response = await guestOrder(payload);
      expect(response.statusCode, field).toBe(422);
      expect(json(response).details.map((detail: { field: string }) => detail.field)).toContain(field);
    }
    expect(json(await guestOrder(cases[0]![0])).message).toContain('sign in');
    expect(await stockOf(t.db, anklet.id)).toBe(10);
  });

  it('leaves signed-in checkout as it was: the cart is ordered, guest fields refused, a stale token is 401', async () => {
    const me = await createUserWithSession(t.db, 'customer');
    const kurta = await makeProduct(t.db, { name: 'Guest Signed Kurta', price: 1200 });
    await addToCart(t.app, me.authorization, kurta.id, 1);
    const withItems = await guestOrder(body([line(kurta)]), { authorization: me.authorization });
    expect(withItems.statusCode).toBe(422);
    expect(json(withItems).details[0].field).toBe('items');
    const stale = await guestOrder(body([line(kurta)]), { authorization: `Bearer ${randomUUID()}` });
    expect(stale.statusCode).toBe(401);
    const placed = await checkout(t.app, me.authorization);
    expect(placed.statusCode).toBe(201);
    expect(json(placed).data.order.userId).toBe(me.userId);
  });

  it('limits guest orders per address (429), counted in the database', async () => {
    const tote = await makeProduct(t.db, { name: 'Guest Flood Tote', price: 400, stockQuantity: 50 });
    const from = '10.51.0.1';
    for (let i = 0; i < 3; i += 1) {
      expect((await guestOrder(body([line(tote)]), { remoteAddress: from })).statusCode).toBe(201);
    }
    const limited = await guestOrder(body([line(tote)]), { remoteAddress: from });
    expect(limited.statusCode).toBe(429);
    expect(json(limited).code).toBe('RATE_LIMITED');
    expect(await stockOf(t.db, tote.id)).toBe(47);
  });

  describe('POST /api/orders/track', () => {
    it('shows the order to the right number and mobile, with nothing about the buyer', async () => {
      const saree = await makeProduct(t.db, { name: 'Track Saree', price: 2000 });
      const { order } = json(await guestOrder(body([line(saree)]))).data;
      for (const pair of [
        { orderNumber: order.number, phone: '9876543210' },
        { orderNumber: `#${order.number.toLowerCase()}`, phone: '+91 98765 11111' },
      ]) {
        const response = await track(pair);
        expect(response.statusCode).toBe(200);
        const tracked = json(response).data.order;
        expect(tracked).toMatchObject({
          number: order.number,
          status: 'pending',
          total: order.total,
          gstIncluded: true,
          roundOff: 0,
          items: [{ name: 'Track Saree', quantity: 1, price: 2000 }],
          history: [{ status: 'pending' }],
        });
        // The order's id is shown (a guest's return names it with the same pair, decision 054);
        // without the pair or the account it opens nothing.
        expect(tracked.id).toBe(order.id);
        const text = JSON.stringify(tracked);
        for (const secret of ['Asha', 'Pari Chowk', '9876543210', 'meera', 'Meera']) {
          expect(text).not.toContain(secret);
        }
      }
    });

    it("finds a signed-in customer's order by its delivery mobile too", async () => {
      const me = await createUserWithSession(t.db, 'customer');
      const ring = await makeProduct(t.db, { name: 'Track Customer Ring', price: 700 });
      await addToCart(t.app, me.authorization, ring.id, 1);
      const { order } = json(await checkout(t.app, me.authorization)).data;
      const response = await track({ orderNumber: order.number, phone: goodAddress.phone });
      expect(response.statusCode).toBe(200);
    });

    it('answers every wrong pair with the same 404', async () => {
      const bangle = await makeProduct(t.db, { name: 'Track Bangle', price: 900 });
      const { order } = json(await guestOrder(body([line(bangle)]))).data;
      for (const pair of [
        { orderNumber: order.number, phone: '9123456789' },
        { orderNumber: 'ABCDEF12', phone: '9876543210' },
        { orderNumber: 'ABCDEF12', phone: '9123456789' },
      ]) {
        const response = await track(pair);
        expect(response.statusCode).toBe(404);
        expect(json(response)).toEqual({ success: false, code: 'NOT_FOUND', message: TRACK_NOT_FOUND.en });
      }
      const malformed = await track({ orderNumber: 'x', phone: '1' });
      expect(malformed.statusCode).toBe(422);
      expect(
        json(malformed)
          .details.map((detail: { field: string }) => detail.field)
          .sort(),
      ).toEqual(['orderNumber', 'phone']);
    });

    it('is limited per address (429), right pairs and wrong pairs alike', async () => {
      const from = '10.52.0.1';
      for (let i = 0; i < 3; i += 1) {
        expect((await track({ orderNumber: 'ABCDEF12', phone: '9123456789' }, from)).statusCode).toBe(404);
      }
      const limited = await track({ orderNumber: 'ABCDEF12', phone: '9123456789' }, from);
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toBeDefined();
      expect((await track({ orderNumber: 'ABCDEF12', phone: '9123456789' }, '10.52.0.2')).statusCode).toBe(
        404,
      );
    });
  });
});
