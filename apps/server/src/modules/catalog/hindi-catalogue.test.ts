import { parse } from 'csv-parse/sync';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, searchWords } from '../../db/schema/index.js';
import { csvRow } from '../../lib/csv.js';
import { createCategory, createImage } from '../../../test/support/catalog-fixtures.js';
import { createUserWithSession } from '../../../test/support/fixtures.js';
import { createTestApp, json, type TestApp } from '../../../test/support/test-app.js';

/** Issue 28: the catalogue in Hindi: staff write it, shoppers read it with `?lang=hi`, search finds it. */
let t: TestApp;
let adminAuth: string;
let earringsId: string;
let image: string;
let jhumkaId: string;
let payalId: string;

const staff = (method: 'POST' | 'PUT', url: string, payload: object) =>
  t.app.inject({ method, url, headers: { authorization: adminAuth }, payload });
/** A public read's data. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the answer's shape is what is tested
const get = async (url: string): Promise<any> => {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  return json(response).data;
};
/** Creates a product through the API, in stock and with a picture, and answers its id. */
async function createProduct(fields: Record<string, unknown>): Promise<string> {
  const response = await staff('POST', '/api/products', {
    stockQuantity: 3,
    image,
    images: [image],
    ...fields,
  });
  expect(response.statusCode, response.body).toBe(201);
  return String(json(response).data.product.id);
}
const names = (found: { name: string }[]) => found.map((product) => product.name);

beforeAll(async () => {
  t = await createTestApp();
  adminAuth = (await createUserWithSession(t.db, 'admin')).authorization;
  const jewelry = await createCategory(t.db, { name: 'Jewelry' });
  earringsId = (await createCategory(t.db, { name: 'Earrings', parentId: jewelry.id })).id;
  await createCategory(t.db, { name: 'Anklets', parentId: jewelry.id });
  image = `/images/${(await createImage(t.db)).id}/640.webp`;
  jhumkaId = await createProduct({
    name: 'Kundan Jhumka',
    description: 'Gold-plated kundan jhumkas with pearl drops.',
    care: 'Keep away from water.',
    price: 1499,
    category: 'earrings',
    translations: { hi: { name: 'कुंदन झुमका', description: 'मोती की बूंदों वाले सुनहरे कुंदन झुमके।' } },
  });
  // Its Hindi says what its English does not: a search for "चाँदी" (silver) can only find it there.
  payalId = await createProduct({
    name: 'Ghungroo Anklet Pair',
    description: 'Oxidised anklets with tiny bells.',
    price: 899,
    category: 'anklets',
    translations: { hi: { name: 'घुंघरू पायल जोड़ी', description: 'छोटी घंटियों वाली चाँदी जैसी पायल।' } },
  });
});

afterAll(async () => {
  await t.close();
});

describe('a product in Hindi', () => {
  it('is written by staff and read back by staff as translations, each field null where none', async () => {
    // Asked anonymously, the same read is the shop window: no translations.
    const window = await get(`/api/products/id/${jhumkaId}?includeInactive=true`);
    expect(window.product.translations).toBeUndefined();
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/products/id/${jhumkaId}?includeInactive=true`,
      headers: { authorization: adminAuth },
    });
    expect(json(response).data.product.translations).toEqual({
      hi: {
        name: 'कुंदन झुमका',
        description: 'मोती की बूंदों वाले सुनहरे कुंदन झुमके।',
        care: null,
        personalisationLabel: null,
        craft: null,
        material: null,
        origin: null,
        artisan: null,
      },
    });
  });

  it('answers a public read with ?lang=hi in Hindi, falling back to English field by field', async () => {
    const { product } = await get(`/api/products/id/${jhumkaId}?lang=hi`);
    expect(product).toMatchObject({
      name: 'कुंदन झुमका',
      description: 'मोती की बूंदों वाले सुनहरे कुंदन झुमके।',
      // No Hindi care: the English, never an empty field.
      care: 'Keep away from water.',
      slug: 'kundan-jhumka',
    });
    expect(product.translations).toBeUndefined();
    const english = await get(`/api/products/id/${jhumkaId}`);
    expect(english.product.name).toBe('Kundan Jhumka');
    const bySlug = await get('/api/products/slug/kundan-jhumka?lang=hi');
    expect(bySlug.product.name).toBe('कुंदन झुमका');
  });

  it('lists, features and suggests in the language asked', async () => {
    const hindi = await get('/api/products?category=jewelry&lang=hi&sort=price-asc');
    expect(names(hindi.products)).toEqual(['घुंघरू पायल जोड़ी', 'कुंदन झुमका']);
    const english = await get('/api/products?category=jewelry&sort=price-asc');
    expect(names(english.products)).toEqual(['Ghungroo Anklet Pair', 'Kundan Jhumka']);
    const suggestions = await get(`/api/products/suggestions?q=${encodeURIComponent('झुमका')}&lang=hi`);
    expect(names(suggestions.suggestions)).toEqual(['कुंदन झुमका']);
  });

  it('keeps the stored Hindi of fields left out, and clears a field sent empty', async () => {
    const response = await staff('PUT', `/api/products/${jhumkaId}`, {
      translations: { hi: { description: '', care: 'पानी से दूर रखें।' } },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(json(response).data.product.translations.hi).toEqual({
      name: 'कुंदन झुमका',
      description: null,
      care: 'पानी से दूर रखें।',
      personalisationLabel: null,
      craft: null,
      material: null,
      origin: null,
      artisan: null,
    });
    const { product } = await get(`/api/products/id/${jhumkaId}?lang=hi`);
    expect(product.description).toBe('Gold-plated kundan jhumkas with pearl drops.');
    expect(product.care).toBe('पानी से दूर रखें।');
  });

  it('refuses a Hindi field too long, or a language the shop does not have, and changes nothing', async () => {
    const before = await t.db.select().from(products).where(eq(products.id, payalId));
    const long = await staff('PUT', `/api/products/${payalId}`, {
      name: 'Renamed',
      translations: { hi: { name: 'प'.repeat(121) } },
    });
    expect(long.statusCode).toBe(422);
    expect(json(long).details).toEqual(
      expect.arrayContaining([
        { field: 'translations.hi.name', message: 'Hindi name must be at most 120 characters' },
      ]),
    );
    const french = await staff('PUT', `/api/products/${payalId}`, { translations: { fr: { name: 'x' } } });
    expect(french.statusCode).toBe(422);
    const after = await t.db.select().from(products).where(eq(products.id, payalId));
    expect(after).toEqual(before);
    const badLanguage = await t.app.inject({ method: 'GET', url: '/api/products?lang=fr' });
    expect(badLanguage.statusCode).toBe(422);
    expect(badLanguage.body).toContain('Language must be en or hi');
  });
});

describe('search in either script', () => {
  it('finds an English name from a Devanagari query, and a Hindi-only word from either script', async () => {
    const jhumka = await get(`/api/products/search?q=${encodeURIComponent('झुमका')}`);
    expect(names(jhumka.products)).toEqual(['Kundan Jhumka']);
    const silverInHindi = await get(`/api/products/search?q=${encodeURIComponent('चाँदी')}&lang=hi`);
    expect(names(silverInHindi.products)).toEqual(['घुंघरू पायल जोड़ी']);
    const silverInLatin = await get('/api/products/search?q=chandi');
    expect(names(silverInLatin.products)).toEqual(['Ghungroo Anklet Pair']);
    const listed = await get(`/api/products?search=${encodeURIComponent('पायल')}`);
    expect(names(listed.products)).toEqual(['Ghungroo Anklet Pair']);
  });

  it('adds the Hindi name’s words to the words a misspelt search is corrected to', async () => {
    const words = await t.db
      .select()
      .from(searchWords)
      .where(sql`${searchWords.word} in ('ghunghru', 'payal', 'jodi')`);
    expect(words.map((row) => row.word).sort()).toEqual(['ghunghru', 'jodi', 'payal']);
    // "घुंघारू" is read "ghunghaaru"'s plain "ghungharu": spelt like the Hindi name's "ghunghru".
    const misspelt = await get(`/api/products/search?q=${encodeURIComponent('घुंघारू')}`);
    expect(names(misspelt.products)).toEqual(['Ghungroo Anklet Pair']);
  });

  it('finds products by their category’s Hindi name once staff give it one', async () => {
    const before = await get(`/api/products/search?q=${encodeURIComponent('कर्णफूल')}`);
    expect(before.products).toEqual([]);
    const response = await staff('PUT', `/api/categories/${earringsId}`, {
      name: 'Earrings',
      parentId: (await get('/api/categories/jewelry')).category.id,
      categoryType: 'subcategory',
      translations: { hi: { name: 'कर्णफूल', description: 'हर दिन के झुमके' } },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(json(response).data.category.translations).toEqual({
      hi: { name: 'कर्णफूल', description: 'हर दिन के झुमके' },
    });
    const after = await get(`/api/products/search?q=${encodeURIComponent('कर्णफूल')}`);
    expect(names(after.products)).toEqual(['Kundan Jhumka']);
    const { category } = await get('/api/categories/earrings?lang=hi');
    expect(category).toMatchObject({ name: 'कर्णफूल', description: 'हर दिन के झुमके' });
    expect(category.translations).toBeUndefined();
    const { product } = await get(`/api/products/id/${jhumkaId}?lang=hi`);
    expect(product).toMatchObject({ categoryName: 'Jewelry', subcategoryName: 'कर्णफूल' });
  });
});

describe('the cart in Hindi', () => {
  it('names its pieces in the language asked, priced the same', async () => {
    const { product } = await get(`/api/products/id/${payalId}`);
    const quote = (language: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/cart/quote${language}`,
        payload: { items: [{ productId: payalId, variantId: product.variants[0].id, quantity: 2 }] },
      });
    const [hindi, english] = [json(await quote('?lang=hi')).data.cart, json(await quote('')).data.cart];
    expect(hindi.items[0]).toMatchObject({ name: 'घुंघरू पायल जोड़ी', quantity: 2, lineTotal: 1798 });
    expect(hindi.items[0].product.name).toBe('घुंघरू पायल जोड़ी');
    expect(english.items[0].name).toBe('Ghungroo Anklet Pair');
    expect(hindi.summary).toEqual(english.summary);
  });
});

describe('the wishlist in Hindi', () => {
  it('names a saved piece in the language asked', async () => {
    const { authorization } = await createUserWithSession(t.db, 'customer');
    const save = await t.app.inject({
      method: 'PUT',
      url: `/api/wishlist/items/${payalId}?lang=hi`,
      headers: { authorization },
    });
    expect(save.statusCode, save.body).toBe(200);
    expect(names(json(save).data.products)).toEqual(['घुंघरू पायल जोड़ी']);
    const english = await t.app.inject({ method: 'GET', url: '/api/wishlist', headers: { authorization } });
    expect(names(json(english).data.products)).toEqual(['Ghungroo Anklet Pair']);
  });
});

describe('the products spreadsheet', () => {
  it('exports the Hindi columns and imports them back', async () => {
    const exported = await t.app.inject({
      method: 'GET',
      url: '/api/products/export.csv',
      headers: { authorization: adminAuth },
    });
    const rows = parse<Record<string, string>>(exported.body, { bom: true, columns: true });
    const payal = rows.find((row) => row.handle === 'ghungroo-anklet-pair');
    expect(payal).toMatchObject({
      name_hi: 'घुंघरू पायल जोड़ी',
      description_hi: 'छोटी घंटियों वाली चाँदी जैसी पायल।',
      care_hi: '',
    });
    const header = Object.keys(payal ?? {});
    const edited = { ...payal, care_hi: 'सूखी जगह रखें।' } as Record<string, string>;
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/products/import',
      headers: { authorization: adminAuth, 'content-type': 'text/csv' },
      payload: csvRow(header) + csvRow(header.map((name) => edited[name] ?? '')),
    });
    expect(imported.statusCode, imported.body).toBe(200);
    const { product } = await get(`/api/products/id/${payalId}?lang=hi`);
    expect(product.care).toBe('सूखी जगह रखें।');
    expect(product.name).toBe('घुंघरू पायल जोड़ी');
  });
});
