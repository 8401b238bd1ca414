import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct } from '../../../test/support/catalog-fixtures.js';
import { createTestApp, json, type TestApp } from '../../../test/support/test-app.js';
import { searchTerms } from './search-terms.js';

let t: TestApp;
let necklaceId: string;

beforeAll(async () => {
  t = await createTestApp();
  const jewelry = await createCategory(t.db, { name: 'Jewelry' });
  const earrings = await createCategory(t.db, { name: 'Earrings', parentId: jewelry.id });
  const necklaces = await createCategory(t.db, { name: 'Necklaces', parentId: jewelry.id });
  const clothing = await createCategory(t.db, { name: 'Clothing' });
  necklaceId = (
    await createProduct(t.db, {
      name: 'Temple Necklace',
      price: 2200,
      categoryId: necklaces.id,
      description: 'Gold-plated temple work.',
      sku: 'JW-NK-001',
    })
  ).id;
  await createProduct(t.db, {
    name: 'Kundan Jhumka',
    price: 450,
    categoryId: earrings.id,
    description: 'Festive drops.',
  });
  await createProduct(t.db, {
    name: 'Silk Dupatta',
    price: 900,
    categoryId: clothing.id,
    description: 'Pairs well with a necklace of pearls.',
    tags: ['silk', 'festive'],
  });
  await createProduct(t.db, {
    name: 'Pearl Anklet',
    price: 350,
    categoryId: jewelry.id,
    description: 'Light anklet.',
  });
  await createProduct(t.db, {
    name: 'Hidden Necklace',
    price: 100,
    categoryId: necklaces.id,
    isActive: false,
  });
});

afterAll(async () => {
  await t.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });
const names = (res: { body: string }) =>
  (json(res).data.products ?? json(res).data.suggestions).map((p: { name: string }) => p.name) as string[];

describe('search', () => {
  it('reads only letters and digits from what was typed', () => {
    expect(searchTerms(`gold & !necklace:* | 'x' <-> (y)`)).toEqual(['gold', 'necklace', 'x', 'y']);
    expect(searchTerms('!!')).toEqual([]);
  });

  it('matches prefixes while typing', async () => {
    expect(names(await get('/api/products?search=neckl'))).toEqual(['Temple Necklace', 'Silk Dupatta']);
    expect(names(await get('/api/products?search=ear'))).toEqual(['Kundan Jhumka']);
    expect(names(await get('/api/products?search=necklaces'))).toContain('Temple Necklace');
    expect(names(await get('/api/products?search=an'))).toEqual(['Pearl Anklet']);
  });

  it('ranks a name match above a description match', async () => {
    const found = names(await get('/api/products/search?q=necklace'));
    expect(found).toEqual(['Temple Necklace', 'Silk Dupatta']);
  });

  it('matches SKU, category names and tags, and ANDs the words', async () => {
    expect(names(await get('/api/products/search?q=JW-NK-001'))).toEqual(['Temple Necklace']);
    expect(names(await get('/api/products/search?q=clothing'))).toEqual(['Silk Dupatta']);
    expect(names(await get('/api/products/search?q=jewelry%20anklet'))).toEqual(['Pearl Anklet']);
    expect(names(await get('/api/products/search?q=silk%20festive'))).toEqual(['Silk Dupatta']);
    expect(names(await get('/api/products/search?q=silk%20temple'))).toEqual([]);
  });

  it('is safe with tsquery syntax and odd input', async () => {
    for (const q of ["a'b", '!!', '&|:*', '()<->', 'x:*A', '\\\\']) {
      const res = await get(`/api/products/search?q=${encodeURIComponent(q)}`);
      expect(res.statusCode, q).toBe(200);
    }
    expect(names(await get(`/api/products/search?q=${encodeURIComponent('temple:* | !')}`))).toEqual([
      'Temple Necklace',
    ]);
  });

  it('filters search by category and price, with a limit', async () => {
    expect(names(await get('/api/products/search?q=neckl&category=clothing'))).toEqual(['Silk Dupatta']);
    expect(names(await get('/api/products/search?q=neckl&maxPrice=1000'))).toEqual(['Silk Dupatta']);
    expect(names(await get('/api/products/search?q=neckl&limit=1'))).toEqual(['Temple Necklace']);
  });

  it('refuses a query under 2 characters and bad limits', async () => {
    const short = await get('/api/products/search?q=a');
    expect(short.statusCode).toBe(422);
    expect(json(short).details[0].field).toBe('q');
    expect((await get('/api/products/search')).statusCode).toBe(422);
    expect((await get('/api/products/search?q=ring&limit=500')).statusCode).toBe(422);
    expect((await get('/api/products/search?q=ring&minPrice=-5')).statusCode).toBe(422);
  });

  it('follows a category rename in search', async () => {
    const res0 = await get('/api/products/search?q=chokers');
    expect(names(res0)).toEqual([]);
    await t.db.execute(sql`update categories set name = 'Chokers' where slug = 'necklaces'`);
    // The cached empty answer goes when the change notification arrives, a moment after commit.
    let found: string[] = [];
    for (let attempt = 0; attempt < 50 && found.length === 0; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      found = names(await get('/api/products/search?q=chokers'));
    }
    expect(found).toEqual(['Temple Necklace']);
  });
});

describe('search in Devanagari (issue 28)', () => {
  it('reads a Devanagari word in the catalogue’s Latin letters', () => {
    expect(searchTerms('कुंदन झुमका')).toEqual(['kundan', 'jhumka']);
  });

  it('finds jhumkas for "झुमका", and for "झुमके" spelt alike, in results and suggestions', async () => {
    expect(names(await get(`/api/products?search=${encodeURIComponent('झुमका')}`))).toEqual(['Kundan Jhumka']);
    expect(names(await get(`/api/products?search=${encodeURIComponent('झुमके')}`))).toEqual(['Kundan Jhumka']);
    expect(names(await get(`/api/products/suggestions?q=${encodeURIComponent('झुमका')}`))).toEqual([
      'Kundan Jhumka',
    ]);
    // Mixed scripts AND their words as ever.
    expect(names(await get(`/api/products?search=${encodeURIComponent('दुपट्टा silk')}`))).toEqual([
      'Silk Dupatta',
    ]);
  });
});

describe('suggestions', () => {
  it('suggests a few products with the suggestion fields', async () => {
    const res = await get('/api/products/suggestions?q=neckl');
    expect(res.statusCode).toBe(200);
    const [first] = json(res).data.suggestions;
    expect(Object.keys(first).sort()).toEqual(
      ['categoryName', 'id', 'image', 'name', 'price', 'slug', 'subcategoryName'].sort(),
    );
    expect(first).toMatchObject({
      id: necklaceId,
      name: 'Temple Necklace',
      price: 2200,
      categoryName: 'Jewelry',
    });
    expect(names(await get('/api/products/suggestions?q=neckl&limit=1'))).toHaveLength(1);
  });

  it('answers an empty list under 2 characters and refuses bad limits', async () => {
    expect(json(await get('/api/products/suggestions?q=n')).data.suggestions).toEqual([]);
    expect(json(await get('/api/products/suggestions?q=%20%20')).data.suggestions).toEqual([]);
    expect((await get('/api/products/suggestions?q=ring&limit=100')).statusCode).toBe(422);
  });
});
