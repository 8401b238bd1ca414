import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_SETTINGS } from '@shop/domain';
import { notifications, orders } from '../../db/schema/index.js';
import { createUserWithSession } from '../../../test/support/fixtures.js';
import {
  addToCart,
  checkout,
  goodAddress,
  makeProduct,
  stockOf,
} from '../../../test/support/order-fixtures.js';
import { createTestApp, json, type TestApp } from '../../../test/support/test-app.js';
import { expireUnpaidOrders } from './payment-service.js';

/** UPI payments (decision 038): awaiting payment, UTR, staff's verdict, expiry. */
describe('UPI payment', () => {
  let t: TestApp;
  let admin: { authorization: string; userId: string };
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUserWithSession(t.db, 'admin');
  });
  afterAll(async () => {
    await t.close();
  });

  const setUpi = (upiVpa: string, upiPayeeName: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: { authorization: admin.authorization },
      payload: { ...DEFAULT_SHOP_SETTINGS, payments: { upiVpa, upiPayeeName } },
    });
  const post = (url: string, authorization: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: { authorization }, ...(payload ? { payload } : {}) });

  /** A customer with one product (₹1,499.50, 10 in stock) ×2 in their cart, checking out by UPI. */
  async function upiOrder(price = 1499.5) {
    const me = await createUserWithSession(t.db, 'customer');
    const product = await makeProduct(t.db, { name: `UPI Jhumka ${Date.now()}`, price });
    await addToCart(t.app, me.authorization, product.id, 2);
    const placed = await checkout(t.app, me.authorization, {
      body: { shippingAddress: goodAddress, paymentMethod: 'upi' },
    });
    return { me, product, placed, order: json(placed).data.order };
  }

  const mailKinds = async (orderId: string) =>
    (
      await t.db
        .select({ kind: notifications.kind })
        .from(notifications)
        .where(eq(notifications.orderId, orderId))
    ).map((mail) => mail.kind);
  const paymentMethods = async (): Promise<unknown> =>
    json(await t.app.inject({ method: 'GET', url: '/api/payment-methods' })).data.methods;

  it('is not offered until the shop sets its UPI ID: 422 on paymentMethod, nothing written', async () => {
    expect(await paymentMethods()).toEqual(['cod']);
    const me = await createUserWithSession(t.db, 'customer');
    const product = await makeProduct(t.db, { name: `No UPI ${Date.now()}`, price: 500 });
    await addToCart(t.app, me.authorization, product.id, 1);
    const refused = await checkout(t.app, me.authorization, {
      body: { shippingAddress: goodAddress, paymentMethod: 'upi' },
    });
    expect(refused.statusCode).toBe(422);
    expect(json(refused).details[0].field).toBe('paymentMethod');
    expect(await stockOf(t.db, product.id)).toBe(10);

    const wrongVpa = await setUpi('kaarigar.okhdfcbank', 'Kaarigar Studio');
    expect(wrongVpa.statusCode).toBe(422);
    expect(json(wrongVpa).details[0].field).toBe('payments.upiVpa');
    expect((await setUpi('kaarigar@okhdfcbank', 'Kaarigar Studio')).statusCode).toBe(200);
    // The checkout offers it from the next ask on.
    expect(await paymentMethods()).toEqual(['cod', 'upi']);

    // Cash on Delivery stays the default.
    const cod = json(await checkout(t.app, me.authorization)).data.order;
    expect(cod).toMatchObject({ status: 'pending', paymentMethod: 'cod', paymentStatus: 'unpaid' });
  });

  it('creates the order awaiting payment with its stock held, and builds the link from the server’s amount', async () => {
    const { me, product, placed, order } = await upiOrder();
    expect(placed.statusCode).toBe(201);
    expect(order).toMatchObject({
      status: 'awaiting_payment',
      paymentMethod: 'upi',
      paymentStatus: 'unpaid',
      paymentUtr: null,
      canCancel: true,
    });
    const holdMinutes = (Date.parse(order.paymentDueBy) - Date.parse(order.createdAt)) / 60_000;
    expect(Math.round(holdMinutes)).toBe(30);
    expect(await stockOf(t.db, product.id)).toBe(8);
    // The customer is sent the payment's details, not the Cash-on-Delivery confirmation.
    expect((await mailKinds(order.id)).sort()).toEqual(['shop_new_order', 'upi_awaiting_payment']);

    const payment = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}/payment`,
      headers: { authorization: me.authorization },
    });
    expect(payment.statusCode).toBe(200);
    const details = json(payment).data.payment;
    expect(details.amount).toBe(order.total);
    const am = (order.total as number).toFixed(2);
    expect(details.link).toBe(
      `upi://pay?pa=kaarigar%40okhdfcbank&pn=Kaarigar%20Studio&am=${am}&tn=${order.number}&cu=INR`,
    );

    // A price sent by the browser is refused, not used.
    const cheat = await checkout(t.app, me.authorization, {
      body: { shippingAddress: goodAddress, paymentMethod: 'upi', total: 1 },
    });
    expect(cheat.statusCode).toBe(422);

    // Someone else's order is not found.
    const other = await createUserWithSession(t.db, 'customer');
    const peek = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}/payment`,
      headers: { authorization: other.authorization },
    });
    expect(peek.statusCode).toBe(404);
  });

  it('takes a 12-digit UTR, refuses another format with 422, and flags one UTR on two orders to staff', async () => {
    const first = await upiOrder();
    const second = await upiOrder();
    const url = (id: string) => `/api/orders/${id}/payment`;

    for (const utr of ['12345', '1234567890123', 'ABCD12345678', '4123-4567-890']) {
      const wrong = await post(url(first.order.id), first.me.authorization, { utr });
      expect(wrong.statusCode).toBe(422);
      expect(json(wrong).details[0]).toMatchObject({
        field: 'utr',
        message: 'Enter the 12-digit UTR (UPI reference number) shown in your UPI app',
      });
    }
    expect((await t.db.select().from(orders).where(eq(orders.id, first.order.id)))[0]?.paymentUtr).toBeNull();

    const given = await post(url(first.order.id), first.me.authorization, { utr: '4123 4567 8901' });
    expect(given.statusCode).toBe(200);
    expect(json(given).data.order).toMatchObject({
      status: 'awaiting_payment',
      paymentStatus: 'utr_submitted',
      paymentUtr: '412345678901',
    });
    expect(json(given).data.order.utrSharedWith).toBeUndefined();

    expect(
      (await post(url(second.order.id), second.me.authorization, { utr: '412345678901' })).statusCode,
    ).toBe(200);
    const staffView = json(
      await t.app.inject({
        method: 'GET',
        url: `/api/orders/${second.order.id}`,
        headers: { authorization: admin.authorization },
      }),
    ).data.order;
    expect(staffView.utrSharedWith).toEqual([first.order.number]);
    // Not for another customer's order.
    expect(
      (await post(url(first.order.id), second.me.authorization, { utr: '412345678902' })).statusCode,
    ).toBe(404);
  });

  it('lets staff mark it paid (it goes ahead) or not received (cancelled, stock back); customers get 403', async () => {
    const paid = await upiOrder();
    await post(`/api/orders/${paid.order.id}/payment`, paid.me.authorization, { utr: '998877665544' });
    const forbidden = await post(`/api/orders/${paid.order.id}/payment/received`, paid.me.authorization);
    expect(forbidden.statusCode).toBe(403);
    expect(
      (await post(`/api/orders/${paid.order.id}/payment/not-received`, paid.me.authorization)).statusCode,
    ).toBe(403);
    // The generic status change does not skip the payment's verdict.
    const skip = await t.app.inject({
      method: 'PATCH',
      url: `/api/orders/${paid.order.id}/status`,
      headers: { authorization: admin.authorization },
      payload: { status: 'pending' },
    });
    expect(skip.statusCode).toBe(409);

    const received = await post(`/api/orders/${paid.order.id}/payment/received`, admin.authorization);
    expect(received.statusCode).toBe(200);
    const view = json(received).data.order;
    expect(view).toMatchObject({ status: 'pending', paymentStatus: 'paid', paymentUtr: '998877665544' });
    expect(Date.parse(view.paidAt)).not.toBeNaN();
    expect(view.nextStatuses).toEqual(['processing', 'cancelled']);
    expect(
      (await post(`/api/orders/${paid.order.id}/payment/received`, admin.authorization)).statusCode,
    ).toBe(409);
    expect(await mailKinds(paid.order.id)).toContain('upi_payment_received');

    const unpaid = await upiOrder();
    expect(await stockOf(t.db, unpaid.product.id)).toBe(8);
    const notReceived = await post(
      `/api/orders/${unpaid.order.id}/payment/not-received`,
      admin.authorization,
      {
        note: 'No credit in the bank statement',
      },
    );
    expect(notReceived.statusCode).toBe(200);
    expect(json(notReceived).data.order).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'not_received',
    });
    expect(await stockOf(t.db, unpaid.product.id)).toBe(10);
    const unpaidMails = await mailKinds(unpaid.order.id);
    expect(unpaidMails).toContain('upi_payment_not_received');
    expect(unpaidMails).not.toContain('order_cancelled');
  });

  it('refuses the Cash-on-Delivery confirmation of a UPI order with 409, nothing written', async () => {
    const { order } = await upiOrder();
    const refused = await post(`/api/orders/${order.id}/cod-confirmation`, admin.authorization);
    expect(refused.statusCode).toBe(409);
    expect(json(refused).message).toBe(
      'This order is paid by UPI, not Cash on Delivery: there is nothing to confirm on WhatsApp',
    );
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.codConfirmedAt).toBeNull();
  });

  it('lets the customer cancel their own order awaiting payment', async () => {
    const { me, product, order } = await upiOrder();
    const cancelled = await post(`/api/orders/${order.id}/cancel`, me.authorization);
    expect(cancelled.statusCode).toBe(200);
    expect(json(cancelled).data.order.status).toBe('cancelled');
    expect(await stockOf(t.db, product.id)).toBe(10);
  });

  it('expires unpaid orders after 30 minutes through the job: cancelled, stock back, the customer mailed', async () => {
    const { product, order } = await upiOrder();
    const withUtr = await upiOrder();
    await post(`/api/orders/${withUtr.order.id}/payment`, withUtr.me.authorization, { utr: '112233445566' });
    const placedAt = Date.parse(order.createdAt);

    // 29 minutes on: nothing yet.
    await expireUnpaidOrders(t.db, new Date(placedAt + 29 * 60_000));
    expect((await t.db.select().from(orders).where(eq(orders.id, order.id)))[0]?.status).toBe(
      'awaiting_payment',
    );

    expect(await expireUnpaidOrders(t.db, new Date(placedAt + 31 * 60_000))).toBeGreaterThanOrEqual(1);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: 'cancelled', paymentStatus: 'expired' });
    expect(await stockOf(t.db, product.id)).toBe(10);
    expect(await mailKinds(order.id)).toContain('upi_payment_expired');

    // An order whose customer gave a UTR waits for staff, however late.
    const [kept] = await t.db.select().from(orders).where(eq(orders.id, withUtr.order.id));
    expect(kept?.status).toBe('awaiting_payment');
    // A second run finds nothing more of these.
    await expireUnpaidOrders(t.db, new Date(placedAt + 32 * 60_000));
    const history = json(
      await t.app.inject({
        method: 'GET',
        url: `/api/orders/${order.id}`,
        headers: { authorization: admin.authorization },
      }),
    ).data.order.history;
    expect(history.map((entry: { status: string }) => entry.status)).toEqual([
      'awaiting_payment',
      'cancelled',
    ]);
  });
});
