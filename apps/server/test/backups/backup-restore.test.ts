import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc, sql as drizzleSql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { testConfig } from '../../src/config.js';
import type { Database } from '../../src/db/client.js';
import { notifications, orderItems, orders, products, users } from '../../src/db/schema/index.js';
import { rows } from '../../src/db/rows.js';
import { createUserWithSession } from '../support/fixtures.js';
import { addToCart, checkout, makeProduct } from '../support/order-fixtures.js';
import { newShopStorage, repoRoot, type ShopStorage } from '../support/shop-process.js';
import { testDatabaseKind } from '../support/test-database.js';

/** `npm run <script> -- <args>` as the owner types it, with the shop's settings in the environment. */
function npmRun(script: string, args: string[], env: Record<string, string>) {
  const inherited = { ...process.env };
  delete inherited.DATABASE_URL;
  delete inherited.DATA_DIR;
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      'npm',
      ['run', '--silent', script, '--', ...args],
      { cwd: repoRoot, env: { ...inherited, ...env } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/**
 * What the owner would miss: every user, product and order (with its lines), as stored; the order's
 * mails (the outbox) and the job queue's own schema (pg-boss: its queues and the daily low-stock
 * schedule), so a restored shop goes on sending what it owed.
 */
async function contents(database: Database) {
  const { db } = database;
  return {
    users: await db.select().from(users).orderBy(asc(users.id)),
    products: await db.select().from(products).orderBy(asc(products.id)),
    orders: await db.select().from(orders).orderBy(asc(orders.id)),
    orderItems: await db.select().from(orderItems).orderBy(asc(orderItems.id)),
    notifications: await db.select().from(notifications).orderBy(asc(notifications.id)),
    jobQueues: await rows<{ name: string }>(db, drizzleSql`select name from pgboss.queue order by name`),
    jobSchedules: await rows<{ name: string; cron: string }>(
      db,
      drizzleSql`select name, cron from pgboss.schedule order by name`,
    ),
  };
}

/** A small shop with a customer, products and a placed order. */
async function fillShop(database: Database) {
  // With the job queue on, as a shop runs, so pg-boss keeps its schema in the same database.
  const app = await buildApp({ config: testConfig({ JOB_QUEUE: 'true' }), database });
  await app.ready();
  try {
    const customer = await createUserWithSession(database.db, 'customer', { fullName: 'Backed Up' });
    const product = await makeProduct(database.db, { name: 'Backed Up Anklet', price: 1299 });
    await makeProduct(database.db, { name: 'Second Product', price: 250 });
    await addToCart(app, customer.authorization, product.id, 2);
    const placed = await checkout(app, customer.authorization);
    if (placed.statusCode !== 201) throw new Error(placed.body);
  } finally {
    await app.close();
  }
}

/** Plain SQL on a PostgreSQL shop, for what the shop's own schema has no table for. */
async function sql(storage: ShopStorage, text: string) {
  const client = new pg.Client({ connectionString: storage.databaseUrl });
  await client.connect();
  try {
    const results = await client.query(text);
    return (Array.isArray(results) ? results.at(-1) : results).rows as unknown[];
  } finally {
    await client.end();
  }
}

describe(`backup and restore (${testDatabaseKind})`, () => {
  const cleanup: ShopStorage[] = [];
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-backups-'));
  afterAll(async () => {
    for (const storage of cleanup) await storage.remove();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it('brings back users, products and orders exactly, and will not overwrite a shop unless told', async () => {
    const source = await newShopStorage(testDatabaseKind);
    const target = await newShopStorage(testDatabaseKind);
    cleanup.push(source, target);

    const original = await source.open();
    await fillShop(original);
    const before = await contents(original);
    expect(before.orders).toHaveLength(1);
    expect(before.notifications.map((row) => row.kind).sort()).toEqual(['order_placed', 'shop_new_order']);
    expect(before.jobSchedules.length).toBeGreaterThan(0);
    if (testDatabaseKind === 'pglite') {
      // The embedded database is open in this process: a backup now would read a folder in use.
      const refused = await npmRun('backup', ['--dir', folder], source.env);
      expect(refused.code).not.toBe(0);
      expect(refused.stderr).toMatch(/running on .* Stop it/);
    }
    await original.close();

    const backup = await npmRun('backup', ['--dir', folder], source.env);
    expect(backup.code, backup.stderr).toBe(0);
    const archives = fs.readdirSync(folder);
    expect(archives).toHaveLength(1);
    expect(archives[0]).toMatch(/^shop-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.(pglite\.tar\.gz|pgdump)$/);
    expect(backup.stdout).toContain(archives[0]);
    const archive = path.join(folder, archives[0]!);

    const restore = await npmRun('restore', [archive], target.env);
    expect(restore.code, restore.stderr).toBe(0);
    expect(restore.stdout).toMatch(/^Restored /);
    const restored = await target.open();
    try {
      expect(await contents(restored)).toEqual(before);
      // The restored shop works: a new user can be written next to the old ones.
      await createUserWithSession(restored.db);
    } finally {
      await restored.close();
    }

    const again = await npmRun('restore', [archive], target.env);
    expect(again.code).not.toBe(0);
    expect(again.stderr).toMatch(/^Not restored: .*already holds.*--force/);
    const untouched = await target.open();
    try {
      expect((await contents(untouched)).users).toHaveLength(before.users.length + 1);
    } finally {
      await untouched.close();
    }

    const forced = await npmRun('restore', [archive, '--force'], target.env);
    expect(forced.code, forced.stderr).toBe(0);
    const replaced = await target.open();
    try {
      expect(await contents(replaced)).toEqual(before);
    } finally {
      await replaced.close();
    }
  }, 120_000);

  it.runIf(testDatabaseKind === 'postgres')(
    'leaves the data that was there intact when a forced restore fails (PostgreSQL)',
    async () => {
      const shop = await newShopStorage('postgres');
      cleanup.push(shop);
      const database = await shop.open();
      await fillShop(database);
      // A check that reads another table without naming its schema: valid here, but pg_dump's SQL
      // runs with an empty search_path, so loading this row fails half-way through the restore.
      await sql(
        shop,
        `create table trap_allowed (value text primary key);
         insert into trap_allowed values ('ok');
         create function trap_ok(candidate text) returns boolean language sql
           as 'select exists (select 1 from trap_allowed where value = candidate)';
         create table trap (value text check (trap_ok(value)));
         insert into trap values ('ok');`,
      );
      const before = await contents(database);
      await database.close();
      const own = fs.mkdtempSync(path.join(folder, 'failing-'));
      const backup = await npmRun('backup', ['--dir', own], shop.env);
      expect(backup.code, backup.stderr).toBe(0);
      const archive = path.join(own, fs.readdirSync(own)[0]!);

      const unchanged = async () => {
        const after = await shop.open();
        try {
          expect(await contents(after)).toEqual(before);
        } finally {
          await after.close();
        }
        expect(await sql(shop, 'select value from trap')).toEqual([{ value: 'ok' }]);
      };

      const failed = await npmRun('restore', [archive, '--force'], shop.env);
      expect(failed.code).not.toBe(0);
      expect(failed.stderr).toMatch(
        /^Not restored: loading .* failed \(.*trap_allowed.*\)\. Nothing was changed in the database /,
      );
      await unchanged();

      const truncated = path.join(own, 'shop-truncated.pgdump');
      const bytes = fs.readFileSync(archive);
      fs.writeFileSync(truncated, bytes.subarray(0, Math.floor(bytes.length / 2)));
      const corrupt = await npmRun('restore', [truncated, '--force'], shop.env);
      expect(corrupt.code).not.toBe(0);
      expect(corrupt.stderr).toMatch(
        /^Not restored: .* cannot be read as a backup \(.+\)\. Nothing was changed\./,
      );
      await unchanged();
    },
    120_000,
  );

  it('explains what is wrong with a file that is not a backup', async () => {
    const bogus = path.join(folder, 'notes.txt');
    fs.writeFileSync(bogus, 'hello');
    const answer = await npmRun('restore', [bogus], { DATA_DIR: path.join(folder, 'unused') });
    expect(answer.code).not.toBe(0);
    expect(answer.stderr).toMatch(/is not a shop backup/);
    const missing = await npmRun('restore', [path.join(folder, 'nowhere.pgdump')], {});
    expect(missing.stderr).toMatch(/There is no file/);
  });
});
