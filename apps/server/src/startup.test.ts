import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from './config.js';
import { runStartupTasks } from './startup.js';
import { makeProduct } from '../test/support/order-fixtures.js';
import { createTestDatabase } from '../test/support/test-database.js';
import type { Database } from './db/client.js';

const quietLog = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
  debug: () => undefined,
  child() {
    return this;
  },
} as unknown as Parameters<typeof runStartupTasks>[2];

/**
 * The planner's idea of the products table's size: -1 (PostgreSQL 14 and later) or 0 while it has
 * never been analysed, the sampled row count after.
 */
const plannedRows = async (database: Database) => {
  // Both drivers answer raw SQL with `{ rows }`.
  const result: unknown = await database.db.execute(
    sql`select reltuples::float8 as reltuples from pg_class where relname = 'products'`,
  );
  return (result as { rows: { reltuples: number }[] }).rows[0]!.reltuples;
};

/** Decision 045: a start leaves the planner knowing the catalogue, on PGlite too (no autovacuum). */
describe('planner statistics at start', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('are refreshed by the start-up tasks, so the planner counts the products that are there', async () => {
    for (let index = 0; index < 5; index += 1) {
      await makeProduct(database.db, { name: `Counted Anklet ${index}`, price: 300 + index });
    }
    expect(await plannedRows(database)).toBeLessThanOrEqual(0);
    await runStartupTasks(testConfig(), database, quietLog);
    expect(await plannedRows(database)).toBe(5);
  });
});
