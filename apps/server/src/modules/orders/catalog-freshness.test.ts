import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index.js';
import { createUserWithSession } from '../../../test/support/fixtures.js';
import { addToCart, checkout, makeProduct } from '../../../test/support/order-fixtures.js';
import { json } from '../../../test/support/test-app.js';
import { createTestDatabase } from '../../../test/support/test-database.js';
import { buildApp, type App } from '../../app.js';
import { testConfig } from '../../config.js';
import type { Database } from '../../db/client.js';

/**
 * The catalogue is cached per server and cleared by database notifications, which arrive a moment
 * after commit (later on a busy LISTEN connection). Writers of stock and rating clear this server's
 * cache themselves, so the very next read shows the change. Here notifications are held back.
 */
describe('catalogue reads right after checkout, cancel and review', () => {
  let t: { app: App; db: Database['db'] };
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
    const listen: Database['listen'] = (channel, onNotify) =>
      database.listen(channel, (payload) => setTimeout(() => onNotify(payload), 2_000).unref());
    const app = await buildApp({ config: testConfig(), database: { ...database, listen } });
    await app.ready();
    t = { app, db: database.db };
  });
  afterAll(async () => {
    await t.app.close();
    await database.close();
  });

  const product = async (id: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/products/id/${id}` });
    return json(res).data.product as { stockQuantity: number; rating: number; reviews: number };
  };

  it('shows the stock taken by a checkout and put back by a cancel at once', async () => {
    const { id } = await makeProduct(t.db, { name: 'Fresh Stock Bangle', price: 500, stockQuantity: 5 });
    const me = await createUserWithSession(t.db, 'customer');
    expect((await product(id)).stockQuantity).toBe(5);

    await addToCart(t.app, me.authorization, id, 2);
    const placed = await checkout(t.app, me.authorization);
    expect(placed.statusCode).toBe(201);
    expect((await product(id)).stockQuantity).toBe(3);

    const orderId = json(placed).data.order.id as string;
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/cancel`,
      headers: { authorization: me.authorization },
    });
    expect(cancelled.statusCode).toBe(200);
    expect((await product(id)).stockQuantity).toBe(5);
  });

  it('shows the stock put back by a staff cancellation at once', async () => {
    const { id } = await makeProduct(t.db, { name: 'Fresh Staff Anklet', price: 500, stockQuantity: 4 });
    const me = await createUserWithSession(t.db, 'customer');
    const staff = await createUserWithSession(t.db, 'admin');
    await addToCart(t.app, me.authorization, id, 1);
    const orderId = json(await checkout(t.app, me.authorization)).data.order.id as string;
    expect((await product(id)).stockQuantity).toBe(3);

    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/orders/${orderId}/status`,
      headers: { authorization: staff.authorization },
      payload: { status: 'cancelled' },
    });
    expect(res.statusCode).toBe(200);
    expect((await product(id)).stockQuantity).toBe(4);
  });

  it('shows a new review in the rating and count at once', async () => {
    const { id } = await makeProduct(t.db, { name: 'Fresh Review Ring', price: 500 });
    const me = await createUserWithSession(t.db, 'customer');
    await addToCart(t.app, me.authorization, id, 1);
    const orderId = json(await checkout(t.app, me.authorization)).data.order.id as string;
    await t.db.update(orders).set({ status: 'delivered' }).where(eq(orders.id, orderId));
    // Nobody has reviewed it yet: no rating (decision 030).
    expect(await product(id)).toMatchObject({ rating: null, reviews: 0 });

    const res = await t.app.inject({
      method: 'POST',
      url: `/api/products/${id}/reviews`,
      headers: { authorization: me.authorization },
      payload: { rating: 5 },
    });
    expect(res.statusCode).toBe(201);
    expect(await product(id)).toMatchObject({ rating: 5, reviews: 1 });
  });
});
