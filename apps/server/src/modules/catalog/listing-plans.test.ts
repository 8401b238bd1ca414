import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createCategory, createProduct } from '../../../test/support/catalog-fixtures.js';
import { createTestApp, json, type TestApp } from '../../../test/support/test-app.js';
import { onOneConnection } from '../../../test/support/test-database.js';
import type { Db } from '../../db/client.js';
import { rows } from '../../db/rows.js';
import { getProductBySlug, listProducts } from './service.js';

/**
 * Listings run as named statements, so PostgreSQL plans one once per connection and then keeps a
 * plan for it (decision 046). A kept plan must answer every later filter by its own values, not by
 * those of the requests it was made for.
 */

let t: TestApp;
const slugs: string[] = [];
const prices = [100, 200, 300, 400, 500, 600, 700, 800, 900, 1000];

beforeAll(async () => {
  t = await createTestApp();
  const earrings = await createCategory(t.db, { name: 'Earrings' });
  const scarves = await createCategory(t.db, { name: 'Scarves' });
  for (const price of prices) {
    const product = await createProduct(t.db, { name: `Jhumka ${price}`, price, categoryId: earrings.id });
    slugs.push(product.slug);
  }
  await createProduct(t.db, { name: 'Silk Stole', price: 450, categoryId: scarves.id });
});

afterAll(async () => {
  await t.close();
});

const names = (body: { data: { products: { name: string }[] } }) =>
  body.data.products.map((product) => product.name);

describe('a listing asked again and again with other values', () => {
  it('answers each price range, sort and page by its own values', async () => {
    // Twelve requests of one shape: past the five a PostgreSQL connection plans one by one.
    for (let low = 100; low <= 800; low += 100) {
      for (const order of ['asc', 'desc'] as const) {
        const high = low + 200;
        const response = await t.app.inject({
          url: `/api/products?category=earrings&minPrice=${low}&maxPrice=${high}&sortBy=price&sortOrder=${order}&limit=2`,
        });
        expect(response.statusCode).toBe(200);
        const body = json(response);
        const expected = prices.filter((price) => price >= low && price <= high);
        if (order === 'desc') expected.reverse();
        expect(names(body)).toEqual(expected.slice(0, 2).map((price) => `Jhumka ${price}`));
        expect(body.data.pagination.total).toBe(expected.length);
      }
    }
  });

  it('answers a later page and another category by their own values', async () => {
    for (const page of [1, 2, 3, 4, 5, 6]) {
      const response = await t.app.inject({
        url: `/api/products?category=earrings&sortBy=price&sortOrder=asc&limit=2&page=${page}&minPrice=1`,
      });
      expect(names(json(response))).toEqual(
        prices.slice((page - 1) * 2, page * 2).map((price) => `Jhumka ${price}`),
      );
    }
    const scarves = await t.app.inject({
      url: '/api/products?category=scarves&sortBy=price&sortOrder=asc&limit=2&page=1&minPrice=1',
    });
    expect(names(json(scarves))).toEqual(['Silk Stole']);
  });
});

/** How often each named statement of this connection has run, with its text. */
const namedRuns = (db: Db) =>
  rows<{ statement: string; runs: number }>(
    db,
    sql`select statement, (generic_plans + custom_plans)::int as runs from pg_prepared_statements
        where name like 'shop\\_%'`,
  );

describe('the statements behind listings and product pages', () => {
  it('prepares a listing once per connection and runs it again under its name', async () => {
    const kept = await onOneConnection(t.db, async (db) => {
      for (let low = 1; low <= 7; low += 1) {
        const filter = { category: ['earrings'], minPrice: low * 100, sortBy: 'price' as const };
        const { products } = await listProducts(db, filter, 1, 3);
        expect(products[0]?.name).toBe(`Jhumka ${low * 100}`);
      }
      return namedRuns(db);
    });
    const listing = kept.find((row) => row.statement.includes('row_number() over'));
    expect(listing?.runs).toBeGreaterThanOrEqual(7);
  });

  it('does the same for a product page', async () => {
    const kept = await onOneConnection(t.db, async (db) => {
      for (const [index, slug] of slugs.slice(0, 6).entries()) {
        expect((await getProductBySlug(db, slug))?.price).toBe(prices[index]);
      }
      return namedRuns(db);
    });
    const page = kept.find((row) => row.statement.includes('p.slug ='));
    expect(page?.runs).toBeGreaterThanOrEqual(6);
  });
});
