import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.js';
import { orders } from '../../src/db/schema/index.js';
import { createUserWithSession } from '../support/fixtures.js';
import { goodAddress, makeProduct, stockOf } from '../support/order-fixtures.js';
import {
  call,
  newShopStorage,
  sleep,
  startShop,
  type ShopProcess,
  type ShopStorage,
} from '../support/shop-process.js';
import { testDatabaseKind } from '../support/test-database.js';

/**
 * The way a shop outgrows one machine: two app servers behind a load balancer, one PostgreSQL.
 * Each keeps its own catalogue cache, so they rely on NOTIFY to stay right, on row locks to share
 * the stock, and on sessions stored in the database to share customers.
 */
describe.skipIf(testDatabaseKind !== 'postgres')('two app servers on one PostgreSQL database', () => {
  let storage: ShopStorage;
  let database: Database;
  let one: ShopProcess;
  let two: ShopProcess;

  beforeAll(async () => {
    storage = await newShopStorage('postgres');
    database = await storage.open();
    // Both start together on the new database: the migration lock lets one migrate at a time.
    [one, two] = await Promise.all([startShop({ env: storage.env }), startShop({ env: storage.env })]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([one?.stop(2_000), two?.stop(2_000)]);
    await database?.close();
    await storage?.remove();
  });

  it('sees a price changed through the other server within a second', async () => {
    const staff = await createUserWithSession(database.db, 'admin');
    const product = await makeProduct(database.db, { name: 'Two Server Bangle', price: 1000 });
    const readPrice = async () =>
      (await call(two.url, 'GET', `/api/products/id/${product.id}`)).body.data.product.price as number;
    // The second server now has the old price in its cache.
    expect(await readPrice()).toBe(1000);
    expect(await readPrice()).toBe(1000);

    const changed = await call(one.url, 'PUT', `/api/products/${product.id}`, {
      token: staff.token,
      body: { price: 1250 },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const changedAt = Date.now();
    let seen = await readPrice();
    while (seen !== 1250 && Date.now() - changedAt < 3_000) {
      await sleep(25);
      seen = await readPrice();
    }
    const delay = Date.now() - changedAt;
    console.info(`price change seen by the other app server after ${delay} ms`);
    expect(seen).toBe(1250);
    expect(delay).toBeLessThan(1_000);
  });

  it('sells the last units once, whichever server the buyers reach', async () => {
    const lastUnits = 3;
    const product = await makeProduct(database.db, {
      name: 'Last Units Shawl',
      price: 900,
      stockQuantity: lastUnits,
    });
    const buyers = [];
    for (let index = 0; index < 8; index += 1) buyers.push(await createUserWithSession(database.db));
    const serverFor = (index: number) => (index % 2 === 0 ? one : two);
    for (const [index, buyer] of buyers.entries()) {
      const added = await call(serverFor(index + 1).url, 'POST', '/api/cart/items', {
        token: buyer.token,
        body: { productId: product.id, quantity: 1 },
      });
      expect(added.status, JSON.stringify(added.body)).toBe(200);
    }

    const answers = await Promise.all(
      buyers.map((buyer, index) =>
        call(serverFor(index).url, 'POST', '/api/orders', {
          token: buyer.token,
          headers: { 'idempotency-key': `last-units-${index}` },
          body: { shippingAddress: goodAddress },
        }),
      ),
    );
    const placed = answers.filter((answer) => answer.status === 201);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(placed).toHaveLength(lastUnits);
    expect(refused).toHaveLength(buyers.length - lastUnits);
    for (const answer of refused) expect(answer.body).toMatchObject({ success: false, code: 'OUT_OF_STOCK' });
    expect(await stockOf(database.db, product.id)).toBe(0);
    const rows = await database.db
      .select({ id: orders.id })
      .from(orders)
      .where(
        inArray(
          orders.userId,
          buyers.map((buyer) => buyer.userId),
        ),
      );
    expect(rows).toHaveLength(lastUnits);
  });

  it('honours one session on both servers, and a sign-out on one ends it on the other', async () => {
    const email = `two-servers-${Date.now()}@example.test`;
    const signup = await call(one.url, 'POST', '/api/auth/signup', {
      body: { email, password: 'Tamarind-Loom-4821-Brass', fullName: 'Two Servers' },
    });
    expect(signup.status, JSON.stringify(signup.body)).toBe(201);
    const token = signup.body.data.token as string;

    const me = await call(two.url, 'GET', '/api/auth/me', { token });
    expect(me.status).toBe(200);
    expect(JSON.stringify(me.body)).toContain(email);

    expect((await call(two.url, 'POST', '/api/auth/logout', { token })).status).toBe(200);
    const after = await call(one.url, 'GET', '/api/auth/me', { token });
    expect(after.status).toBe(401);
  });
});
