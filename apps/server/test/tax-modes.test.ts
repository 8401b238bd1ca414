import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_SHOP_INFO,
  DEFAULT_SHOP_SETTINGS,
  gstinCheckCharacter,
  type Cart,
  type GstMode,
} from '@shop/domain';
import { notifications, orderItems, orders, products } from '../src/db/schema/index.js';
import { createUserWithSession } from './support/fixtures.js';
import {
  addToCart,
  cartOf,
  checkout,
  goodAddress,
  makeProduct,
  orderCount,
  TEST_GSTIN,
  useGstMode,
} from './support/order-fixtures.js';
import { createTestApp, json, type TestApp } from './support/test-app.js';
import { composeMail } from '../src/modules/notifications/compose.js';
import { renderMail } from '../src/modules/notifications/templates/render.js';

/**
 * Decision 050 through the API: prices shown are prices paid, totals in whole rupees, GST only
 * for a registered shop, a buyer's GSTIN on the order.
 */
describe('GST at checkout (decision 050)', () => {
  let t: TestApp;
  let staff: string;
  beforeAll(async () => {
    t = await createTestApp();
    staff = (await createUserWithSession(t.db, 'admin')).authorization;
  });
  afterAll(async () => {
    await t.close();
  });

  const cartNow = async (authorization: string): Promise<Cart> =>
    (
      json(await t.app.inject({ method: 'GET', url: '/api/cart', headers: { authorization } })) as {
        data: { cart: Cart };
      }
    ).data.cart;

  /** A ₹1,299 kurti taxed at 5% (apparel up to ₹2,500 a piece), in a cart of its own. */
  async function kurtiInCart(quantity = 1, price = 1299) {
    const kurti = await makeProduct(t.db, { name: `Chanderi Kurti ${Date.now()}`, price });
    await t.db.update(products).set({ gstRate: 5 }).where(eq(products.id, kurti.id));
    const me = await createUserWithSession(t.db, 'customer');
    await addToCart(t.app, me.authorization, kurti.id, quantity);
    return { me, kurti };
  }

  async function placed(mode: GstMode) {
    await useGstMode(t.db, mode);
    const { me } = await kurtiInCart();
    const cart = await cartNow(me.authorization);
    const response = await checkout(t.app, me.authorization);
    expect(response.statusCode, response.body).toBe(201);
    const { order } = json(response).data;
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    const lines = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    return { cart, order, row: row!, lines };
  }

  it('prices include GST: ₹1,299 at 5% and ₹50 delivery are ₹1,349 in the cart and the order, the GST inside', async () => {
    const { cart, order, row, lines } = await placed('inclusive');
    const summary = {
      subtotal: 1299,
      discount: 0,
      delivery: 50,
      gst: 64.24,
      total: 1349,
      gstIncluded: true,
      roundOff: 0,
    };
    expect(cart.summary).toMatchObject(summary);
    expect(order).toMatchObject({ ...summary, totalAmount: 1349, buyerGstin: null, buyerName: null });
    expect(order.items[0].gstRate).toBe(5);
    expect(row).toMatchObject({
      gstMode: 'inclusive',
      gstPaise: 64_24,
      taxablePaise: 1349_00 - 64_24,
      roundOffPaise: 0,
      totalPaise: 1349_00,
    });
    expect(lines[0]?.gstRate).toBe(5);
    const shop = json(await t.app.inject({ method: 'GET', url: '/api/shop' })).data.shop;
    expect(shop.gstMode).toBe('inclusive');
  });

  it('GST on top keeps decision 005’s total, to the paisa, rounded to rupees with a round-off', async () => {
    const { cart, order, row } = await placed('exclusive');
    const summary = {
      subtotal: 1299,
      delivery: 50,
      gst: 67.45,
      total: 1416,
      gstIncluded: false,
      roundOff: -0.45,
    };
    expect(cart.summary).toMatchObject(summary);
    expect(order).toMatchObject(summary);
    expect(row).toMatchObject({ gstMode: 'exclusive', taxablePaise: 1349_00, roundOffPaise: -45 });
  });

  it('a shop not registered charges and shows no GST', async () => {
    const { cart, order, row, lines } = await placed('none');
    expect(cart.summary).toMatchObject({ gst: 0, total: 1349, roundOff: 0 });
    expect(order).toMatchObject({ gst: 0, total: 1349, roundOff: 0 });
    expect(row).toMatchObject({ gstMode: 'none', gstPaise: 0, taxablePaise: 1349_00 });
    expect(lines[0]?.gstRate).toBe(0);
    const shop = json(await t.app.inject({ method: 'GET', url: '/api/shop' })).data.shop;
    expect(shop.gstMode).toBe('none');
  });

  it('10% off ₹2,598 is ₹260, and the whole-rupee total is the same in the cart, the order, the UPI link and the mail', async () => {
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: { authorization: staff },
      payload: {
        ...DEFAULT_SHOP_SETTINGS,
        business: { ...DEFAULT_SHOP_SETTINGS.business, gstin: TEST_GSTIN },
        payments: { upiVpa: 'kaarigar@okhdfcbank', upiPayeeName: 'Kaarigar Studio' },
        tax: { registered: true, pricesIncludeGst: true },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const coupon = await t.app.inject({
      method: 'POST',
      url: '/api/coupons',
      headers: { authorization: staff },
      payload: { code: 'GST10', type: 'percent', value: 10 },
    });
    expect(coupon.statusCode, coupon.body).toBe(201);
    const { me } = await kurtiInCart(2);
    const applied = await t.app.inject({
      method: 'POST',
      url: '/api/cart/coupon',
      headers: { authorization: me.authorization },
      payload: { code: 'GST10' },
    });
    expect(applied.statusCode, applied.body).toBe(200);
    const cart = await cartNow(me.authorization);
    expect(cart.summary).toMatchObject({ subtotal: 2598, discount: 260, delivery: 0, total: 2338 });
    expect(Number.isInteger(cart.summary.total)).toBe(true);

    const response = await checkout(t.app, me.authorization, {
      body: { shippingAddress: goodAddress, paymentMethod: 'upi' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const { order } = json(response).data;
    expect(order).toMatchObject({ discount: 260, total: 2338, gstIncluded: true, roundOff: 0 });
    const payment = json(
      await t.app.inject({
        method: 'GET',
        url: `/api/orders/${order.id}/payment`,
        headers: { authorization: me.authorization },
      }),
    ).data.payment;
    expect(payment.amount).toBe(2338);
    expect(payment.link).toContain('&am=2338.00&');

    const [mail] = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.orderId, order.id))
      .then((rows) => rows.filter((row) => row.kind === 'upi_awaiting_payment'));
    const composed = await composeMail(t.db, mail!, {
      shop: { ...DEFAULT_SHOP_INFO, publicUrl: 'https://shop.example' },
      lowStockThreshold: 3,
    });
    const { text } = await renderMail(me.email, composed);
    expect(text).toContain('₹2,338');
    expect(text).toContain('Discount (GST10)');
  });

  it('goods discounted to ₹0 still pay the delivery fee', async () => {
    await useGstMode(t.db, 'inclusive');
    const coupon = await t.app.inject({
      method: 'POST',
      url: '/api/coupons',
      headers: { authorization: staff },
      payload: { code: 'ALLOFF', type: 'fixed', value: 5000 },
    });
    expect(coupon.statusCode, coupon.body).toBe(201);
    const { me } = await kurtiInCart(1, 400);
    await t.app.inject({
      method: 'POST',
      url: '/api/cart/coupon',
      headers: { authorization: me.authorization },
      payload: { code: 'ALLOFF' },
    });
    expect((await cartNow(me.authorization)).summary).toMatchObject({
      subtotal: 400,
      discount: 400,
      delivery: 50,
      total: 50,
    });
    const response = await checkout(t.app, me.authorization);
    expect(response.statusCode, response.body).toBe(201);
    expect(json(response).data.order).toMatchObject({ discount: 400, delivery: 50, total: 50 });
  });

  describe("a buyer's GSTIN", () => {
    it('is refused with 422 on a wrong check character, or without the business name; nothing changes', async () => {
      await useGstMode(t.db, 'inclusive');
      const { me } = await kurtiInCart();
      const before = await orderCount(t.db, me.userId);
      const wrongCheck = TEST_GSTIN.slice(0, 14) + (TEST_GSTIN.endsWith('A') ? 'B' : 'A');
      const bad = await checkout(t.app, me.authorization, {
        body: { shippingAddress: goodAddress, buyerGstin: wrongCheck, buyerName: 'Meera Boutique LLP' },
      });
      expect(bad.statusCode).toBe(422);
      expect(json(bad).details).toEqual([
        expect.objectContaining({ field: 'buyerGstin', message: expect.stringMatching(/check character/) }),
      ]);
      const nameless = await checkout(t.app, me.authorization, {
        body: { shippingAddress: goodAddress, buyerGstin: TEST_GSTIN },
      });
      expect(nameless.statusCode).toBe(422);
      expect(json(nameless).details).toEqual([expect.objectContaining({ field: 'buyerName' })]);
      expect(await orderCount(t.db, me.userId)).toBe(before);
      expect(await cartOf(t.db, me.userId)).toHaveLength(1);
    });

    it('is stored on the order with the business name, and shown in its answer', async () => {
      const { me } = await kurtiInCart();
      const gstin = '07AABCM1234D1Z' + gstinCheckCharacter('07AABCM1234D1Z');
      const response = await checkout(t.app, me.authorization, {
        body: {
          shippingAddress: goodAddress,
          buyerGstin: gstin.toLowerCase(),
          buyerName: ' Meera Boutique LLP ',
        },
      });
      expect(response.statusCode, response.body).toBe(201);
      const { order } = json(response).data;
      expect(order).toMatchObject({ buyerGstin: gstin, buyerName: 'Meera Boutique LLP' });
      const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
      expect(row).toMatchObject({ buyerGstin: gstin, buyerName: 'Meera Boutique LLP' });
      const read = await t.app.inject({
        method: 'GET',
        url: `/api/orders/${order.id}`,
        headers: { authorization: me.authorization },
      });
      expect(json(read).data.order).toMatchObject({ buyerGstin: gstin, buyerName: 'Meera Boutique LLP' });
    });
  });
});
