import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_SETTINGS } from '@shop/domain';
import { orders } from '../../db/schema/index.js';
import { createUserWithSession } from '../../../test/support/fixtures.js';
import {
  addToCart,
  checkout,
  goodAddress,
  makeProduct,
  stockOf,
  variantStockOf,
} from '../../../test/support/order-fixtures.js';
import { createTestApp, json, type TestApp } from '../../../test/support/test-app.js';

/** Shipping with courier and AWB, returns to origin and the customer's RTO record (decision 028). */
describe('shipping and returns to origin', () => {
  let t: TestApp;
  let admin: { authorization: string; userId: string };
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUserWithSession(t.db, 'admin', { fullName: 'Meera Admin' });
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, authorization: string) =>
    t.app.inject({ method: 'GET', url, headers: { authorization } });
  const setStatus = (orderId: string, payload: object) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/orders/${orderId}/status`,
      headers: { authorization: admin.authorization },
      payload,
    });
  const statusOf = async (orderId: string) =>
    (await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)))[0]?.status;

  async function placedOrder(options: { phone?: string; customer?: { authorization: string } } = {}) {
    const me = options.customer ?? (await createUserWithSession(t.db, 'customer'));
    const product = await makeProduct(t.db, { name: `Block Print Dupatta ${Date.now()}`, price: 900 });
    await addToCart(t.app, me.authorization, product.id, 2);
    const response = await checkout(t.app, me.authorization, {
      body: { shippingAddress: { ...goodAddress, phone: options.phone ?? goodAddress.phone } },
    });
    if (response.statusCode !== 201) throw new Error(response.body);
    return { me, product, order: json(response).data.order as { id: string } };
  }

  async function shippedOrder(options: Parameters<typeof placedOrder>[0] = {}) {
    const placed = await placedOrder(options);
    expect((await setStatus(placed.order.id, { status: 'processing' })).statusCode).toBe(200);
    const shipped = await setStatus(placed.order.id, {
      status: 'shipped',
      courier: 'Delhivery',
      trackingNumber: '1490811234567',
    });
    expect(shipped.statusCode).toBe(200);
    return placed;
  }

  it('refuses to mark an order shipped without a courier or AWB number (422), changing nothing', async () => {
    const { order } = await placedOrder();
    await setStatus(order.id, { status: 'processing' });

    const bare = await setStatus(order.id, { status: 'shipped' });
    expect(bare.statusCode).toBe(422);
    expect(json(bare).details).toEqual(
      expect.arrayContaining([
        { field: 'courier', message: 'Choose the courier that carries the parcel' },
        { field: 'trackingNumber', message: 'Enter the AWB (tracking) number to mark the order shipped' },
      ]),
    );
    const noAwb = await setStatus(order.id, { status: 'shipped', courier: 'DTDC' });
    expect(noAwb.statusCode).toBe(422);
    expect(json(noAwb).details).toEqual([
      { field: 'trackingNumber', message: 'Enter the AWB (tracking) number to mark the order shipped' },
    ]);
    const unknownCourier = await setStatus(order.id, {
      status: 'shipped',
      courier: 'Pigeon Post',
      trackingNumber: 'AB1234',
    });
    expect(unknownCourier.statusCode).toBe(422);
    expect(json(unknownCourier).details[0]).toMatchObject({ field: 'courier' });
    const badAwb = await setStatus(order.id, { status: 'shipped', courier: 'DTDC', trackingNumber: 'a b' });
    expect(json(badAwb).details[0]).toMatchObject({ field: 'trackingNumber' });
    // A courier belongs to shipping only: with another move it is refused, not dropped.
    const stray = await setStatus(order.id, { status: 'cancelled', courier: 'DTDC' });
    expect(stray.statusCode).toBe(422);

    expect(await statusOf(order.id)).toBe('processing');
    const view = json(await get(`/api/orders/${order.id}`, admin.authorization)).data.order;
    expect(view).toMatchObject({ courier: null, trackingNumber: null, trackingUrl: null, shippedAt: null });
  });

  it("keeps the courier, AWB and the courier's tracking link on the order, for staff and the customer", async () => {
    const { me, order } = await placedOrder();
    const before = json(await get(`/api/orders/${order.id}`, me.authorization)).data.order;
    expect(before).toMatchObject({ courier: null, trackingNumber: null, trackingUrl: null });

    await setStatus(order.id, { status: 'processing' });
    const shipped = await setStatus(order.id, {
      status: 'shipped',
      courier: 'India Post',
      trackingNumber: ' ee123456789in ',
    });
    expect(shipped.statusCode).toBe(200);
    expect(json(shipped).data.order).toMatchObject({
      status: 'shipped',
      courier: 'India Post',
      trackingNumber: 'EE123456789IN',
      nextStatuses: ['delivered', 'returned'],
    });

    const mine = json(await get(`/api/orders/${order.id}`, me.authorization)).data.order;
    expect(mine).toMatchObject({
      courier: 'India Post',
      trackingNumber: 'EE123456789IN',
      trackingUrl:
        'https://www.indiapost.gov.in/_layouts/15/dop.portal.tracking/trackconsignment.aspx?consignment=EE123456789IN',
    });
    expect(Date.parse(mine.shippedAt)).toBeGreaterThanOrEqual(Date.parse(mine.createdAt));
    const listed = json(await get('/api/orders', me.authorization)).data.orders[0];
    expect(listed).toMatchObject({ id: order.id, courier: 'India Post', trackingNumber: 'EE123456789IN' });

    // "Other" has no tracking page: the AWB is still shown, the link is null.
    const other = await placedOrder();
    await setStatus(other.order.id, { status: 'processing' });
    const byHand = await setStatus(other.order.id, {
      status: 'shipped',
      courier: 'Other',
      trackingNumber: 'LR-5521',
    });
    expect(json(byHand).data.order).toMatchObject({
      courier: 'Other',
      trackingNumber: 'LR-5521',
      trackingUrl: null,
    });
  });

  it("makes the tracking link from the courier's template in the shop settings, and keeps it", async () => {
    const settings = {
      ...DEFAULT_SHOP_SETTINGS,
      shipping: {
        ...DEFAULT_SHOP_SETTINGS.shipping,
        trackingUrls: {
          ...DEFAULT_SHOP_SETTINGS.shipping.trackingUrls,
          Xpressbees: 'https://track.example.in/xb?n={awb}',
        },
      },
    };
    const saveSettings = (payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/admin/settings',
        headers: { authorization: admin.authorization },
        payload,
      });
    expect((await saveSettings(settings)).statusCode).toBe(200);
    const { order } = await placedOrder();
    await setStatus(order.id, { status: 'processing' });
    const shipped = await setStatus(order.id, {
      status: 'shipped',
      courier: 'Xpressbees',
      trackingNumber: 'XB-77',
    });
    expect(json(shipped).data.order.trackingUrl).toBe('https://track.example.in/xb?n=XB-77');

    // A later change of template does not rewrite the link the customer was given.
    expect((await saveSettings(DEFAULT_SHOP_SETTINGS)).statusCode).toBe(200);
    const later = json(await get(`/api/orders/${order.id}`, admin.authorization)).data.order;
    expect(later.trackingUrl).toBe('https://track.example.in/xb?n=XB-77');
  });

  it('returns a shipped order to origin: reason required, stock back per variant, reason on the timeline', async () => {
    const me = await createUserWithSession(t.db, 'customer');
    const kurti = await makeProduct(t.db, {
      name: 'Returned Sizes Kurti',
      price: 1200,
      options: [{ name: 'Size', values: ['S', 'M'] }],
      variants: [
        { optionValues: { Size: 'S' }, stockQuantity: 4 },
        { optionValues: { Size: 'M' }, stockQuantity: 5 },
      ],
    });
    const saree = await makeProduct(t.db, {
      name: 'Returned Made To Order Saree',
      price: 5400,
      stockQuantity: 0,
      madeToOrder: true,
      leadTimeDays: 12,
    });
    const [small, medium] = kurti.variants;
    if (!small || !medium) throw new Error('variants missing');
    await addToCart(t.app, me.authorization, kurti.id, 1, { variantId: small.id });
    await addToCart(t.app, me.authorization, kurti.id, 3, { variantId: medium.id });
    await addToCart(t.app, me.authorization, saree.id, 1);
    const { order } = json(await checkout(t.app, me.authorization)).data;
    expect(await variantStockOf(t.db, small.id)).toBe(3);
    expect(await variantStockOf(t.db, medium.id)).toBe(2);

    // Not before it ships.
    const early = await setStatus(order.id, { status: 'returned', reason: 'Refused at the door' });
    expect(early.statusCode).toBe(409);
    await setStatus(order.id, { status: 'processing' });
    await setStatus(order.id, { status: 'shipped', courier: 'Blue Dart', trackingNumber: '50112345678' });

    const noReason = await setStatus(order.id, { status: 'returned' });
    expect(noReason.statusCode).toBe(422);
    expect(json(noReason).details).toEqual([
      { field: 'reason', message: 'Say why the parcel came back (for example "Refused at the door")' },
    ]);
    const blank = await setStatus(order.id, { status: 'returned', reason: '   ' });
    expect(blank.statusCode).toBe(422);
    expect(await statusOf(order.id)).toBe('shipped');
    expect(await variantStockOf(t.db, medium.id)).toBe(2);

    const returned = await setStatus(order.id, { status: 'returned', reason: 'Refused at the door' });
    expect(returned.statusCode).toBe(200);
    const view = json(returned).data.order;
    expect(view).toMatchObject({ status: 'returned', nextStatuses: [], courier: 'Blue Dart' });
    expect(view.history.at(-1)).toMatchObject({
      status: 'returned',
      note: 'Refused at the door',
      changedBy: { id: admin.userId, name: 'Meera Admin', role: 'admin' },
    });
    expect(await variantStockOf(t.db, small.id)).toBe(4);
    expect(await variantStockOf(t.db, medium.id)).toBe(5);
    // The made-to-order line took no stock, so none comes back.
    expect(await stockOf(t.db, saree.id)).toBe(0);

    // An end state: nothing moves it again, and the stock is not returned twice.
    expect((await setStatus(order.id, { status: 'delivered' })).statusCode).toBe(409);
    expect((await setStatus(order.id, { status: 'returned', reason: 'Again' })).statusCode).toBe(409);
    expect(await variantStockOf(t.db, medium.id)).toBe(5);
    const mine = json(await get(`/api/orders/${order.id}`, me.authorization)).data.order;
    expect(mine.history.at(-1)).toEqual({
      status: 'returned',
      note: 'Refused at the door',
      at: expect.any(String),
    });
    expect(mine.returnsToOrigin).toBeUndefined();
  });

  it("shows staff how many of the customer's other orders came back, by account and by mobile number", async () => {
    const me = await createUserWithSession(t.db, 'customer');
    const first = await shippedOrder({ customer: me, phone: '9811122233' });
    await setStatus(first.order.id, { status: 'returned', reason: 'Customer not reachable' });
    const second = await shippedOrder({ customer: me, phone: '9811122233' });
    await setStatus(second.order.id, { status: 'returned', reason: 'Refused at the door' });

    const next = await placedOrder({ customer: me, phone: '9811122233' });
    const staffView = json(await get(`/api/orders/${next.order.id}`, admin.authorization)).data.order;
    expect(staffView.returnsToOrigin).toBe(2);
    // The returned order itself counts only the other one.
    const firstView = json(await get(`/api/orders/${first.order.id}`, admin.authorization)).data.order;
    expect(firstView.returnsToOrigin).toBe(1);

    // A new account with the same mobile number carries the record; another number does not.
    const sameMobile = await placedOrder({ phone: '+91 98111 22233' });
    const clean = await placedOrder({ phone: '9822200011' });
    const list = json(await get('/api/admin/orders?limit=50', admin.authorization)).data.orders as {
      id: string;
      returnsToOrigin: number;
    }[];
    const countOf = (id: string) => list.find((order) => order.id === id)?.returnsToOrigin;
    expect(countOf(sameMobile.order.id)).toBe(2);
    expect(countOf(clean.order.id)).toBe(0);
    expect(countOf(next.order.id)).toBe(2);

    // The customer never sees it.
    const mine = json(await get(`/api/orders/${next.order.id}`, me.authorization)).data.order;
    expect(mine.returnsToOrigin).toBeUndefined();

    // Staff filter the list by the new status.
    const returned = json(await get('/api/admin/orders?status=returned&limit=50', admin.authorization)).data
      .orders as { id: string; status: string }[];
    expect(returned.map((order) => order.id)).toEqual(
      expect.arrayContaining([first.order.id, second.order.id]),
    );
    expect(returned.every((order) => order.status === 'returned')).toBe(true);
  });
});
