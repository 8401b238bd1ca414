import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { createTestDatabase } from '../../test/support/test-database.js';
import { seedBenchCatalog } from './bench-catalog.js';

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result: unknown = await database.db.execute(query);
  return (result as { rows: T[] }).rows;
}

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
}, 60_000);
afterAll(async () => {
  await database?.close();
});

describe('seedBenchCatalog', () => {
  it('adds `count` products over the demo categories, and nothing on a second run', async () => {
    expect(await seedBenchCatalog(database.db, 600)).toBe(600);
    const [counts] = await rows<{
      products: number;
      categories: number;
      ear: number;
      bare: number;
      slugs: number;
    }>(sql`
      select (select count(*)::int from products) as products,
             (select count(*)::int from categories) as categories,
             (select count(*)::int from products where name ilike '%ear%') as ear,
             (select count(*)::int from products p
               where not exists (select 1 from product_images pi where pi.product_id = p.id)) as bare,
             (select count(distinct slug)::int from products) as slugs`);
    expect(counts).toMatchObject({ products: 600, categories: 13, bare: 0, slugs: 600 });
    expect(counts?.ear).toBeGreaterThan(30);

    expect(await seedBenchCatalog(database.db, 600)).toBe(0);
    const [again] = await rows<{ n: number }>(sql`select count(*)::int as n from products`);
    expect(again?.n).toBe(600);
  }, 120_000);
});
