import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../db/client.js';
import { rows } from '../../db/rows.js';
import { seedDemoCartsLeftBehind } from '../../demo/demo-carts.js';
import { seedDemoData } from '../../demo/seed-demo.js';
import { makeProduct } from '../../../test/support/order-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/support/test-app.js';
import { bootstrapAccounts } from '../users/index.js';

/** The statements of the demo-records migration after its two tables: the marks of a shop seeded before them. */
function backfillStatements(): string[] {
  const file = fs.readdirSync(migrationsFolder()).find((name) => /^\d+_demo-records\.sql$/.test(name));
  if (!file) throw new Error('the demo-records migration is missing');
  const statements = fs
    .readFileSync(path.join(migrationsFolder(), file), 'utf8')
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim());
  return statements.filter((statement) => /INSERT INTO "demo_records"/.test(statement));
}

const marks = async (t: TestApp) =>
  rows<{ kind: string; id: string }>(
    t.db,
    sql`select kind, record_id as id from demo_records order by kind, record_id`,
  );

describe('a demo shop seeded before the seed marked its rows (decision 056)', () => {
  let t: TestApp;
  let ownProductId: string;

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoData(t.db);
    await bootstrapAccounts(t.db, { demoData: true }, { info: () => undefined });
    await seedDemoCartsLeftBehind(t.db);
    ownProductId = (await makeProduct(t.db, { name: 'Owner Silver Anklet', price: 1299 })).id;
  }, 240_000);
  afterAll(async () => {
    await t?.close();
  });

  it("gets from the migration exactly the marks the seed writes, and none on the owner's product", async () => {
    const written = await marks(t);
    expect(new Set(written.map((mark) => mark.kind))).toEqual(
      new Set(['account', 'category', 'image', 'product']),
    );

    // As a shop seeded before the marks existed: none, then the migration's statements.
    await t.db.execute(sql`delete from demo_records`);
    const statements = backfillStatements();
    expect(statements).toHaveLength(2);
    for (const statement of statements) await t.db.execute(sql.raw(statement));

    const backfilled = await marks(t);
    expect(backfilled).toEqual(written);
    expect(backfilled.map((mark) => mark.id)).not.toContain(ownProductId);
  });
});
