import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct } from '../../../test/support/catalog-fixtures.js';
import { createTestApp, json, type TestApp } from '../../../test/support/test-app.js';

/**
 * Search that forgives spelling (decision 023), on the synonym groups the migration seeds: names of
 * the demo catalogue, where "jumka" found nothing and "kurta" suggested a tribal choker.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const jewelry = await createCategory(t.db, { name: 'Jewelry' });
  const earrings = await createCategory(t.db, { name: 'Earrings', parentId: jewelry.id });
  const necklaces = await createCategory(t.db, { name: 'Necklaces', parentId: jewelry.id });
  const clothing = await createCategory(t.db, { name: 'Clothing' });
  const kurtis = await createCategory(t.db, { name: 'Kurtis', parentId: clothing.id });
  const product = (name: string, categoryId: string, description?: string, more = {}) =>
    createProduct(t.db, { name, price: 500, categoryId, ...(description ? { description } : {}), ...more });
  await product('Kundan Gold-Tone Jhumka Earrings', earrings.id, 'Festive drops.');
  await product('Oxidised Silver Jhumka with Pearl Drops', earrings.id, 'Everyday silver.');
  await product(
    'Oxidised Tribal Choker',
    necklaces.id,
    'A bold oxidised choker; the one piece that makes a plain kurta.',
  );
  await product('Indigo Dabu Print Cotton Kurti', kurtis.id, 'Hand-printed indigo.');
  await product('Ajrakh Print Straight Kurta', kurtis.id, 'Resist-printed cotton.');
  await product('Meenakari Flower Studs', earrings.id, 'Small enamel flowers.');
  await product('Hidden Jhumka', earrings.id, 'Withdrawn.', { isActive: false });
  // One of each tier for "jhumki" (the ranking tests): the whole name, its start, a word of it, a
  // synonym ("jhumka" above), the description only; and for "jumka", a word spelt alike.
  await product('Jhumki', earrings.id, 'Plain.');
  await product('Jhumki Drops in Lac', earrings.id, 'Lac work.');
  await product('Temple Jhumki', earrings.id, 'Temple work.');
  await product('Chandbali Jumkha Pair', earrings.id, 'Spelt the old way.');
  await product('Silk Scarf', clothing.id, 'Light enough to wear with any jhumki.');
});

afterAll(async () => {
  await t.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });
const names = (res: { body: string }) =>
  (json(res).data.products ?? json(res).data.suggestions).map((p: { name: string }) => p.name) as string[];
const listing = (q: string) => get(`/api/products?search=${encodeURIComponent(q)}`);
const suggestions = (q: string) => get(`/api/products/suggestions?q=${encodeURIComponent(q)}&limit=10`);

describe('a search with a spelling of its own', () => {
  it('finds the jhumkas for "jumka" (a synonym) and "jhmka" (spelt alike), not the hidden one', async () => {
    for (const q of ['jumka', 'jhmka']) {
      const found = names(await listing(q));
      expect(found, q).toEqual(
        expect.arrayContaining([
          'Kundan Gold-Tone Jhumka Earrings',
          'Oxidised Silver Jhumka with Pearl Drops',
        ]),
      );
      expect(found, q).not.toContain('Hidden Jhumka');
      expect(names(await suggestions(q)), q).toContain('Kundan Gold-Tone Jhumka Earrings');
    }
  });

  it('answers "kurta" with the kurtis and kurtas first, and never suggests the choker', async () => {
    const found = names(await listing('kurta'));
    expect(found.slice(0, 2).sort()).toEqual([
      'Ajrakh Print Straight Kurta',
      'Indigo Dabu Print Cotton Kurti',
    ]);
    // Its description says "kurta": it stays in the results, after every product named so.
    expect(found.indexOf('Oxidised Tribal Choker')).toBeGreaterThan(1);
    const suggested = names(await suggestions('kurta'));
    expect(suggested.sort()).toEqual(['Ajrakh Print Straight Kurta', 'Indigo Dabu Print Cotton Kurti']);
    expect(
      names(await get('/api/products/search?q=kurti'))
        .slice(0, 2)
        .sort(),
    ).toEqual(['Ajrakh Print Straight Kurta', 'Indigo Dabu Print Cotton Kurti']);
  });

  it('ranks the whole name, its start, a word of it, a synonym, then the description', async () => {
    const found = names(await listing('jhumki'));
    expect(found.slice(0, 3)).toEqual(['Jhumki', 'Jhumki Drops in Lac', 'Temple Jhumki']);
    // Synonyms of "jhumki": the two jhumkas.
    expect(found.slice(3, 5).sort()).toEqual([
      'Kundan Gold-Tone Jhumka Earrings',
      'Oxidised Silver Jhumka with Pearl Drops',
    ]);
    expect(found.slice(5)).toEqual(['Silk Scarf']);
    // The search box shows names: a product found by its description alone is not suggested.
    expect(names(await suggestions('jhumki'))).toEqual(found.slice(0, 5));
  });

  it('ranks a synonym above a word spelt alike', async () => {
    // "jumka" names no product: its group finds the jhumkas and jhumkis, its spelling "jumkha".
    const found = names(await listing('jumka'));
    expect(found).toHaveLength(6);
    expect(found.slice(0, 5)).not.toContain('Chandbali Jumkha Pair');
    expect(found[5]).toBe('Chandbali Jumkha Pair');
  });

  it('pages through what it forgave like any listing, the spellings last', async () => {
    const first = await get('/api/products?search=jumka&limit=5');
    expect(names(first)).not.toContain('Chandbali Jumkha Pair');
    expect(json(first).data.pagination).toMatchObject({ total: 6, totalPages: 2 });
    expect(names(await get('/api/products?search=jumka&limit=5&page=2'))).toEqual(['Chandbali Jumkha Pair']);
  });

  it('keeps every word, and never respells a word the shop uses', async () => {
    expect(names(await listing('kundan jhmka'))).toEqual(['Kundan Gold-Tone Jhumka Earrings']);
    expect(names(await listing('cotton jhmka'))).toEqual([]);
    // "silk" is a word of the shop: it is not read as "silver", which the jhumka has.
    expect(names(await listing('silk jhmka'))).toEqual([]);
  });

  it('filters and sorts what it forgave like any listing', async () => {
    const cheap = await get('/api/products?search=jhmka&maxPrice=100');
    expect(names(cheap)).toEqual([]);
    const byName = names(await get('/api/products?search=jhmka&sortBy=name'));
    expect(byName).toEqual(['Kundan Gold-Tone Jhumka Earrings', 'Oxidised Silver Jhumka with Pearl Drops']);
  });
});

describe('GET /api/products/spellings', () => {
  const spellings = async (q: string) => {
    const res = await get(`/api/products/spellings?q=${encodeURIComponent(q)}`);
    expect(res.statusCode).toBe(200);
    return json(res).data.spellings as string[];
  };

  it('offers the closest words of the shop’s names for what found nothing', async () => {
    expect(await spellings('necklces')).toContain('necklaces');
    expect((await spellings('chokerr'))[0]).toBe('choker');
    // A word the shop uses stays; the misspelt one is replaced.
    expect(await spellings('oxidised chokerr')).toContain('oxidised choker');
  });

  it('offers nothing for words the shop already uses, or words like none of them', async () => {
    expect(await spellings('silk temple')).toEqual([]);
    expect(await spellings('xyzzy')).toEqual([]);
  });

  it('takes its words from visible products only', async () => {
    await createProduct(t.db, {
      name: 'Secret Zardozi Clutch',
      price: 100,
      categoryId: (await createCategory(t.db, { name: 'Bags' })).id,
      isActive: false,
    });
    expect(await spellings('zardozy')).toEqual([]);
  });

  it('refuses a search under 2 characters', async () => {
    const res = await get('/api/products/spellings?q=a');
    expect(res.statusCode).toBe(422);
    expect(json(res).details[0].field).toBe('q');
    expect((await get('/api/products/spellings')).statusCode).toBe(422);
  });
});

describe('synonyms changed in the database', () => {
  it('reach every cached search through the change notification', async () => {
    expect(names(await listing('tops'))).toEqual([]);
    await t.db.execute(
      sql`insert into search_synonyms (position, terms) values (100, array['studs', 'tops'])`,
    );
    let found: string[] = [];
    for (let attempt = 0; attempt < 50 && found.length === 0; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      found = names(await listing('tops'));
    }
    expect(found).toEqual(['Meenakari Flower Studs']);
  });
});
