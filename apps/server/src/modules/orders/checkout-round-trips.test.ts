import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews } from '../../db/schema/index.js';
import { createUserWithSession } from '../../../test/support/fixtures.js';
import { addToCart, checkout, makeProduct, stockOf } from '../../../test/support/order-fixtures.js';
import { createTestApp, json, type TestApp } from '../../../test/support/test-app.js';

/** Transaction control: PostgreSQL's goes through Drizzle, PGlite's does not, so neither is counted. */
const CONTROL = /^\s*(begin|commit|rollback|savepoint|release)\b/i;

/**
 * Decision 019: a checkout is one session look-up, one read of the shop settings before the
 * transaction (Cash on Delivery's rules, decision 032), and five statements inside its transaction
 * (lock and key, cart, stock, order with lines and history, its two mails in the notifications
 * outbox of decision 029), whatever the number of lines, and one after the commit that keeps the
 * address in the customer's address book (decision 034). Every
 * statement inside the transaction keeps the stock rows locked for other buyers, so this count
 * must not grow unnoticed.
 */
const CHECKOUT_STATEMENTS = 8;

describe('checkout round trips', () => {
  let t: TestApp;
  let statements: string[] = [];
  beforeAll(async () => {
    t = await createTestApp({}, { onStatement: (statement) => statements.push(statement) });
  });
  afterAll(async () => {
    await t.close();
  });

  const customer = () => createUserWithSession(t.db, 'customer');

  it('places a three-line order in eight statements and answers what a later read shows', async () => {
    const me = await customer();
    const lines = await Promise.all(
      ['Meenakari Jhumka', 'Ajrakh Stole', 'Lac Bangle Set'].map((name, index) =>
        makeProduct(t.db, { name, price: 500 + index * 100 }),
      ),
    );
    for (const [index, line] of lines.entries()) await addToCart(t.app, me.authorization, line.id, index + 1);
    // Reviewed earlier (a past order): the new order's line says so, like every later read.
    const [first] = lines;
    if (!first) throw new Error('no product');
    await t.db.insert(reviews).values({ productId: first.id, userId: me.userId, rating: 5 });

    statements = [];
    const response = await checkout(t.app, me.authorization);
    const sent = statements.filter((statement) => !CONTROL.test(statement));

    expect(response.statusCode).toBe(201);
    expect(sent.length).toBeLessThanOrEqual(CHECKOUT_STATEMENTS);
    const { order } = json(response).data;
    expect(order.items).toHaveLength(3);
    expect(order.items.find((item: { productId: string }) => item.productId === first.id)).toMatchObject({
      reviewed: true,
    });
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}`,
      headers: { authorization: me.authorization },
    });
    expect(json(again).data.order).toEqual(order);
  });

  it('gives the last unit to exactly one of ten buyers whose carts share products in any order', async () => {
    const last = await makeProduct(t.db, { name: 'Last Kundan Tikka', price: 1800, stockQuantity: 1 });
    const shared = await makeProduct(t.db, { name: 'Shared Cotton Stole', price: 700, stockQuantity: 50 });
    const buyers = await Promise.all(Array.from({ length: 10 }, () => customer()));
    for (const [index, buyer] of buyers.entries()) {
      // Half add the scarce product first, half last: locks are still taken in id order.
      const order = index % 2 ? [last.id, shared.id] : [shared.id, last.id];
      for (const productId of order) await addToCart(t.app, buyer.authorization, productId, 1);
    }

    const responses = await Promise.all(buyers.map((buyer) => checkout(t.app, buyer.authorization)));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(9);
    for (const refused of responses.filter((response) => response.statusCode === 409)) {
      expect(json(refused).details).toEqual([
        { field: last.id, message: 'Last Kundan Tikka is out of stock' },
      ]);
    }
    expect(await stockOf(t.db, last.id)).toBe(0);
    expect(await stockOf(t.db, shared.id)).toBe(49);
  });
});
