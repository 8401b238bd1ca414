import { and, eq, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.js';
import { orderItems, orders } from '../../src/db/schema/index.js';
import { createUserWithSession } from '../support/fixtures.js';
import { goodAddress, makeProduct, stockOf } from '../support/order-fixtures.js';
import { ownPostgresUnavailable, startOwnPostgres, type OwnPostgres } from '../support/own-postgres.js';
import { call, sleep, startShop, type Answer, type ShopProcess } from '../support/shop-process.js';
import { testDatabaseKind } from '../support/test-database.js';

const missing = ownPostgresUnavailable();
if (missing && process.env.CI === 'true') throw new Error(missing);
if (missing) console.warn(`Skipping the database outage test: ${missing}`);

/** One customer's order attempt: a key, and what finally came of it. */
interface Attempt {
  key: string;
  token: string;
  userId: string;
  outcome?: { placed: string } | { refused: number };
}

/**
 * The database server stops under load (`pg_ctl stop -m fast`, as an operator or a crash of the
 * machine would) and comes back. This runs on a PostgreSQL cluster of its own, so it runs once, in
 * the PostgreSQL project.
 */
describe.skipIf(testDatabaseKind !== 'postgres' || Boolean(missing))(
  'the database goes away under load',
  () => {
    let cluster: OwnPostgres;
    let shop: ShopProcess;
    let product: { id: string };
    let customers: { token: string; userId: string }[];
    const initialStock = 1000;

    beforeAll(async () => {
      cluster = await startOwnPostgres();
      const setup = await openDatabase({ databaseUrl: cluster.url() });
      product = await makeProduct(setup.db, {
        name: 'Outage Kurta',
        price: 700,
        stockQuantity: initialStock,
      });
      customers = [];
      for (let index = 0; index < 3; index += 1) customers.push(await createUserWithSession(setup.db));
      await setup.close();
      shop = await startShop({ env: { DATABASE_URL: cluster.url() } });
    }, 120_000);

    afterAll(async () => {
      await shop?.stop(2_000);
      await cluster?.destroy();
    });

    it('answers 503 with Retry-After, stays alive, recovers by itself, and loses or doubles no order', async () => {
      const answers: { url: string; answer?: Answer; networkError?: string }[] = [];
      let loading = true;

      /** Browsing that needs the database every time (a cart) and that may be cached (the catalogue). */
      const reader = async (index: number) => {
        const customer = customers[index % customers.length]!;
        const urls = ['/api/cart', '/api/products', `/api/products/id/${product.id}`, '/api/orders'];
        for (let turn = 0; loading; turn += 1) {
          const url = urls[turn % urls.length]!;
          try {
            answers.push({ url, answer: await call(shop.url, 'GET', url, { token: customer.token }) });
          } catch (error) {
            answers.push({ url, networkError: String(error) });
          }
          await sleep(100);
        }
      };

      /**
       * A customer who keeps ordering: one unit into the cart, then the order, retried with the same
       * Idempotency-Key for as long as the shop answers 503 (as the storefront does).
       */
      const attempts: Attempt[] = [];
      const buyer = async (customer: { token: string; userId: string }, index: number) => {
        for (let round = 0; loading; round += 1) {
          const attempt: Attempt = { key: `outage-${index}-${round}`, ...customer };
          attempts.push(attempt);
          const retrying = async (send: () => Promise<Answer>): Promise<Answer> => {
            for (;;) {
              try {
                const answer = await send();
                if (answer.status !== 503) return answer;
              } catch {
                // The connection broke: the request may or may not have arrived; retry it.
              }
              await sleep(100);
            }
          };
          await retrying(() =>
            call(shop.url, 'POST', '/api/cart/items', {
              token: customer.token,
              body: { productId: product.id, quantity: 1 },
            }),
          );
          const answer = await retrying(() =>
            call(shop.url, 'POST', '/api/orders', {
              token: customer.token,
              headers: { 'idempotency-key': attempt.key },
              body: { shippingAddress: goodAddress },
            }),
          );
          attempt.outcome =
            answer.status === 201 || answer.status === 200
              ? { placed: answer.body.data.order.id as string }
              : { refused: answer.status };
        }
      };

      const load = [
        ...[0, 1, 2].map((index) => reader(index)),
        ...customers.map((customer, index) => buyer(customer, index)),
      ];

      await sleep(1_500);
      const beforeOutage = answers.length;
      await cluster.stop();
      const stoppedAt = Date.now();
      // Wait long enough for every pooled connection, idle or busy, to have met the loss.
      await sleep(2_000);
      // Before the fix, a pooled client checked out for a transaction met the loss with nobody
      // listening for its 'error' event, and the process died here.
      expect(shop.alive(), shop.output()).toBe(true);
      const ready = await call(shop.url, 'GET', '/api/ready');
      const cart = await call(shop.url, 'GET', '/api/cart', { token: customers[0]!.token });
      const outageAnswers = answers.slice(beforeOutage);

      await cluster.start();
      const backAt = Date.now();
      let recoveredAt: number | undefined;
      while (Date.now() - backAt < 10_000) {
        const [readyAgain, cartAgain] = await Promise.all([
          call(shop.url, 'GET', '/api/ready'),
          call(shop.url, 'GET', '/api/cart', { token: customers[0]!.token }),
        ]);
        if (readyAgain.status === 200 && cartAgain.status === 200) {
          recoveredAt = Date.now();
          break;
        }
        await sleep(50);
      }
      await sleep(1_000);
      loading = false;
      await Promise.all(load);

      console.info(
        `database outage: down ${backAt - stoppedAt} ms, shop serving again ${recoveredAt ? recoveredAt - backAt : '>10000'} ms after the database returned; ${attempts.length} order attempts`,
      );

      // While the database was away: refused politely, asked to come back, and still alive.
      expect(ready.status).toBe(503);
      expect(ready.body).toMatchObject({ success: false, code: 'DATABASE_UNAVAILABLE' });
      expect(ready.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(cart.status).toBe(503);
      expect(cart.body).toMatchObject({ success: false, code: 'DATABASE_UNAVAILABLE' });
      expect(cart.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(outageAnswers.some((entry) => entry.answer?.status === 503)).toBe(true);
      expect(answers.filter((entry) => entry.networkError)).toEqual([]);
      expect(
        answers.filter((entry) => (entry.answer?.status ?? 0) >= 500 && entry.answer?.status !== 503),
      ).toEqual([]);
      expect(shop.alive(), shop.output()).toBe(true);

      // Back without a restart, within 5 s.
      expect(recoveredAt).toBeDefined();
      expect(recoveredAt! - backAt).toBeLessThan(5_000);

      // Every order attempt ended; each placed order exists exactly once, refused ones not at all.
      const check = await openDatabase({ databaseUrl: cluster.url() });
      try {
        expect(attempts.every((attempt) => attempt.outcome)).toBe(true);
        let placed = 0;
        for (const attempt of attempts) {
          const rows = await check.db
            .select({ id: orders.id })
            .from(orders)
            .where(and(eq(orders.userId, attempt.userId), eq(orders.idempotencyKey, attempt.key)));
          if (attempt.outcome && 'placed' in attempt.outcome) {
            placed += 1;
            expect(rows).toEqual([{ id: attempt.outcome.placed }]);
          } else {
            expect(rows).toEqual([]);
          }
        }
        expect(await check.db.$count(orders)).toBe(placed);
        // Every unit is either on the shelf or in an order. (Not one unit per order: adding to the
        // cart is not idempotent, so an add that was written but answered 503 and then retried puts
        // two units in that cart, and its order takes both, as the customer's cart showed.)
        const [sold] = await check.db
          .select({ units: sum(orderItems.quantity).mapWith(Number) })
          .from(orderItems)
          .where(eq(orderItems.productId, product.id));
        expect(sold!.units).toBeGreaterThanOrEqual(placed);
        expect(await stockOf(check.db, product.id)).toBe(initialStock - sold!.units);
        expect(placed).toBeGreaterThan(0);
      } finally {
        await check.close();
      }
    }, 120_000);
  },
);
