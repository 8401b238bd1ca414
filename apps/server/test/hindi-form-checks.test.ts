import { eq, isNotNull, isNull } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_SETTINGS, SHOPPER_FORM_WORDS } from '@shop/domain';
import {
  cartCoupons,
  cartReminders,
  complaints,
  orders,
  returns,
  sessions,
  signInChallenges,
  users,
} from '../src/db/schema/index.js';
import { createUserWithSession } from './support/fixtures.js';
import {
  addToCart,
  cartOf,
  checkout,
  goodAddress,
  makeProduct,
  orderCount,
  TEST_GSTIN,
} from './support/order-fixtures.js';
import { createTestApp, json, type TestApp } from './support/test-app.js';
import { HINDI } from './support/hindi-page.js';

type Headers = Record<string, string>;

/**
 * The shopper forms' own checks in Hindi (issue 28): a refund's UPI ID or IFSC with its example, two
 * account numbers that differ, a damaged piece without a photo, a business invoice half given, an
 * order number, a UTR, a coupon code, the grievance form's phone, a cut-short unsubscribe link, a
 * cart line's quantity, signing in with a field or the code left empty or the token lost, a reset
 * link without its token. A
 * Hindi page reads each in its own Hindi, not the general "check this"; every other request keeps
 * the English word for word; a refusal writes nothing in either language.
 */
describe('the shopper forms’ own checks, to a Hindi page', () => {
  let t: TestApp;
  let admin: string;
  /** A delivered Cash on Delivery order (its refund needs a UPI ID or an account) and its buyer. */
  let delivered: { authorization: string; orderId: string; line: string; variantId: string };
  /** A buyer with a piece in the cart, at checkout. */
  let buyer: { authorization: string; userId: string };
  /** The piece in the carts. */
  let kurtiId: string;
  /** A UPI order awaiting its UTR, and its buyer. */
  let upi: { authorization: string; orderId: string };
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await createUserWithSession(t.db, 'admin')).authorization;
    const settings = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: { authorization: admin },
      payload: {
        ...DEFAULT_SHOP_SETTINGS,
        payments: { upiVpa: 'kaarigar@okhdfcbank', upiPayeeName: 'Kaarigar Studio' },
      },
    });
    expect(settings.statusCode, settings.body).toBe(200);

    const kurti = await makeProduct(t.db, { name: 'Form Check Kurti', price: 1200 });
    kurtiId = kurti.id;
    const shopper = await createUserWithSession(t.db);
    await addToCart(t.app, shopper.authorization, kurti.id, 2);
    const placed = await checkout(t.app, shopper.authorization);
    expect(placed.statusCode, placed.body).toBe(201);
    const order = json(placed).data.order as { id: string; items: { id: string }[] };
    for (const step of [
      { status: 'processing' },
      { status: 'shipped', courier: 'Delhivery', trackingNumber: '1490811234567' },
      { status: 'delivered' },
    ]) {
      const changed = await t.app.inject({
        method: 'PATCH',
        url: `/api/orders/${order.id}/status`,
        headers: { authorization: admin },
        payload: step,
      });
      expect(changed.statusCode, changed.body).toBe(200);
    }
    delivered = {
      authorization: shopper.authorization,
      orderId: order.id,
      line: order.items[0]!.id,
      variantId: kurti.variantId,
    };

    buyer = await createUserWithSession(t.db);
    await addToCart(t.app, buyer.authorization, kurti.id, 1);

    const payer = await createUserWithSession(t.db);
    await addToCart(t.app, payer.authorization, kurti.id, 1);
    const upiOrder = await checkout(t.app, payer.authorization, {
      body: { shippingAddress: goodAddress, paymentMethod: 'upi' },
    });
    expect(upiOrder.statusCode, upiOrder.body).toBe(201);
    upi = { authorization: payer.authorization, orderId: json(upiOrder).data.order.id };
  });
  afterAll(async () => {
    await t.close();
  });

  let address = 0;
  const send = (url: string, payload: object, headers: Headers, authorization?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { ...headers, ...(authorization ? { authorization } : {}) },
      // Each its own address, clear of the per-address limits of tracking and complaints.
      remoteAddress: `10.79.0.${(address += 1)}`,
    });

  /** Built when sent: the order is delivered in beforeAll, after this table is read. */
  const askReturn = (body: () => object) => (headers: Headers) =>
    send(`/api/orders/${delivered.orderId}/returns`, body(), headers, delivered.authorization);
  const refundLine = () => ({ orderItemId: delivered.line, quantity: 1, resolution: 'refund' });
  const refundTo = (to: object) => ({ items: [refundLine()], reason: 'size', refundTo: to });
  const bank = { accountName: 'Asha Verma', accountNumber: '123456789012', ifsc: 'HDFC0001234' };
  const returnsAsked = () => t.db.$count(returns, eq(returns.orderId, delivered.orderId));

  const placeOrder = (extra: object) => (headers: Headers) =>
    t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: {
        ...headers,
        authorization: buyer.authorization,
        'idempotency-key': `form-${Date.now()}-${address++}`,
      },
      payload: { shippingAddress: goodAddress, ...extra },
    });
  const buyerState = async () => [await orderCount(t.db, buyer.userId), await cartOf(t.db, buyer.userId)];

  /** Who is signed in, a sign-in's second step under way, and everyone's password: what signing in may change. */
  const signedIn = async () => [
    await t.db.$count(sessions, isNull(sessions.revokedAt)),
    await t.db.select().from(signInChallenges),
    await t.db.select({ id: users.id, hash: users.passwordHash }).from(users).orderBy(users.id),
  ];

  const complaint = {
    name: 'Asha Verma',
    email: 'asha.verma@example.in',
    subject: 'Jhumka arrived bent',
    message: 'One of the pair arrived bent at the hook.',
  };

  /**
   * Each sentence: a request refused by it alone, the field it names, and what it must leave as it
   * was. Keyed by the sentences, so one added without its case here does not compile.
   */
  const CASES: Record<
    keyof typeof SHOPPER_FORM_WORDS,
    {
      field: string;
      request: (headers: Headers) => Promise<LightMyRequestResponse>;
      state: () => Promise<unknown>;
    }
  > = {
    upiIdFormat: {
      field: 'refundTo.upiId',
      request: askReturn(() => refundTo({ upiId: 'asha.okhdfcbank' })),
      state: returnsAsked,
    },
    accountNumberFormat: {
      field: 'refundTo.accountNumber',
      request: askReturn(() => refundTo({ ...bank, accountNumber: '12345' })),
      state: returnsAsked,
    },
    accountNumbersDiffer: {
      field: 'refundTo.confirmAccountNumber',
      request: askReturn(() => refundTo({ ...bank, confirmAccountNumber: '123456789013' })),
      state: returnsAsked,
    },
    ifscFormat: {
      field: 'refundTo.ifsc',
      request: askReturn(() => refundTo({ ...bank, ifsc: 'HDFC1234' })),
      state: returnsAsked,
    },
    upiIdOrBankAccount: { field: 'refundTo', request: askReturn(() => refundTo({})), state: returnsAsked },
    photosRequired: {
      field: 'photoIds',
      request: askReturn(() => ({ ...refundTo({ upiId: 'asha.verma@okhdfcbank' }), reason: 'damaged' })),
      state: returnsAsked,
    },
    eachLineOnce: {
      field: 'items.1.orderItemId',
      request: askReturn(() => ({
        ...refundTo({ upiId: 'asha.verma@okhdfcbank' }),
        items: [refundLine(), refundLine()],
      })),
      state: returnsAsked,
    },
    exchangeChoiceNeeded: {
      field: 'items.0.exchangeVariantId',
      request: askReturn(() => ({
        items: [{ orderItemId: delivered.line, quantity: 1, resolution: 'exchange' }],
        reason: 'size',
      })),
      state: returnsAsked,
    },
    refundTakesNoReplacement: {
      field: 'items.0.exchangeVariantId',
      request: askReturn(() => ({
        ...refundTo({ upiId: 'asha.verma@okhdfcbank' }),
        items: [{ ...refundLine(), exchangeVariantId: delivered.variantId }],
      })),
      state: returnsAsked,
    },
    businessNameNeeded: {
      field: 'buyerName',
      request: placeOrder({ buyerGstin: TEST_GSTIN }),
      state: buyerState,
    },
    businessGstinNeeded: {
      field: 'buyerGstin',
      request: placeOrder({ buyerName: 'Kaarigar Traders' }),
      state: buyerState,
    },
    orderNumberFormat: {
      field: 'orderNumber',
      request: (headers) =>
        send('/api/orders/track', { orderNumber: 'ORD-12', phone: goodAddress.phone }, headers),
      state: () => t.db.$count(orders),
    },
    utrFormat: {
      field: 'utr',
      request: (headers) =>
        send(`/api/orders/${upi.orderId}/payment`, { utr: '12345' }, headers, upi.authorization),
      state: () =>
        t.db
          .select({ utr: orders.paymentUtr, status: orders.paymentStatus })
          .from(orders)
          .where(eq(orders.id, upi.orderId)),
    },
    couponCodeFormat: {
      field: 'code',
      request: (headers) => send('/api/cart/coupon', { code: 'A!' }, headers, buyer.authorization),
      state: () => t.db.$count(cartCoupons),
    },
    complaintPhone: {
      field: 'phone',
      request: (headers) => send('/api/complaints', { ...complaint, phone: '12345' }, headers),
      state: () => t.db.$count(complaints),
    },
    unsubscribeLinkIncomplete: {
      field: 'token',
      request: (headers) => send('/api/unsubscribe', { token: 'abc123' }, headers),
      state: () => t.db.$count(cartReminders, isNotNull(cartReminders.unsubscribedAt)),
    },
    lineQuantity: {
      field: 'quantity',
      request: (headers) =>
        send('/api/cart/items', { productId: kurtiId, quantity: 0 }, headers, buyer.authorization),
      state: () => cartOf(t.db, buyer.userId),
    },
    signInFieldsMissing: {
      field: 'password',
      request: (headers) => send('/api/auth/login', { email: 'asha@example.in', password: '' }, headers),
      state: signedIn,
    },
    twoStepCodeMissing: {
      field: 'code',
      request: (headers) => send('/api/auth/mfa', { mfaToken: 'a-sign-in-token', code: ' ' }, headers),
      state: signedIn,
    },
    signInAgain: {
      field: 'mfaToken',
      request: (headers) => send('/api/auth/mfa', { mfaToken: '', code: '123456' }, headers),
      state: signedIn,
    },
    resetTokenMissing: {
      field: 'token',
      request: (headers) =>
        send('/api/auth/reset-password', { token: '', password: 'a-long-enough-password' }, headers),
      state: signedIn,
    },
  };

  it.each(Object.keys(CASES) as (keyof typeof SHOPPER_FORM_WORDS)[])(
    '%s: its own Hindi to a Hindi page, the English word for word otherwise, nothing written',
    async (key) => {
      const { field, request, state } = CASES[key];
      const words = SHOPPER_FORM_WORDS[key];
      const before = await state();

      const hindi = await request(HINDI);
      expect(hindi.statusCode, hindi.body).toBe(422);
      expect(json(hindi)).toEqual({
        success: false,
        code: 'VALIDATION_FAILED',
        message: `${field}: ${words.hi}`,
        details: [{ field, message: words.hi }],
      });

      const english = await request({});
      expect(english.statusCode, english.body).toBe(422);
      expect(json(english)).toEqual({
        success: false,
        code: 'VALIDATION_FAILED',
        message: `${field}: ${words.en}`,
        details: [{ field, message: words.en }],
      });
      expect(await state()).toEqual(before);
    },
  );
});
