import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REMOVE_DEMO_PHRASE, type RemoveDemoDataResult } from '@shop/domain';
import { rows } from '../../db/rows.js';
import { seedDemoCartsLeftBehind } from '../../demo/demo-carts.js';
import { seedDemoData } from '../../demo/seed-demo.js';
import { runStartupTasks } from '../../startup.js';
import { createUserWithSession } from '../../../test/support/fixtures.js';
import { createProduct } from '../../../test/support/catalog-fixtures.js';
import { addToCart, checkout, makeProduct } from '../../../test/support/order-fixtures.js';
import { createTestApp, json, type TestApp } from '../../../test/support/test-app.js';
import { readAuditLog } from '../../../test/support/audit-log.js';
import { bootstrapAccounts } from '../users/index.js';

const URL = '/api/admin/demo-data/remove';
const silent = { info: () => undefined };

let t: TestApp;
let dataDir: string;
/** admin@demo.shop signed in: the demo's own administrator leaves the demo, and is kept. */
let demoAdministrator: string;
let demoManager: string;
let demoCustomer: string;
let owner: { userId: string; authorization: string };
let ownProductId: string;
let ownProductInDemoCategoryId: string;
let ownOrderId: string;
/** A real shopper's order of a demo product: kept, and its product hidden. */
let realOrderOfDemoProduct: string;
let heldDemoProductId: string;
let demoCustomerOrderId: string;

async function signIn(email: string, password: string): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
  });
  expect(response.statusCode, response.body).toBe(200);
  return `Bearer ${(json(response) as { data: { token: string } }).data.token}`;
}

const remove = (authorization: string | undefined, payload: unknown = { confirm: REMOVE_DEMO_PHRASE }) =>
  t.app.inject({
    method: 'POST',
    url: URL,
    headers: authorization ? { authorization } : {},
    payload: payload as object,
  });

/** Every table leaving the demo touches, counted: a refused request must leave each as it was. */
async function counts() {
  const [row] = await rows<Record<string, number>>(
    t.db,
    sql`select
      (select count(*)::int from products) as products,
      (select count(*)::int from categories) as categories,
      (select count(*)::int from images) as images,
      (select count(*)::int from reviews) as reviews,
      (select count(*)::int from orders) as orders,
      (select count(*)::int from cart_items) as cart_items,
      (select count(*)::int from users) as users,
      (select count(*)::int from sessions) as sessions,
      (select count(*)::int from demo_removals) as removals`,
  );
  return row;
}

const settingsRows = () =>
  rows<{ section: string; value: unknown }>(
    t.db,
    sql`select section, value from shop_settings order by section`,
  );

const demoProductIds = async () =>
  (
    await rows<{ id: string }>(t.db, sql`select record_id as id from demo_records where kind = 'product'`)
  ).map((row) => row.id);

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'leave-demo-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  // The whole demo catalogue, with photos drawn for its first two products only (quick).
  await seedDemoData(t.db);
  await bootstrapAccounts(t.db, { demoData: true }, silent);
  await seedDemoCartsLeftBehind(t.db);

  demoAdministrator = await signIn('admin@demo.shop', 'Admin@123');
  demoManager = await signIn('manager@demo.shop', 'Manager@123');
  demoCustomer = await signIn('customer@demo.shop', 'Customer@123');
  owner = await createUserWithSession(t.db, 'administrator', { fullName: 'The Owner' });

  // What the owner made: a product in a category of their own, and one in the demo's Earrings.
  ownProductId = (await makeProduct(t.db, { name: 'Owner Silver Anklet', price: 1299 })).id;
  const [earrings] = await rows<{ id: string }>(t.db, sql`select id from categories where slug = 'earrings'`);
  ownProductInDemoCategoryId = (
    await createProduct(t.db, { name: 'Owner Pearl Studs', price: 899, categoryId: earrings?.id ?? '' })
  ).id;

  const shopper = await createUserWithSession(t.db, 'customer', { fullName: 'Real Shopper' });
  await addToCart(t.app, shopper.authorization, ownProductId);
  const own = await checkout(t.app, shopper.authorization);
  expect(own.statusCode, own.body).toBe(201);
  ownOrderId = (json(own) as { data: { order: { id: string } } }).data.order.id;

  const [demoPiece, otherDemoPiece] = await rows<{ id: string }>(
    t.db,
    sql`select p.id from products p join demo_records d on d.record_id = p.id and d.kind = 'product'
        where p.made_to_order = false and p.stock_quantity > 3
          and (select count(*) from product_variants v where v.product_id = p.id) = 1
        order by p.name limit 2`,
  );
  heldDemoProductId = demoPiece?.id ?? '';
  await addToCart(t.app, shopper.authorization, heldDemoProductId);
  const real = await checkout(t.app, shopper.authorization);
  expect(real.statusCode, real.body).toBe(201);
  realOrderOfDemoProduct = (json(real) as { data: { order: { id: string } } }).data.order.id;

  // The demo customer's own order: fake buyer, fake order.
  await addToCart(t.app, demoCustomer, otherDemoPiece?.id ?? '');
  const fake = await checkout(t.app, demoCustomer);
  expect(fake.statusCode, fake.body).toBe(201);
  demoCustomerOrderId = (json(fake) as { data: { order: { id: string } } }).data.order.id;
}, 240_000);

afterAll(async () => {
  await t?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('POST /api/admin/demo-data/remove', () => {
  it('is refused, changing nothing, to a visitor (401), a customer and an admin (403), and a wrong phrase (422 naming confirm)', async () => {
    const before = await counts();
    const settingsBefore = await settingsRows();

    expect((await remove(undefined)).statusCode).toBe(401);
    expect((await remove(demoCustomer)).statusCode).toBe(403);
    expect((await remove(demoManager)).statusCode).toBe(403);
    for (const payload of [{ confirm: 'remove demo data' }, { confirm: 'yes' }, {}]) {
      const response = await remove(demoAdministrator, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      const body = json(response) as { success: boolean; details?: { field: string }[] };
      expect(body.success).toBe(false);
      expect(body.details?.map((detail) => detail.field)).toContain('confirm');
    }

    // admin@demo.shop with the password README prints would outlive the demo as an administrator
    // anyone can sign in as: refused until its password is changed.
    const publicPassword = await remove(demoAdministrator);
    expect(publicPassword.statusCode).toBe(409);
    expect((json(publicPassword) as { message: string }).message).toMatch(
      /password is printed in the README/,
    );

    expect(await counts()).toEqual(before);
    expect(await settingsRows()).toEqual(settingsBefore);
    expect(fs.existsSync(path.join(dataDir, 'backups'))).toBe(false);
  });

  it('removes nothing when the backup cannot be taken, and says so', async () => {
    // From here on the demo's administrator has a password of their own, as the 409 asked.
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/users/password',
      headers: { authorization: demoAdministrator },
      payload: { currentPassword: 'Admin@123', newPassword: 'saffron-kettle-lantern-73' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const before = await counts();
    // A file where the backups folder should be: the backup fails before anything is touched.
    const blocker = path.join(dataDir, 'backups');
    fs.writeFileSync(blocker, 'not a folder');
    try {
      const response = await remove(demoAdministrator);
      expect(response.statusCode).toBe(500);
      const body = json(response) as { success: boolean; message: string };
      expect(body.success).toBe(false);
      expect(body.message).toMatch(/^The backup could not be taken, so nothing was removed\./);
      expect(await counts()).toEqual(before);
    } finally {
      fs.rmSync(blocker, { force: true });
    }
  });

  it("removes the demo's rows after a backup, keeping the owner's, the settings and the administrator", async () => {
    const demoProducts = await demoProductIds();
    const settingsBefore = await settingsRows();
    const [marks] = await rows<{ accounts: number; categories: number }>(
      t.db,
      sql`select count(*) filter (where kind = 'account')::int as accounts,
                 count(*) filter (where kind = 'category')::int as categories from demo_records`,
    );

    const response = await remove(demoAdministrator);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = json(response) as { success: true; data: RemoveDemoDataResult };

    // Every demo product but the one a real order holds; the demo's 17 accounts but the caller.
    expect(data.removed.products).toBe(demoProducts.length - 1);
    expect(data.removed.accounts).toBe((marks?.accounts ?? 0) - 1);
    expect(data.removed.accounts).toBeGreaterThanOrEqual(16);
    expect(data.removed.orders).toBe(1);
    expect(data.removed.reviews).toBeGreaterThan(0);
    expect(data.removed.pictures).toBeGreaterThan(0);
    expect(data.removed.carts).toBeGreaterThanOrEqual(2);
    expect(data.removed.coupons).toBe(0);
    // Earrings (the owner's studs) and its parent Jewellery stay, and the held product's category.
    expect(data.removed.categories).toBe((marks?.categories ?? 0) - data.kept.categoriesInUse);
    // The three main categories the menu links to stay, and Earrings with the owner's studs; none
    // of them shows a removed demo photo on its card.
    const keptCategories = await rows<{ slug: string; image_url: string | null }>(
      t.db,
      sql`select slug, image_url from categories`,
    );
    expect(keptCategories.map((row) => row.slug)).toEqual(
      expect.arrayContaining(['jewelry', 'clothing', 'accessories', 'earrings']),
    );
    expect(data.kept.categoriesInUse).toBeGreaterThanOrEqual(4);
    const [dangling] = await rows<{ count: number }>(
      t.db,
      sql`select count(*)::int as count from categories c where c.image_url is not null
          and not exists (select 1 from images i where c.image_url like '%' || i.id::text || '%')`,
    );
    expect(dangling?.count).toBe(0);
    expect(data.kept).toMatchObject({ ordersWithDemoProducts: 1, hiddenProducts: 1 });

    // The backup was taken, whole, under the name the answer gives.
    expect(data.backup).toMatch(/^shop-.*\.(pglite\.tar\.gz|pgdump)$/);
    const backupFile = path.join(dataDir, 'backups', data.backup);
    expect(fs.statSync(backupFile).size).toBeGreaterThan(1000);

    const left = await rows<{ id: string; is_active: boolean }>(
      t.db,
      sql`select id, is_active from products order by name`,
    );
    expect(left.map((row) => row.id).sort()).toEqual(
      [ownProductId, ownProductInDemoCategoryId, heldDemoProductId].sort(),
    );
    expect(left.find((row) => row.id === heldDemoProductId)?.is_active).toBe(false);

    const orderIds = (await rows<{ id: string }>(t.db, sql`select id from orders`)).map((row) => row.id);
    expect(orderIds.sort()).toEqual([ownOrderId, realOrderOfDemoProduct].sort());
    expect(orderIds).not.toContain(demoCustomerOrderId);
    // The kept order of a demo product still reads whole: its lines keep their own name and price.
    const kept = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${realOrderOfDemoProduct}`,
      headers: { authorization: owner.authorization },
    });
    expect(kept.statusCode, kept.body).toBe(200);

    const emails = (await rows<{ email: string }>(t.db, sql`select email from users`)).map(
      (row) => row.email,
    );
    expect(emails).toContain('admin@demo.shop');
    expect(emails).not.toContain('manager@demo.shop');
    expect(emails).not.toContain('customer@demo.shop');
    expect(emails.filter((email) => email.endsWith('.demo.invalid'))).toEqual([]);
    expect(await settingsRows()).toEqual(settingsBefore);

    // The activity log has one entry for it all, with the counts, by the administrator (issue 29).
    const log = await readAuditLog(t.app, demoAdministrator, '?limit=100');
    const removal = log.entries.filter((entry) => entry.entity === 'demo_data');
    expect(removal).toHaveLength(1);
    expect(removal[0]).toMatchObject({
      action: 'removed',
      actor: { email: 'admin@demo.shop', role: 'administrator' },
      changes: { removed: data.removed, kept: data.kept, backup: data.backup },
    });
    // No entry per removed row (the earlier steps of this file signed in and changed a password).
    const perRow = log.entries.filter((entry) => /(^|\.)(created|updated|deleted)$/.test(entry.action));
    expect(perRow).toEqual([]);

    // The storefront lists the owner's products only; the hidden demo piece is not for sale.
    const listing = await t.app.inject({ method: 'GET', url: '/api/products?limit=50' });
    const listed = (json(listing) as { data: { products: { id: string }[] } }).data.products.map((p) => p.id);
    expect(listed.sort()).toEqual([ownProductId, ownProductInDemoCategoryId].sort());
  });

  it("signs the removed accounts out: a demo customer's token gets 401, the caller's still works", async () => {
    const me = (authorization: string) =>
      t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization } });
    expect((await me(demoCustomer)).statusCode).toBe(401);
    expect((await me(demoManager)).statusCode).toBe(401);
    expect((await me(demoAdministrator)).statusCode).toBe(200);
  });

  it('removes nothing the second time (zeros, still 200), with another backup', async () => {
    const before = await counts();
    const response = await remove(owner.authorization);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = json(response) as { data: RemoveDemoDataResult };
    expect(data.removed).toEqual({
      products: 0,
      categories: 0,
      pictures: 0,
      reviews: 0,
      coupons: 0,
      orders: 0,
      carts: 0,
      accounts: 0,
    });
    // The caller of the first removal is the owner's own account now, never the demo's.
    const after = await counts();
    expect({ ...after, removals: before?.removals }).toEqual(before);
    expect(after?.removals).toBe(2);
  });

  it('a restart with demo data on seeds nothing again once the owner left the demo', async () => {
    const before = await counts();
    await runStartupTasks({ ...t.config, demoData: true }, t.database, silent as never);
    expect(await counts()).toEqual(before);
    const emails = (await rows<{ email: string }>(t.db, sql`select email from users`)).map(
      (row) => row.email,
    );
    expect(emails).not.toContain('manager@demo.shop');
  });
});
