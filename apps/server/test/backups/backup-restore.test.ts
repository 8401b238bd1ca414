import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { testConfig } from '../../src/config.js';
import type { Database } from '../../src/db/client.js';
import { orderItems, orders, products, users } from '../../src/db/schema/index.js';
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

/** What the owner would miss: every user, product and order (with its lines), as stored. */
async function contents(database: Database) {
  const { db } = database;
  return {
    users: await db.select().from(users).orderBy(asc(users.id)),
    products: await db.select().from(products).orderBy(asc(products.id)),
    orders: await db.select().from(orders).orderBy(asc(orders.id)),
    orderItems: await db.select().from(orderItems).orderBy(asc(orderItems.id)),
  };
}

/** A small shop with a customer, products and a placed order. */
async function fillShop(database: Database) {
  const app = await buildApp({ config: testConfig(), database });
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
