import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries, products } from '../../db/schema/index.js';
import { createCategory, createImage } from '../../../test/support/catalog-fixtures.js';
import { createUserWithSession } from '../../../test/support/fixtures.js';
import { addToCart, checkout, goodAddress, useGstMode } from '../../../test/support/order-fixtures.js';
import { createTestApp, json, type TestApp } from '../../../test/support/test-app.js';
import { auditActors } from '../../lib/audit-actor.js';
import { rows } from '../../db/rows.js';
import { readAuditLog } from '../../../test/support/audit-log.js';
import type { AuditEntry } from '@shop/domain';
import { pruneAuditEntries } from './index.js';

type Person = Awaited<ReturnType<typeof createUserWithSession>>;
type Entry = AuditEntry;

const PASSWORD = 'amber-lotus-window-42';
let t: TestApp;
let manager: Person;
let administrator: Person;
let customer: Person;
let imageId: string;
let secondImageId: string;

beforeAll(async () => {
  t = await createTestApp();
  manager = await createUserWithSession(t.db, 'admin');
  administrator = await createUserWithSession(t.db, 'administrator');
  customer = await createUserWithSession(t.db, 'customer');
  await useGstMode(t.db, 'inclusive');
  const jewelry = await createCategory(t.db, { name: 'Jewelry' });
  await createCategory(t.db, { name: 'Earrings', parentId: jewelry.id });
  imageId = (await createImage(t.db)).id;
  secondImageId = (await createImage(t.db)).id;
});

afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, who: { authorization: string } | null, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: who ? { authorization: who.authorization } : {},
    ...(payload ? { payload } : {}),
  });

const auditList = (query = '') => readAuditLog(t.app, administrator.authorization, query);

/** The entries written since `since` (an entry id), oldest first. */
async function entriesAfter(since: number): Promise<Entry[]> {
  const { entries } = await auditList('?limit=100');
  return entries.filter((entry) => entry.id > since).reverse();
}

async function lastEntryId(): Promise<number> {
  const [row] = await t.db
    .select({ id: sql<number>`coalesce(max(${auditEntries.id}), 0)::int` })
    .from(auditEntries);
  return row?.id ?? 0;
}

async function newProduct(name: string): Promise<{ id: string; variantId: string }> {
  const response = await call('POST', '/api/products', manager, {
    name,
    description: 'Gold-plated kundan jhumkas with pearl drops.',
    price: 1299,
    category: 'earrings',
    stockQuantity: 4,
    image: `/images/${imageId}/640.webp`,
    images: [],
  });
  expect(response.statusCode).toBe(201);
  const product = json(response).data.product;
  return { id: product.id, variantId: product.variants[0].id };
}

describe('GET /api/admin/audit', () => {
  it('is the administrator’s alone: other staff 403, a shopper 403, nobody 401', async () => {
    expect((await call('GET', '/api/admin/audit', manager)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/audit', customer)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/audit', null)).statusCode).toBe(401);
  });

  it('refuses a malformed filter with 422 naming it', async () => {
    const response = await call('GET', '/api/admin/audit?from=2026-13-01', administrator);
    expect(response.statusCode).toBe(422);
    expect(json(response).details[0].field).toBe('from');
  });
});

describe('every staff write is recorded, with who, where, and the fields before and after', () => {
  it('a product: created, its price and stock changed, its pictures, deleted', async () => {
    const since = await lastEntryId();
    const product = await newProduct(`Kundan Jhumka ${randomBytes(2).toString('hex')}`);
    const changed = await call('PUT', `/api/products/${product.id}`, manager, {
      price: 1199,
      stockQuantity: 9,
      isFeatured: true,
      images: [`/images/${secondImageId}/640.webp`],
    });
    expect(changed.statusCode).toBe(200);
    const entries = await entriesAfter(since);
    expect(entries.map((entry) => entry.action)).toEqual(
      expect.arrayContaining([
        'created',
        'variant.created',
        'pictures.updated',
        'updated',
        'variant.updated',
      ]),
    );
    const variantChange = entries.find((entry) => entry.action === 'variant.updated');
    expect(variantChange).toMatchObject({
      actor: { id: manager.userId, email: manager.email, role: 'admin' },
      address: '127.0.0.1',
      entity: 'product',
      entityId: product.id,
      changes: {
        price_paise: { from: 129_900, to: 119_900 },
        stock_quantity: { from: 4, to: 9 },
      },
    });
    expect(variantChange?.detail).toMatch(/\S/);
    expect(entries.find((entry) => entry.action === 'updated')?.changes).toEqual({
      is_featured: { from: false, to: true },
    });
    const pictures = entries.filter((entry) => entry.action === 'pictures.updated').at(-1);
    expect(pictures?.changes).toEqual({ pictures: { from: [imageId], to: [secondImageId] } });

    // Its own history, for its page: every staff member may read it.
    const history = await call('GET', `/api/admin/history/product/${product.id}`, manager);
    expect(history.statusCode).toBe(200);
    expect(json(history).data.entries.map((entry: Entry) => entry.id)).toEqual(
      entries
        .filter((entry) => entry.entityId === product.id)
        .map((entry) => entry.id)
        .reverse(),
    );
    // Where colleagues were is the administrator's to see.
    expect(json(history).data.entries.every((entry: Entry) => entry.address === null)).toBe(true);
    const asAdministrator = await call('GET', `/api/admin/history/product/${product.id}`, administrator);
    expect(json(asAdministrator).data.entries[0].address).toBe('127.0.0.1');
    expect((await call('GET', `/api/admin/history/product/${product.id}`, customer)).statusCode).toBe(403);
    expect((await call('GET', `/api/admin/history/coupon/${product.id}`, manager)).statusCode).toBe(422);

    const removed = await call('DELETE', `/api/products/${product.id}`, manager);
    expect(removed.statusCode).toBe(200);
    const deletions = (await auditList(`?entity=product&entityId=${product.id}&action=deleted`)).entries;
    expect(deletions.map((entry) => entry.action).sort()).toEqual(['deleted', 'variant.deleted']);
    expect(deletions.find((entry) => entry.action === 'deleted')?.changes).toMatchObject({
      name: { from: expect.stringMatching(/^Kundan Jhumka/), to: null },
    });
  });

  it('an order: its status and shipping, a payment marked received', async () => {
    const product = await newProduct(`Silver Ring ${randomBytes(2).toString('hex')}`);
    await addToCart(t.app, customer.authorization, product.id);
    const placed = await checkout(t.app, customer.authorization);
    expect(placed.statusCode).toBe(201);
    const orderId = json(placed).data.order.id as string;
    // A shopper's checkout is not a staff action: nothing of it is recorded.
    expect((await auditList(`?entity=order&entityId=${orderId}`)).entries).toEqual([]);

    expect(
      (await call('PATCH', `/api/orders/${orderId}/status`, manager, { status: 'processing' })).statusCode,
    ).toBe(200);
    const shipped = await call('PATCH', `/api/orders/${orderId}/status`, manager, {
      status: 'shipped',
      courier: 'Delhivery',
      trackingNumber: '1490811234567',
    });
    expect(shipped.statusCode).toBe(200);
    const { entries } = await auditList(`?entity=order&entityId=${orderId}`);
    expect(entries[0]).toMatchObject({
      action: 'updated',
      actor: { email: manager.email },
      changes: {
        status: { from: 'processing', to: 'shipped' },
        courier: { from: null, to: 'Delhivery' },
        tracking_number: { from: null, to: '1490811234567' },
      },
    });
    expect(entries[1]?.changes).toMatchObject({ status: { from: 'pending', to: 'processing' } });
    const history = json(await call('GET', `/api/admin/history/order/${orderId}`, manager)).data.entries;
    expect(history.map((entry: Entry) => entry.id)).toEqual(entries.map((entry) => entry.id));
  });

  it('coupons, settings, pages, synonyms, size charts and users', async () => {
    const since = await lastEntryId();
    const coupon = await call('POST', '/api/coupons', manager, {
      code: 'DIWALI10',
      type: 'percent',
      value: 10,
    });
    expect(coupon.statusCode).toBe(201);
    const couponId = json(coupon).data.coupon.id as string;
    expect((await call('POST', `/api/coupons/${couponId}/deactivate`, manager)).statusCode).toBe(200);

    const settings = json(await call('GET', '/api/admin/settings', manager)).data.settings;
    const saved = await call('PUT', '/api/admin/settings', manager, {
      ...settings,
      returns: { windowDays: 10 },
    });
    expect(saved.statusCode).toBe(200);

    expect(
      (
        await call('PUT', '/api/admin/pages/shipping', manager, {
          title: 'Shipping',
          markdown: 'We ship in 2 days.',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await call('PUT', '/api/admin/search-synonyms', manager, { groups: [['jhumka', 'jhumki']] }))
        .statusCode,
    ).toBe(200);

    const staff = await call('POST', '/api/users/admin', administrator, {
      email: `packer-${randomBytes(3).toString('hex')}@example.test`,
      fullName: 'Ravi Packer',
      password: PASSWORD,
      role: 'admin',
    });
    expect(staff.statusCode).toBe(201);
    const staffId = json(staff).data.user.id as string;
    expect(
      (await call('PUT', `/api/users/${staffId}`, administrator, { role: 'administrator' })).statusCode,
    ).toBe(200);

    const entries = await entriesAfter(since);
    const find = (entity: string, action: string) =>
      entries.find((entry) => entry.entity === entity && entry.action === action);
    expect(find('coupon', 'created')).toMatchObject({
      entityId: couponId,
      changes: { code: { from: null, to: 'DIWALI10' } },
    });
    expect(find('coupon', 'updated')?.changes).toEqual({ active: { from: true, to: false } });
    expect(find('settings', 'created') ?? find('settings', 'updated')).toBeDefined();
    const returnsSection = entries.find(
      (entry) => entry.entity === 'settings' && entry.entityId === 'returns',
    );
    // Saved for the first time: the section had only its defaults, not a stored value.
    expect(returnsSection?.changes).toEqual({ windowDays: { from: null, to: 10 } });
    expect(find('page', 'created')).toMatchObject({
      entityId: 'shipping',
      changes: { markdown: { to: 'We ship in 2 days.' } },
    });
    const synonyms = find('synonyms', 'replaced')?.changes.groups as { from: string[][]; to: string[][] };
    expect(synonyms.from.length).toBeGreaterThan(1);
    expect(synonyms.to).toEqual([['jhumka', 'jhumki']]);
    expect(find('user', 'created')).toMatchObject({ entityId: staffId, actor: { id: administrator.userId } });
    expect(find('user', 'updated')?.changes).toEqual({ role: { from: 'admin', to: 'administrator' } });
  });

  it('categories, size charts, the home page, a COD confirmation, UPI payments marked received and not', async () => {
    const since = await lastEntryId();
    const category = await call('POST', '/api/categories', manager, {
      name: 'Toe Rings',
      description: '',
      icon: '',
      parentId: '',
      categoryType: 'parent',
      isActive: true,
    });
    expect(category.statusCode).toBe(201);
    const categoryId = json(category).data.category.id as string;
    const chart = await call('PUT', `/api/admin/size-charts/${categoryId}`, manager, {
      title: 'Toe ring sizes',
      columns: [{ key: 'fits', label: 'Fits', unit: null }],
      rows: [{ size: 'One size', values: { fits: 'Most toes' } }],
    });
    expect(chart.statusCode).toBe(201);
    const savedHome = await call('PUT', '/api/admin/storefront/home', manager, {
      hero: {
        title: 'Diwali pieces are here',
        text: 'Kundan sets made for the festival.',
        imageId: null,
        primary: { label: 'Shop Diwali', href: '/jewelry' },
        secondary: { label: 'Our Story', href: '/pages/about' },
      },
      announcement: { enabled: false, text: '', href: '' },
    });
    expect(savedHome.statusCode, savedHome.body).toBe(200);

    const product = await newProduct(`Payal ${randomBytes(2).toString('hex')}`);
    await addToCart(t.app, customer.authorization, product.id);
    const cod = json(await checkout(t.app, customer.authorization)).data.order.id as string;
    expect((await call('POST', `/api/orders/${cod}/cod-confirmation`, manager)).statusCode).toBe(200);

    const settings = json(await call('GET', '/api/admin/settings', manager)).data.settings;
    const upi = { ...settings, payments: { upiVpa: 'kaarigar@okhdfcbank', upiPayeeName: 'Kaarigar Studio' } };
    expect((await call('PUT', '/api/admin/settings', manager, upi)).statusCode).toBe(200);
    await addToCart(t.app, customer.authorization, product.id);
    const placed = await checkout(t.app, customer.authorization, {
      body: { shippingAddress: goodAddress, paymentMethod: 'upi' },
    });
    expect(placed.statusCode).toBe(201);
    const upiOrder = json(placed).data.order.id as string;
    expect((await call('POST', `/api/orders/${upiOrder}/payment/received`, manager)).statusCode).toBe(200);
    await addToCart(t.app, customer.authorization, product.id);
    const unpaid = json(
      await checkout(t.app, customer.authorization, {
        body: { shippingAddress: goodAddress, paymentMethod: 'upi' },
      }),
    ).data.order.id as string;
    const notReceived = await call('POST', `/api/orders/${unpaid}/payment/not-received`, manager, {
      note: 'No credit in the bank statement',
    });
    expect(notReceived.statusCode).toBe(200);

    const entries = await entriesAfter(since);
    const about = (entity: string, id: string) =>
      entries.filter((entry) => entry.entity === entity && entry.entityId === id);
    expect(about('category', categoryId)[0]).toMatchObject({
      action: 'created',
      changes: { name: { from: null, to: 'Toe Rings' } },
    });
    expect(about('size_chart', categoryId)[0]).toMatchObject({
      action: 'created',
      changes: { title: { from: null, to: 'Toe ring sizes' } },
    });
    expect(about('home_page', 'home')[0]?.changes).toMatchObject({
      hero: { to: { title: 'Diwali pieces are here' } },
    });
    expect(about('order', cod)[0]?.changes).toMatchObject({ cod_confirmed_at: { from: null } });
    expect(about('settings', 'payments')[0]?.changes).toMatchObject({
      upiVpa: { to: 'kaarigar@okhdfcbank' },
    });
    expect(about('order', upiOrder).at(-1)?.changes).toMatchObject({ payment_status: { to: 'paid' } });
    expect(about('order', unpaid).at(-1)?.changes).toMatchObject({
      payment_status: { from: 'unpaid', to: 'not_received' },
      status: { from: 'awaiting_payment', to: 'cancelled' },
    });
  });

  it('a complaint acknowledged, answered and resolved (the shopper’s filing is theirs)', async () => {
    const filed = await call('POST', '/api/complaints', null, {
      name: 'Meera Sharma',
      email: 'meera.audit@example.in',
      phone: '+91 98100 12345',
      subject: 'Jhumka arrived broken',
      message: 'One of the pair arrived with a broken hook. I would like a replacement.',
    });
    expect(filed.statusCode).toBe(201);
    const { ticketNumber } = json(filed).data.complaint as { ticketNumber: string };
    const [{ id }] = (await rows<{ id: string }>(
      t.db,
      sql`select id from complaints where ticket_number = ${ticketNumber}`,
    )) as [{ id: string }];
    expect((await auditList(`?entity=complaint&entityId=${id}`)).entries).toEqual([]);
    for (const step of ['acknowledge', 'replies', 'resolve']) {
      const payload = step === 'replies' ? { message: 'A new pair leaves the studio tomorrow.' } : {};
      expect(
        (await call('POST', `/api/admin/complaints/${id}/${step}`, manager, payload)).statusCode,
      ).toBeLessThan(300);
    }
    const { entries } = await auditList(`?entity=complaint&entityId=${id}`);
    expect(entries.map((entry) => entry.action).reverse()).toEqual(['updated', 'reply.created', 'updated']);
    expect(entries.every((entry) => entry.actor?.id === manager.userId)).toBe(true);
    expect(entries[0]).toMatchObject({
      detail: ticketNumber,
      changes: { status: { from: 'acknowledged', to: 'resolved' } },
    });
    expect(entries[1]?.changes).toMatchObject({
      message: { from: null, to: 'A new pair leaves the studio tomorrow.' },
    });
  });

  it('an import is one entry with its counts, not one per row', async () => {
    const name = `Audit Lamp ${randomBytes(2).toString('hex')}`;
    await newProduct(name);
    const exported = await call('GET', '/api/products/export.csv', manager);
    expect(exported.statusCode).toBe(200);
    const since = await lastEntryId();
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/products/import',
      headers: { authorization: manager.authorization, 'content-type': 'text/csv' },
      payload: exported.body.replace(name, `${name} Deluxe`),
    });
    expect(imported.statusCode).toBe(200);
    const result = json(imported).data;
    expect(result.updated).toBe(1);
    const entries = await entriesAfter(since);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'import',
      entity: 'catalog_import',
      actor: { id: manager.userId },
      changes: { rows: result.rows, created: 0, updated: 1, unchanged: result.unchanged },
    });
  });

  it('a return and its refund, without the refund’s account number', async () => {
    const product = await newProduct(`Indigo Kurti ${randomBytes(2).toString('hex')}`);
    await addToCart(t.app, customer.authorization, product.id);
    const orderId = json(await checkout(t.app, customer.authorization)).data.order as {
      id: string;
      items: { id: string }[];
    };
    for (const body of [
      { status: 'processing' },
      { status: 'shipped', courier: 'Delhivery', trackingNumber: '1490811234568' },
      { status: 'delivered' },
    ]) {
      expect((await call('PATCH', `/api/orders/${orderId.id}/status`, manager, body)).statusCode).toBe(200);
    }
    const asked = await call('POST', `/api/orders/${orderId.id}/returns`, customer, {
      items: [{ orderItemId: orderId.items[0]!.id, quantity: 1, resolution: 'refund' }],
      reason: 'changed_mind',
      refundTo: { accountName: 'Asha Verma', accountNumber: '123456789012', ifsc: 'HDFC0001234' },
    });
    expect(asked.statusCode).toBe(201);
    const created = json(asked).data.return;
    expect((await auditList(`?entity=return&entityId=${created.id}`)).entries).toEqual([]);
    const staffView = json(await call('GET', `/api/returns/${created.id}`, manager)).data.return;
    for (const body of [
      { status: 'approved', pickup: { method: 'customer' } },
      { status: 'picked_up' },
      { status: 'received', items: [{ returnItemId: created.items[0].id, restock: true }] },
      { status: 'refunded', amount: staffView.refundDue, reference: '412345678901' },
    ]) {
      expect((await call('PATCH', `/api/returns/${created.id}`, manager, body)).statusCode).toBe(200);
    }
    const { entries } = await auditList(`?entity=return&entityId=${created.id}`);
    expect(entries.map((entry) => entry.changes.status)).toEqual([
      { from: 'received', to: 'refunded' },
      { from: 'picked_up', to: 'received' },
      { from: 'approved', to: 'picked_up' },
      { from: 'requested', to: 'approved' },
    ]);
    expect(entries[0]?.changes).toMatchObject({ refund_reference: { from: null, to: '412345678901' } });
    expect(JSON.stringify(entries)).not.toContain('123456789012');
  });
});

/** The database's own words when it refuses a statement (Drizzle wraps them in its own error). */
async function refusal(statement: Promise<unknown>): Promise<string> {
  try {
    await statement;
    return 'accepted';
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause;
    return cause?.message ?? String(error);
  }
}

describe('the log itself', () => {
  it('is append-only: the database refuses UPDATE, DELETE and TRUNCATE of its entries', async () => {
    const before = await lastEntryId();
    expect(before).toBeGreaterThan(0);
    const refused = /cannot be changed or removed/;
    expect(
      await refusal(t.db.execute(sql`update audit_entries set action = 'nothing' where id = ${before}`)),
    ).toMatch(refused);
    expect(await refusal(t.db.execute(sql`delete from audit_entries where id = ${before}`))).toMatch(refused);
    expect(await refusal(t.db.execute(sql`truncate audit_entries`))).toMatch(refused);
    expect(await lastEntryId()).toBe(before);
  });

  it('is written in the change’s transaction: a change that rolls back leaves no entry', async () => {
    const product = await newProduct(`Brass Bell ${randomBytes(2).toString('hex')}`);
    const before = await lastEntryId();
    const actor = { id: manager.userId, email: manager.email, role: 'admin', address: '127.0.0.1' };
    await expect(
      auditActors.run(actor, () =>
        t.db.transaction(async (tx) => {
          await tx.update(products).set({ isFeatured: true }).where(eq(products.id, product.id));
          throw new Error('forced failure after the write');
        }),
      ),
    ).rejects.toThrow('forced failure');
    expect(await lastEntryId()).toBe(before);
    const [row] = await t.db
      .select({ isFeatured: products.isFeatured })
      .from(products)
      .where(eq(products.id, product.id));
    expect(row?.isFeatured).toBe(false);

    // Through the API: a product change refused after its first write (a variant SKU taken) leaves neither.
    const other = await newProduct(`Brass Lamp ${randomBytes(2).toString('hex')}`);
    const beforeRefusal = await lastEntryId();
    const [taken] = await t.db
      .select({ sku: sql<string>`sku` })
      .from(sql`product_variants`)
      .where(sql`product_id = ${other.id}`);
    const refused = await call('PUT', `/api/products/${product.id}`, manager, {
      name: 'Renamed Bell',
      options: [{ name: 'Size', values: ['S'] }],
      variants: [{ optionValues: { Size: 'S' }, sku: taken!.sku, price: 999, stockQuantity: 1 }],
    });
    expect(refused.statusCode).toBe(409);
    expect(await lastEntryId()).toBe(beforeRefusal);
    const [kept] = await t.db
      .select({ name: products.name })
      .from(products)
      .where(eq(products.id, product.id));
    expect(kept?.name).toMatch(/^Brass Bell/);
  });

  it('names the right person when transactions wait in line: a shopper’s after a staff write is not theirs', async () => {
    const staffProduct = await newProduct(`Brass Diya ${randomBytes(2).toString('hex')}`);
    const shopperProduct = await newProduct(`Brass Urli ${randomBytes(2).toString('hex')}`);
    const before = await lastEntryId();
    const actor = { id: manager.userId, email: manager.email, role: 'admin', address: '127.0.0.1' };
    // A shopper's transaction holds the line (PGlite runs one at a time); a staff write and another
    // shopper's write queue behind it, and start from the end of the one before them.
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const first = t.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await held;
    });
    const staffWrite = auditActors.run(actor, () =>
      t.db.transaction((tx) =>
        tx.update(products).set({ isFeatured: true }).where(eq(products.id, staffProduct.id)),
      ),
    );
    const shopperWrite = t.db.transaction((tx) =>
      tx.update(products).set({ isNew: true }).where(eq(products.id, shopperProduct.id)),
    );
    release();
    await Promise.all([first, staffWrite, shopperWrite]);
    const entries = await entriesAfter(before);
    expect(entries.map((entry) => [entry.entityId, entry.actor?.id, entry.changes])).toEqual([
      [staffProduct.id, manager.userId, { is_featured: { from: false, to: true } }],
    ]);
  });

  it('keeps entries for the retention set, removing older ones nightly and recording that', async () => {
    await t.db.execute(
      sql`insert into audit_entries (at, action, entity) values (now() - interval '500 days', 'updated', 'product')`,
    );
    const removed = await pruneAuditEntries(t.db, 400);
    expect(removed).toBe(1);
    const [entry] = (await auditList('?entity=activity_log')).entries;
    expect(entry).toMatchObject({
      actor: null,
      action: 'pruned',
      changes: { removed: 1, retentionDays: 400 },
    });
    expect(await pruneAuditEntries(t.db, 400)).toBe(0);
  });

  it('filters by actor, action and days', async () => {
    const byManager = await auditList(`?actor=${encodeURIComponent(manager.email)}`);
    expect(byManager.entries.length).toBeGreaterThan(0);
    expect(byManager.entries.every((entry) => entry.actor?.id === manager.userId)).toBe(true);
    const byId = await auditList(`?actor=${manager.userId}`);
    expect(byId.pagination.total).toBe(byManager.pagination.total);
    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    expect((await auditList(`?from=${today}&to=${today}`)).pagination.total).toBeGreaterThan(0);
    expect((await auditList('?from=2020-01-01&to=2020-01-02')).entries).toEqual([]);
    const updates = await auditList('?action=updated&limit=100');
    expect(updates.entries.every((entry) => entry.action.endsWith('updated'))).toBe(true);
    const paged = await auditList('?limit=2&page=2');
    expect(paged.pagination).toMatchObject({ page: 2, limit: 2 });
    expect(paged.entries).toHaveLength(2);
  });
});
