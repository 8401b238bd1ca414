import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, wishlistItems } from '../../db/schema/index.js';
import { createUserWithSession } from '../../../test/support/fixtures.js';
import { makeProduct } from '../../../test/support/order-fixtures.js';
import { createTestApp, json, type TestApp } from '../../../test/support/test-app.js';

describe('wishlist API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const customer = () => createUserWithSession(t.db, 'customer');
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    authorization: string,
    payload?: object,
  ) => t.app.inject({ method, url, headers: { authorization }, ...(payload ? { payload } : {}) });
  const idsOf = (response: { body: string }) =>
    (json(response).data.products as { id: string }[]).map((product) => product.id);
  const saved = async (authorization: string) => idsOf(await call('GET', '/api/wishlist', authorization));
  const product = (name: string) => makeProduct(t.db, { name, price: 1200 });

  it('keeps saved products on the server, in the order saved, once each', async () => {
    const me = await customer();
    const [ring, stole] = [await product('Oxidised Ring'), await product('Kalamkari Stole')];
    expect(await saved(me.authorization)).toEqual([]);

    const first = await call('PUT', `/api/wishlist/items/${ring.id}`, me.authorization);
    expect(first.statusCode).toBe(200);
    expect(json(first).data.products[0]).toMatchObject({ id: ring.id, name: 'Oxidised Ring', price: 1200 });
    await call('PUT', `/api/wishlist/items/${stole.id}`, me.authorization);
    // Saving again changes nothing.
    expect(idsOf(await call('PUT', `/api/wishlist/items/${ring.id}`, me.authorization))).toEqual([
      ring.id,
      stole.id,
    ]);

    const removed = await call('DELETE', `/api/wishlist/items/${ring.id}`, me.authorization);
    expect(removed.statusCode).toBe(200);
    expect(idsOf(removed)).toEqual([stole.id]);
    // Removing one not saved is not an error.
    expect((await call('DELETE', `/api/wishlist/items/${ring.id}`, me.authorization)).statusCode).toBe(200);

    // Another customer's list is their own.
    const other = await customer();
    expect(await saved(other.authorization)).toEqual([]);
    expect(await saved(me.authorization)).toEqual([stole.id]);

    const cleared = await call('DELETE', '/api/wishlist', me.authorization);
    expect(json(cleared)).toEqual({ success: true, data: { products: [] } });
  });

  it('refuses a product the shop does not show (404) and an id that is not one (422)', async () => {
    const me = await customer();
    const missing = await call('PUT', `/api/wishlist/items/${randomUUID()}`, me.authorization);
    expect(missing.statusCode).toBe(404);
    expect(json(missing)).toMatchObject({ code: 'NOT_FOUND', message: 'Product not found' });

    const hidden = await product('Withdrawn Anklet');
    await t.db.update(products).set({ isActive: false }).where(eq(products.id, hidden.id));
    expect((await call('PUT', `/api/wishlist/items/${hidden.id}`, me.authorization)).statusCode).toBe(404);

    const bad = await call('PUT', '/api/wishlist/items/not-an-id', me.authorization);
    expect(bad.statusCode).toBe(422);
    expect(json(bad).details).toEqual([{ field: 'productId', message: 'Must be a valid product id' }]);
    expect(await saved(me.authorization)).toEqual([]);
  });

  it('leaves out products the shop hid since, and forgets deleted ones', async () => {
    const me = await customer();
    const [kept, hidden, deleted] = [
      await product('Madhubani Box'),
      await product('Retired Bangle'),
      await product('Deleted Tikka'),
    ];
    for (const item of [kept, hidden, deleted])
      await call('PUT', `/api/wishlist/items/${item.id}`, me.authorization);

    await t.db.update(products).set({ isActive: false }).where(eq(products.id, hidden.id));
    await t.db.delete(products).where(eq(products.id, deleted.id));
    expect(await saved(me.authorization)).toEqual([kept.id]);

    // Shown again, it is back where it was.
    await t.db.update(products).set({ isActive: true }).where(eq(products.id, hidden.id));
    expect(await saved(me.authorization)).toEqual([kept.id, hidden.id]);
    const rows = await t.db.select().from(wishlistItems).where(eq(wishlistItems.userId, me.userId));
    expect(rows).toHaveLength(2);
  });

  it("merges the browser's list into the account's, idempotently, skipping what the shop does not show", async () => {
    const me = await customer();
    const [onServer, fromBrowser, alsoBrowser, hidden] = [
      await product('Server Jhumka'),
      await product('Browser Saree'),
      await product('Browser Potli'),
      await product('Hidden Shawl'),
    ];
    await t.db.update(products).set({ isActive: false }).where(eq(products.id, hidden.id));
    await call('PUT', `/api/wishlist/items/${onServer.id}`, me.authorization);

    const body = { productIds: [fromBrowser.id, onServer.id, randomUUID(), hidden.id, alsoBrowser.id] };
    const merged = await call('POST', '/api/wishlist/merge', me.authorization, body);
    expect(merged.statusCode).toBe(200);
    expect(idsOf(merged)).toEqual([onServer.id, fromBrowser.id, alsoBrowser.id]);

    const again = await call('POST', '/api/wishlist/merge', me.authorization, body);
    expect(idsOf(again)).toEqual([onServer.id, fromBrowser.id, alsoBrowser.id]);
    const rows = await t.db.select().from(wishlistItems).where(eq(wishlistItems.userId, me.userId));
    expect(rows).toHaveLength(3);

    expect(
      idsOf(await call('POST', '/api/wishlist/merge', me.authorization, { productIds: [] })),
    ).toHaveLength(3);
  });

  it('merges a browser list naming a piece twice once, and skips one the shop has since deleted', async () => {
    const me = await customer();
    const [anklet, gone] = [await product('Ghungroo Anklet'), await product('Sold-off Nath')];
    await t.db.delete(products).where(eq(products.id, gone.id));

    const merged = await call('POST', '/api/wishlist/merge', me.authorization, {
      productIds: [anklet.id, gone.id, anklet.id],
    });
    expect(merged.statusCode).toBe(200);
    expect(idsOf(merged)).toEqual([anklet.id]);
    const rows = await t.db.select().from(wishlistItems).where(eq(wishlistItems.userId, me.userId));
    expect(rows.map((row) => row.productId)).toEqual([anklet.id]);
  });

  it('refuses a merge body that is not a list of product ids', async () => {
    const me = await customer();
    const response = await call('POST', '/api/wishlist/merge', me.authorization, { productIds: ['x'] });
    expect(response.statusCode).toBe(422);
    expect(json(response).details).toEqual([
      { field: 'productIds.0', message: 'Must be a valid product id' },
    ]);
    const missing = await call('POST', '/api/wishlist/merge', me.authorization, {});
    expect(json(missing).details).toEqual([
      { field: 'productIds', message: 'productIds must be a list of product ids' },
    ]);
  });
});
