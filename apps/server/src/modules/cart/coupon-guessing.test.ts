import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithSession } from '../../../test/support/fixtures.js';
import { addToCart, makeProduct } from '../../../test/support/order-fixtures.js';
import { createTestApp, json, type TestApp } from '../../../test/support/test-app.js';

/** Guessing private coupon codes (decision 048): 10 refused codes an hour per account and per address. */
describe('coupon guessing', { timeout: 90_000 }, () => {
  let t: TestApp;
  let product: { id: string };
  let validCode: string;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_COUPON_REFUSALS: '10' });
    const staff = (await createUserWithSession(t.db, 'admin')).authorization;
    product = await makeProduct(t.db, { name: 'Guessing Jhumka', price: 1000, stockQuantity: 100 });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/coupons',
      headers: { authorization: staff },
      payload: { code: 'FRIENDS10', type: 'percent', value: 10 },
    });
    expect(created.statusCode, created.body).toBe(201);
    validCode = json(created).data.coupon.code;
  });
  afterAll(async () => {
    await t.close();
  });

  const shopper = async () => {
    const me = await createUserWithSession(t.db, 'customer');
    await addToCart(t.app, me.authorization, product.id, 1);
    return me.authorization;
  };
  let guess = 0;
  const apply = (authorization: string, address: string, code = `MADEUP${(guess += 1)}`) =>
    t.app.inject({
      method: 'POST',
      url: '/api/cart/coupon',
      headers: { authorization },
      remoteAddress: address,
      payload: { code },
    });

  it('answers 422 to ten made-up codes from one account, then 429 with Retry-After', async () => {
    const me = await shopper();
    for (let index = 0; index < 10; index += 1) {
      const refused = await apply(me, '203.0.113.1');
      expect(refused.statusCode, `guess ${index + 1}`).toBe(422);
      expect(json(refused).code).toBe('COUPON_REFUSED');
    }
    // The account is held even from another address, and for a real code too.
    for (const address of ['203.0.113.1', '203.0.113.2']) {
      const held = await apply(me, address);
      expect(held.statusCode).toBe(429);
      expect(Number(held.headers['retry-after'])).toBeGreaterThan(3000);
      expect(json(held)).toMatchObject({ code: 'RATE_LIMITED' });
      expect(json(held).message).toMatch(
        /^Too many coupon codes that did not work\. Please try again in \d+ minutes\.$/,
      );
    }
    expect((await apply(me, '203.0.113.2', validCode)).statusCode).toBe(429);
  });

  it('does not count a code that works', async () => {
    const me = await shopper();
    for (let index = 0; index < 9; index += 1) expect((await apply(me, '203.0.113.10')).statusCode).toBe(422);
    for (let index = 0; index < 5; index += 1) {
      const accepted = await apply(me, '203.0.113.10', validCode.toLowerCase());
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect(json(accepted).data.cart.coupon.code).toBe(validCode);
    }
    expect((await apply(me, '203.0.113.10')).statusCode).toBe(422);
    expect((await apply(me, '203.0.113.10')).statusCode).toBe(429);
  });

  it('counts every account behind one address together', async () => {
    const accounts = await Promise.all([shopper(), shopper(), shopper()]);
    for (let index = 0; index < 10; index += 1) {
      expect((await apply(accounts[index % 2]!, '198.51.100.7')).statusCode).toBe(422);
    }
    const third = await apply(accounts[2], '198.51.100.7');
    expect(third.statusCode).toBe(429);
    expect(third.headers['retry-after']).toBeDefined();
    // The same account elsewhere is not held: it has refused nothing.
    expect((await apply(accounts[2], '198.51.100.8')).statusCode).toBe(422);
  });

  it('does not count a code refused by the body check, which changes nothing', async () => {
    const me = await shopper();
    for (let index = 0; index < 12; index += 1) {
      const bad = await apply(me, '203.0.113.20', '');
      expect(bad.statusCode).toBe(422);
      expect(json(bad).details[0].field).toBe('code');
    }
    expect((await apply(me, '203.0.113.20', validCode)).statusCode).toBe(200);
  });
});
