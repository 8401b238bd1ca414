import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct } from '../../../test/support/catalog-fixtures.js';
import { createTestApp, json, readData, type TestApp } from '../../../test/support/test-app.js';
import type { StoredOption } from './tables.js';

/**
 * A Hindi listing's size and colour filters read the Hindi staff gave the option values (decision
 * 074), while the values the filters send back (`?size=M&colour=Indigo`) stay English.
 */
let t: TestApp;
let kurtisId: string;

const get = (url: string) => readData(t.app, url);

/** A kurti sold in every size and colour it lists, its options carrying the Hindi given, as stored. */
async function createKurti(name: string, sizes: Record<string, string>, colours: Record<string, string>) {
  const size: StoredOption = {
    name: 'Size',
    values: ['S', 'M', 'L'],
    translations: { hi: { values: sizes } },
  };
  const colour: StoredOption = {
    name: 'Colour',
    values: ['Indigo', 'Mustard'],
    translations: { hi: { values: colours } },
  };
  await createProduct(t.db, {
    name,
    price: 1200,
    categoryId: kurtisId,
    craft: 'Dabu print',
    options: [size, colour],
    variants: size.values.flatMap((s) =>
      colour.values.map((c) => ({ optionValues: { Size: s, Colour: c }, stockQuantity: 2 })),
    ),
  });
}

beforeAll(async () => {
  t = await createTestApp();
  const clothing = await createCategory(t.db, { name: 'Clothing' });
  kurtisId = (await createCategory(t.db, { name: 'Kurtis', parentId: clothing.id })).id;
  // Two kurtis call Indigo नील and one गहरा नीला; none gives L or Mustard any Hindi.
  await createKurti('Dabu Kurti', { S: 'छोटा', M: 'मध्यम' }, { Indigo: 'नील' });
  await createKurti('Bagru Kurti', {}, { Indigo: 'गहरा नीला' });
  await createKurti('Ajrakh Kurti', {}, { Indigo: 'नील' });
});

afterAll(async () => {
  await t.close();
});

const ENGLISH_FACETS = {
  sizes: ['S', 'M', 'L'],
  colours: ['Indigo', 'Mustard'],
  crafts: ['Dabu print'],
  materials: [],
};

describe('the facets of a Hindi listing', () => {
  it('answers ?lang=hi with each size and colour’s Hindi, the English where none was given', async () => {
    // The English first, so a Hindi read that shared its cache entry would answer without labels.
    expect((await get('/api/products/facets?category=kurtis')).facets).toEqual(ENGLISH_FACETS);
    expect((await get('/api/products/facets?category=kurtis&lang=hi')).facets).toEqual({
      ...ENGLISH_FACETS,
      labels: {
        sizes: { S: 'छोटा', M: 'मध्यम', L: 'L' },
        // The words most of the listing's products give win over one product's own.
        colours: { Indigo: 'नील', Mustard: 'Mustard' },
        // No kurti gives its craft Hindi: the English.
        crafts: { 'Dabu print': 'Dabu print' },
        materials: {},
      },
    });
  });

  it('keeps the English read as it was, with no labels, after a Hindi read too', async () => {
    expect((await get('/api/products/facets?category=kurtis&lang=hi')).facets.labels).toBeDefined();
    expect((await get('/api/products/facets?category=kurtis')).facets).toEqual(ENGLISH_FACETS);
    expect((await get('/api/products/facets?category=kurtis&lang=en')).facets).toEqual(ENGLISH_FACETS);
  });

  it('labels a search’s facets too, and a Hindi listing with nothing to offer has empty labels', async () => {
    const found = (await get('/api/products/facets?search=kurti&lang=hi')).facets;
    expect(found.labels.sizes).toEqual({ S: 'छोटा', M: 'मध्यम', L: 'L' });
    expect((await get('/api/products/facets?search=zzzqqq&lang=hi')).facets).toEqual({
      sizes: [],
      colours: [],
      crafts: [],
      materials: [],
      labels: { sizes: {}, colours: {}, crafts: {}, materials: {} },
    });
  });

  it('refuses a language the shop does not have (422)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/products/facets?lang=fr' });
    expect(response.statusCode).toBe(422);
    expect(json(response).details).toEqual([{ field: 'lang', message: 'Language must be en or hi' }]);
  });
});
