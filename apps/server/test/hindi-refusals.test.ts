import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_SETTINGS } from '@shop/domain';
import { products, shopSettings } from '../src/db/schema/index.js';
import { createUserWithSession } from './support/fixtures.js';
import {
  addToCart,
  cartOf,
  checkout,
  goodAddress,
  makeProduct,
  orderCount,
} from './support/order-fixtures.js';
import { createTestApp, json, type TestApp } from './support/test-app.js';
import { HINDI } from './support/hindi-page.js';

/**
 * A Hindi page's refusals and sentences in Hindi (issue 28): the storefront's Hindi pages say
 * `Accept-Language: hi` (or `?lang=hi` where the route reads the catalogue in a language); every
 * other request keeps today's English word for word. A refusal changes nothing in either language.
 */
describe('the server’s words to a Hindi page', () => {
  let t: TestApp;
  let staff: string;
  beforeAll(async () => {
    t = await createTestApp();
    staff = (await createUserWithSession(t.db, 'admin')).authorization;
    // No Cash on Delivery in Lakshadweep, as staff would set it in Shop Settings.
    await t.db
      .insert(shopSettings)
      .values({
        section: 'shipping',
        value: { ...DEFAULT_SHOP_SETTINGS.shipping, codExcludedStates: ['Lakshadweep'] },
      })
      .onConflictDoUpdate({ target: shopSettings.section, set: { value: sql`excluded.value` } });
  });
  afterAll(async () => {
    await t.close();
  });

  const addItem = (authorization: string, productId: string, quantity: number, headers = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/cart/items',
      headers: { authorization, ...headers },
      payload: { productId, quantity },
    });
  const applyCode = (authorization: string, code: string, headers = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/cart/coupon',
      headers: { authorization, ...headers },
      payload: { code },
    });

  it('says a stock limit in Hindi, and in English exactly as before, leaving the cart as it was', async () => {
    const bangle = await makeProduct(t.db, { name: 'Hindi Stock Bangle', price: 800, stockQuantity: 2 });
    const me = await createUserWithSession(t.db);

    const hindi = await addItem(me.authorization, bangle.id, 3, HINDI);
    expect(hindi.statusCode).toBe(409);
    expect(json(hindi)).toEqual({ success: false, code: 'OUT_OF_STOCK', message: 'स्टॉक में सिर्फ़ 2 बचे हैं' });
    const english = await addItem(me.authorization, bangle.id, 3);
    expect(json(english)).toEqual({ success: false, code: 'OUT_OF_STOCK', message: 'Only 2 left in stock' });
    expect(await cartOf(t.db, me.userId)).toEqual([]);

    await addToCart(t.app, me.authorization, bangle.id, 1);
    // Two more on top of the one in the cart: refused by the same words, the cart as it was.
    const more = await addItem(me.authorization, bangle.id, 2, { 'accept-language': 'hi' });
    expect(json(more).message).toBe('स्टॉक में सिर्फ़ 2 बचे हैं');
    expect(await cartOf(t.db, me.userId)).toEqual([{ productId: bangle.id, quantity: 1 }]);
  });

  it('refuses a coupon code in Hindi, on the field too, and in English as before', async () => {
    const jhumka = await makeProduct(t.db, { name: 'Hindi Coupon Jhumka', price: 1000 });
    const me = await createUserWithSession(t.db);
    await addToCart(t.app, me.authorization, jhumka.id, 1);

    const unknown = await applyCode(me.authorization, 'NO-SUCH-CODE', HINDI);
    expect(unknown.statusCode).toBe(422);
    expect(json(unknown)).toEqual({
      success: false,
      code: 'COUPON_REFUSED',
      message: 'यह कोड मान्य नहीं है',
      details: [{ field: 'code', message: 'यह कोड मान्य नहीं है' }],
    });
    expect(json(await applyCode(me.authorization, 'NO-SUCH-CODE')).message).toBe('This code is not valid');

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/coupons',
      headers: { authorization: staff },
      payload: { code: 'HINDI-BIG', type: 'percent', value: 10, minSubtotal: 1500 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const tooSmall = await applyCode(me.authorization, 'HINDI-BIG', HINDI);
    expect(json(tooSmall).message).toBe('यह कोड कम से कम ₹1,500 की खरीदारी पर ही लगता है');
    expect(json(await applyCode(me.authorization, 'HINDI-BIG')).message).toBe(
      'This code needs a subtotal of ₹1,500',
    );
  });

  it('says why a held code no longer applies in the cart’s own language (?lang=hi)', async () => {
    const saree = await makeProduct(t.db, { name: 'Hindi Coupon Saree', price: 1000 });
    const me = await createUserWithSession(t.db);
    const cart = await addToCart(t.app, me.authorization, saree.id, 2);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/coupons',
      headers: { authorization: staff },
      payload: { code: 'HINDI-HELD', type: 'fixed', value: 100, minSubtotal: 2000 },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect((await applyCode(me.authorization, 'HINDI-HELD')).statusCode).toBe(200);
    const lineId = cart.items[0]?.id;
    const fewer = await t.app.inject({
      method: 'PUT',
      url: `/api/cart/items/${lineId}`,
      headers: { authorization: me.authorization },
      payload: { quantity: 1 },
    });
    expect(fewer.statusCode, fewer.body).toBe(200);

    const read = (url: string) =>
      t.app.inject({ method: 'GET', url, headers: { authorization: me.authorization } });
    expect(json(await read('/api/cart?lang=hi')).data.cart.coupon).toMatchObject({
      code: 'HINDI-HELD',
      message: 'यह कोड कम से कम ₹2,000 की खरीदारी पर ही लगता है',
    });
    expect(json(await read('/api/cart')).data.cart.coupon.message).toBe(
      'This code needs a subtotal of ₹2,000',
    );
  });

  it('gives the Cash on Delivery reason of Check delivery in the language of its address (?lang=hi)', async () => {
    const check = (query: string, headers = {}) =>
      t.app.inject({ method: 'GET', url: `/api/delivery-estimate?pincode=682555${query}`, headers });
    const hindi = await check('&lang=hi', HINDI);
    expect(hindi.statusCode, hindi.body).toBe(200);
    expect(json(hindi).data.cashOnDelivery).toMatchObject({
      available: false,
      reason: 'लक्षद्वीप में हम कैश ऑन डिलीवरी नहीं देते',
    });
    const english = 'We do not offer Cash on Delivery in Lakshadweep';
    expect(json(await check('')).data.cashOnDelivery.reason).toBe(english);
    // A public read a shared cache may keep: its words follow the address, never a header.
    expect(json(await check('', HINDI)).data.cashOnDelivery.reason).toBe(english);
    // Refusals still follow the header, as every error does.
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/delivery-estimate?pincode=999999',
      headers: HINDI,
    });
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown).message).toBe(
      'पिनकोड 999999 नहीं मिला। नंबर जाँच लें, या ऑर्डर के लिए हमें WhatsApp पर संदेश भेजें।',
    );
  });

  it('names the product and its option in Hindi in a Hindi refusal, each falling back to the English', async () => {
    const kurti = await makeProduct(t.db, {
      name: 'Hindi Dabu Kurti',
      price: 1200,
      options: [{ name: 'Size', values: ['M', 'L'] }],
      variants: [
        { optionValues: { Size: 'M' }, stockQuantity: 3 },
        { optionValues: { Size: 'L' }, stockQuantity: 3 },
      ],
    });
    const stole = await makeProduct(t.db, {
      name: 'Hindi Plain Stole',
      price: 700,
      options: [{ name: 'Colour', values: ['Rust'] }],
      variants: [{ optionValues: { Colour: 'Rust' }, stockQuantity: 3 }],
    });
    await t.db
      .update(products)
      .set({
        translations: { hi: { name: 'डाबू कुर्ती' } },
        options: [{ name: 'Size', values: ['M', 'L'], translations: { hi: { name: 'साइज़' } } }],
      })
      .where(eq(products.id, kurti.id));
    const me = await createUserWithSession(t.db);
    const add = (payload: object, headers = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/api/cart/items',
        headers: { authorization: me.authorization, ...headers },
        payload: { quantity: 1, ...payload },
      });
    const said = async (response: Awaited<ReturnType<typeof add>>) => {
      expect(response.statusCode, response.body).toBe(422);
      return json(response).message as string;
    };

    expect(await said(await add({ productId: kurti.id }, HINDI))).toBe('साइज़ चुनें');
    expect(await said(await add({ productId: kurti.id }))).toBe('Choose a size');
    expect(await said(await add({ productId: stole.id }, HINDI))).toBe('Colour चुनें');
    const elsewhere = { productId: kurti.id, variantId: stole.variantId };
    expect(await said(await add(elsewhere, HINDI))).toBe('डाबू कुर्ती का यह विकल्प अभी बिक्री पर नहीं है');
    expect(await said(await add(elsewhere))).toBe('That choice of Hindi Dabu Kurti is not on sale');
    expect(await said(await add({ productId: stole.id, variantId: kurti.variantId }, HINDI))).toBe(
      'Hindi Plain Stole का यह विकल्प अभी बिक्री पर नहीं है',
    );
    expect(await cartOf(t.db, me.userId)).toEqual([]);

    const check = await t.app.inject({
      method: 'GET',
      url: `/api/delivery-estimate?pincode=560001&productId=${kurti.id}&variantId=${stole.variantId}&lang=hi`,
      headers: HINDI,
    });
    expect(await said(check)).toBe('डाबू कुर्ती का यह विकल्प अभी बिक्री पर नहीं है');
  });

  it('refuses Cash on Delivery at checkout in Hindi, ordering nothing', async () => {
    const payal = await makeProduct(t.db, { name: 'Hindi COD Payal', price: 900 });
    const me = await createUserWithSession(t.db);
    await addToCart(t.app, me.authorization, payal.id, 1);
    const islands = {
      ...goodAddress,
      city: 'Kavaratti',
      state: 'Lakshadweep',
      pincode: '682555',
    };
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { authorization: me.authorization, 'idempotency-key': `hindi-cod-${Date.now()}`, ...HINDI },
      payload: { shippingAddress: islands },
    });
    expect(response.statusCode, response.body).toBe(422);
    const said =
      'लक्षद्वीप में हम कैश ऑन डिलीवरी नहीं देते। कोई दूसरा पता या भुगतान का तरीका चुनें, या हमें WhatsApp पर संदेश भेजें।';
    expect(json(response)).toMatchObject({
      code: 'COD_NOT_AVAILABLE',
      message: said,
      details: [{ field: 'paymentMethod', message: said }],
    });
    expect(await orderCount(t.db, me.userId)).toBe(0);
    const english = await checkout(t.app, me.authorization, { body: { shippingAddress: islands } });
    expect(json(english).message).toBe(
      'We do not offer Cash on Delivery in Lakshadweep. Choose another address or payment, or message us on WhatsApp.',
    );
  });

  it('says signing-in refusals in Hindi: a wrong password, an account that exists', async () => {
    const email = `hindi-signin-${Date.now()}@shop.test`;
    const signup = (headers = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        headers,
        payload: { email, password: 'chandni-jharokha-47' },
        remoteAddress: '10.77.0.1',
      });
    expect((await signup()).statusCode).toBe(201);
    const again = await signup(HINDI);
    expect(again.statusCode).toBe(409);
    expect(json(again).details).toEqual([{ field: 'email', message: 'इस ईमेल से पहले से एक अकाउंट बना हुआ है' }]);

    const login = (password: string, headers = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers,
        payload: { email, password },
        remoteAddress: '10.77.0.2',
      });
    const wrong = await login('not-my-password', HINDI);
    expect(wrong.statusCode).toBe(401);
    expect(json(wrong).message).toBe('ईमेल या पासवर्ड गलत है');
    expect(json(await login('not-my-password')).message).toBe('Invalid email or password');
  });

  it('tells a guest a piece no longer sold was taken out of the cart, in the page’s language', async () => {
    const gone = { productId: randomUUID(), variantId: randomUUID(), quantity: 1 };
    const quote = (query: string) =>
      t.app.inject({ method: 'POST', url: `/api/cart/quote${query}`, payload: { items: [gone] } });
    const hindi = await quote('?lang=hi');
    expect(hindi.statusCode, hindi.body).toBe(200);
    expect(json(hindi).data.dropped[0].message).toBe(
      'आपके कार्ट का एक पीस अब बिक्री पर नहीं है, इसलिए उसे हटा दिया गया है',
    );
    expect(json(await quote('')).data.dropped[0].message).toBe(
      'A piece in your cart is no longer sold, so it was taken out',
    );
  });

  it('tells a guest’s merged cart what changed in the page’s language', async () => {
    const kurti = await makeProduct(t.db, { name: 'Hindi Merge Kurti', price: 1200, stockQuantity: 1 });
    const me = await createUserWithSession(t.db);
    const merged = await t.app.inject({
      method: 'POST',
      url: '/api/cart/merge?lang=hi',
      headers: { authorization: me.authorization },
      payload: { items: [{ productId: kurti.id, variantId: kurti.variantId, quantity: 3 }] },
    });
    expect(merged.statusCode, merged.body).toBe(200);
    expect(json(merged).data.changes).toEqual([
      expect.objectContaining({
        inCart: 1,
        message: 'Hindi Merge Kurti के सिर्फ़ 1 पीस उपलब्ध है: आपके कार्ट में अब 1 है',
      }),
    ]);
  });
});
