import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { productVariants } from '../../db/schema/index.js';
import { createCategory, createProduct } from '../../../test/support/catalog-fixtures.js';
import { createTestApp, json, type TestApp } from '../../../test/support/test-app.js';

/**
 * `sort=relevance|newest|price-asc|price-desc|rating` on listings and search (issue 12): each order,
 * a product with variants by its cheapest live price, unreviewed last, ties kept in one order from
 * page to page, and an unknown sort refused.
 */

let t: TestApp;
const day = (n: number) => new Date(Date.UTC(2025, 2, n));

beforeAll(async () => {
  t = await createTestApp();
  const db = t.db;
  const jewelry = await createCategory(db, { name: 'Jewelry' });
  const clothing = await createCategory(db, { name: 'Clothing' });
  await createProduct(db, {
    name: 'Brass Bangle',
    price: 900,
    categoryId: jewelry.id,
    rating: 4.2,
    createdAt: day(1),
  });
  // Cheapest live variant ₹700: sorts as ₹700, not as its dearest size.
  const kurta = await createProduct(db, {
    name: 'Indigo Kurta',
    price: 1800,
    categoryId: clothing.id,
    options: [{ name: 'Size', values: ['S', 'M', 'L'] }],
    variants: [
      { optionValues: { Size: 'S' }, price: 700 },
      { optionValues: { Size: 'M' }, price: 1800 },
      { optionValues: { Size: 'L' }, price: 100 },
    ],
    createdAt: day(2),
  });
  // Its ₹100 size is archived: no longer a price anyone can pay.
  const large = kurta.variants.find((variant) => variant.optionValues.Size === 'L');
  await db.update(productVariants).set({ archivedAt: new Date() }).where(eq(productVariants.id, large!.id));
  // Three pieces at one price and one rating: the tie a pager must not shuffle.
  for (const n of [1, 2, 3]) {
    await createProduct(db, {
      name: `Tied Jhumka ${n}`,
      price: 500,
      categoryId: jewelry.id,
      rating: 4.5,
      createdAt: day(3),
    });
  }
  await createProduct(db, {
    name: 'Silver Jhumka',
    price: 1500,
    categoryId: jewelry.id,
    rating: 4.9,
    createdAt: day(4),
  });
  await createProduct(db, {
    name: 'Unreviewed Jhumka',
    price: 300,
    categoryId: jewelry.id,
    createdAt: day(5),
  });
});

afterAll(async () => {
  await t.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });
const names = async (url: string): Promise<string[]> => {
  const res = await get(url);
  expect(res.statusCode, res.body).toBe(200);
  const products = json(res).data.products as { name: string }[];
  return products.map((p) => p.name);
};
const tied = (order: string[]) => order.filter((name) => name.startsWith('Tied'));

describe('GET /api/products?sort=', () => {
  it('orders by price either way, a product with variants by its cheapest live variant', async () => {
    const ascending = await names('/api/products?sort=price-asc');
    expect(ascending).toEqual([
      'Unreviewed Jhumka',
      ...tied(ascending),
      'Indigo Kurta',
      'Brass Bangle',
      'Silver Jhumka',
    ]);
    const descending = await names('/api/products?sort=price-desc');
    expect(descending).toEqual([
      'Silver Jhumka',
      'Brass Bangle',
      'Indigo Kurta',
      ...tied(descending),
      'Unreviewed Jhumka',
    ]);
    const kurta = json(await get('/api/products?sort=price-asc')).data.products.find(
      (p: { name: string }) => p.name === 'Indigo Kurta',
    );
    expect(kurta.price).toBe(700);
  });

  it('orders newest first, best rated first with unreviewed last, and relevance as newest', async () => {
    const newest = await names('/api/products?sort=newest');
    expect(newest[0]).toBe('Unreviewed Jhumka');
    expect(newest.at(-1)).toBe('Brass Bangle');
    expect(await names('/api/products?sort=relevance')).toEqual(newest);
    expect(await names('/api/products')).toEqual(newest);
    const rated = await names('/api/products?sort=rating');
    expect(rated).toEqual([
      'Silver Jhumka',
      ...tied(rated),
      'Brass Bangle',
      'Unreviewed Jhumka',
      'Indigo Kurta',
    ]);
  });

  it('keeps tied products in one order from page to page', async () => {
    const whole = await names('/api/products?sort=price-asc&limit=50');
    const paged: string[] = [];
    for (const page of [1, 2, 3, 4, 5, 6, 7])
      paged.push(...(await names(`/api/products?sort=price-asc&limit=1&page=${page}`)));
    expect(paged).toEqual(whole);
    expect(new Set(paged).size).toBe(7);
  });

  it('wins over sortBy/sortOrder, which still work alone', async () => {
    expect((await names('/api/products?sortBy=price&sortOrder=desc'))[0]).toBe('Silver Jhumka');
    expect((await names('/api/products?sort=price-asc&sortBy=price&sortOrder=desc'))[0]).toBe(
      'Unreviewed Jhumka',
    );
  });

  it('is part of the cached answer’s key', async () => {
    const first = await get('/api/products?sort=price-desc&category=jewelry');
    const other = await get('/api/products?sort=price-asc&category=jewelry');
    expect(other.headers['x-cache']).toBe('miss');
    expect(json(other).data.products[0].name).not.toBe(json(first).data.products[0].name);
  });

  it.each(['/api/products?sort=cheapest', '/api/products/search?q=jhumka&sort=price', '/api/products?sort='])(
    'refuses %s with 422 naming sort',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(422);
      const body = json(res);
      expect(body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
      expect(body.details).toContainEqual(
        expect.objectContaining({ field: 'sort', message: expect.stringContaining('price-asc') }),
      );
    },
  );
});

describe('GET /api/products/search?sort=', () => {
  it('ranks by match unless another order is asked', async () => {
    const byMatch = await names('/api/products/search?q=jhumka&limit=50');
    expect(byMatch).toHaveLength(5);
    expect(await names('/api/products/search?q=jhumka&limit=50&sort=relevance')).toEqual(byMatch);
    const cheap = await names('/api/products/search?q=jhumka&limit=50&sort=price-asc');
    expect(cheap[0]).toBe('Unreviewed Jhumka');
    expect(cheap.at(-1)).toBe('Silver Jhumka');
    expect((await names('/api/products/search?q=jhumka&sort=price-desc'))[0]).toBe('Silver Jhumka');
    expect((await names('/api/products/search?q=jhumka&sort=rating')).at(-1)).toBe('Unreviewed Jhumka');
    expect((await names('/api/products/search?q=jhumka&sort=newest'))[0]).toBe('Unreviewed Jhumka');
  });

  it('sorts a listing’s search the same way', async () => {
    const cheap = await names('/api/products?search=jhumka&sort=price-desc');
    expect(cheap[0]).toBe('Silver Jhumka');
    expect(cheap.at(-1)).toBe('Unreviewed Jhumka');
  });
});
