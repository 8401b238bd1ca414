import { sql } from 'drizzle-orm';
import type { Category, Product } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct } from '../../../test/support/catalog-fixtures.js';
import { createTestApp, json, type TestApp } from '../../../test/support/test-app.js';
import { CatalogCache } from './catalog-cache.js';
import { catalogChanged } from './service.js';

let t: TestApp;
let productId: string;
let categoryId: string;

beforeAll(async () => {
  t = await createTestApp();
  const jewelry = await createCategory(t.db, { name: 'Jewelry' });
  categoryId = jewelry.id;
  productId = (await createProduct(t.db, { name: 'Oxidised Ring', price: 300, categoryId, stockQuantity: 5 }))
    .id;
  // Let the notifications of these inserts arrive before measuring hits and misses.
  await new Promise((resolve) => setTimeout(resolve, 200));
});

afterAll(async () => {
  await t.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

/** Notifications arrive a moment after commit; poll briefly rather than sleep a fixed time. */
async function eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean): Promise<T> {
  let value = await read();
  for (let attempt = 0; attempt < 50 && !ok(value); attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    value = await read();
  }
  return value;
}

describe('catalogue cache', () => {
  it('serves repeated reads from the cache', async () => {
    const first = await get(`/api/products/id/${productId}`);
    const second = await get(`/api/products/id/${productId}`);
    expect(first.headers['x-cache']).toBe('miss');
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
  });

  it('shows a stock change made directly in the database on the next reads', async () => {
    await get(`/api/products/id/${productId}`);
    await get('/api/products?category=jewelry');
    await t.db.execute(sql`update products set stock_quantity = 0 where id = ${productId}`);
    const product = await eventually(
      async () => json(await get(`/api/products/id/${productId}`)).data.product as Product,
      (p) => p.stockQuantity === 0,
    );
    expect(product).toMatchObject({ stockQuantity: 0, inStock: false });
    const listed = await eventually(
      async () => json(await get('/api/products?category=jewelry')).data.products[0] as Product,
      (p) => p.stockQuantity === 0,
    );
    expect(listed.inStock).toBe(false);
  });

  it('forgets products hidden and categories renamed elsewhere', async () => {
    expect((await get(`/api/products/id/${productId}`)).statusCode).toBe(200);
    await t.db.execute(sql`update products set is_active = false where id = ${productId}`);
    const res = await eventually(
      () => get(`/api/products/id/${productId}`),
      (r) => r.statusCode === 404,
    );
    expect(res.statusCode).toBe(404);
    await t.db.execute(sql`update products set is_active = true where id = ${productId}`);

    await get('/api/categories');
    await t.db.execute(sql`update categories set name = 'Fine Jewellery' where id = ${categoryId}`);
    const categories = await eventually(
      async () => json(await get('/api/categories')).data.categories as Category[],
      (list) => list[0]?.name === 'Fine Jewellery',
    );
    expect(categories[0]?.name).toBe('Fine Jewellery');
  });

  it('is cleared at once by a writer in this process', async () => {
    // Notifications of the earlier tests' writes may still be arriving: wait until reads hit.
    const cached = await eventually(
      () => get('/api/products/featured'),
      (res) => res.headers['x-cache'] === 'hit',
    );
    expect(cached.headers['x-cache']).toBe('hit');
    catalogChanged(t.db);
    expect((await get('/api/products/featured')).headers['x-cache']).toBe('miss');
  });
});

describe('CatalogCache', () => {
  it('is bounded, least recently used first out', async () => {
    const cache = new CatalogCache(2);
    const load = (value: string) => async () => value;
    await cache.get('a', load('A'));
    await cache.get('b', load('B'));
    await cache.get('a', load('never'));
    await cache.get('c', load('C'));
    expect(cache.size).toBe(2);
    expect(await cache.get('a', load('A2'))).toEqual({ value: 'A', hit: true });
    expect(await cache.get('b', load('B2'))).toEqual({ value: 'B2', hit: false });
  });

  it('shares one load between concurrent misses and does not remember failures', async () => {
    const cache = new CatalogCache();
    let loads = 0;
    const slow = async () => {
      loads += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return 'value';
    };
    await Promise.all([cache.get('k', slow), cache.get('k', slow), cache.get('k', slow)]);
    expect(loads).toBe(1);
    await expect(cache.get('x', async () => Promise.reject(new Error('nope')))).rejects.toThrow('nope');
    expect(await cache.get('x', async () => 'ok')).toEqual({ value: 'ok', hit: false });
  });

  it('drops a load that was running when the catalogue changed', async () => {
    const cache = new CatalogCache();
    let release!: () => void;
    const pending = cache.get('k', () => new Promise<string>((resolve) => (release = () => resolve('old'))));
    cache.clear();
    release();
    expect(await pending).toEqual({ value: 'old', hit: false });
    expect(await cache.get('k', async () => 'new')).toEqual({ value: 'new', hit: false });
  });
});
