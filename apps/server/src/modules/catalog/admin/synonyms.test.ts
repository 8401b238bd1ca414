import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYNONYM_GROUPS_MAX } from '@shop/domain';
import { createCategory, createProduct } from '../../../../test/support/catalog-fixtures.js';
import { createUserWithSession } from '../../../../test/support/fixtures.js';
import { createTestApp, json, type TestApp } from '../../../../test/support/test-app.js';

const URL = '/api/admin/search-synonyms';

let t: TestApp;
let adminAuth: string;
let administratorAuth: string;
let customerAuth: string;

beforeAll(async () => {
  t = await createTestApp();
  adminAuth = (await createUserWithSession(t.db, 'admin')).authorization;
  administratorAuth = (await createUserWithSession(t.db, 'administrator')).authorization;
  customerAuth = (await createUserWithSession(t.db, 'customer')).authorization;
  const jewelry = await createCategory(t.db, { name: 'Jewelry' });
  await createProduct(t.db, { name: 'Meenakari Flower Studs', price: 450, categoryId: jewelry.id });
  await createProduct(t.db, { name: 'Kundan Gold-Tone Jhumka Earrings', price: 650, categoryId: jewelry.id });
});

afterAll(async () => {
  await t.close();
});

const read = (auth?: string) =>
  t.app.inject({ method: 'GET', url: URL, headers: auth ? { authorization: auth } : {} });
/** `null`: a visitor, signed in as nobody. */
const replace = (payload: unknown, auth: string | null = adminAuth) =>
  t.app.inject({
    method: 'PUT',
    url: URL,
    headers: auth ? { authorization: auth } : {},
    payload: payload as object,
  });
const search = async (q: string) =>
  (
    json(await t.app.inject({ method: 'GET', url: `/api/products?search=${q}` })).data.products as {
      name: string;
    }[]
  ).map((product) => product.name);

describe('GET /api/admin/search-synonyms', () => {
  it('lists the groups the shop starts with, for staff only', async () => {
    expect((await read()).statusCode).toBe(401);
    expect((await read(customerAuth)).statusCode).toBe(403);
    const res = await read(adminAuth);
    expect(res.statusCode).toBe(200);
    const { groups } = json(res).data;
    expect(groups[0]).toEqual(['jhumka', 'jhumkas', 'jumka', 'jumkas', 'jhumki', 'jhumkis']);
    expect(groups).toContainEqual(['kurta', 'kurtas', 'kurti', 'kurtis']);
    expect(groups).toContainEqual(['payal', 'payals', 'paayal', 'pajeb', 'anklet', 'anklets']);
    expect((await read(administratorAuth)).statusCode).toBe(200);
  });
});

describe('PUT /api/admin/search-synonyms', () => {
  it('refuses visitors and customers, and changes nothing', async () => {
    const before = json(await read(adminAuth)).data;
    expect((await replace({ groups: [] }, null)).statusCode).toBe(401);
    expect((await replace({ groups: [] }, customerAuth)).statusCode).toBe(403);
    expect(json(await read(adminAuth)).data).toEqual(before);
  });

  it.each([
    ['an empty group', { groups: [['studs', 'tops'], []] }, 'groups.1'],
    ['a group of one word', { groups: [['studs']] }, 'groups.0'],
    ['a group of one word twice', { groups: [['Studs', ' studs ']] }, 'groups.0'],
    ['a word over 40 characters', { groups: [['studs', 'x'.repeat(41)]] }, 'groups.0.1'],
    ['a blank word', { groups: [['studs', '   ']] }, 'groups.0.1'],
    ['a word that is not letters and digits', { groups: [['studs', 'tops!']] }, 'groups.0.1'],
    [
      'a word in two groups',
      {
        groups: [
          ['studs', 'tops'],
          ['tops', 'buttons'],
        ],
      },
      'groups.1',
    ],
    [
      `more than ${SYNONYM_GROUPS_MAX} groups`,
      { groups: Array.from({ length: SYNONYM_GROUPS_MAX + 1 }, (_, i) => [`a${i}`, `b${i}`]) },
      'groups',
    ],
    ['an unknown field', { groups: [], replace: true }, 'replace'],
    ['no groups', {}, 'groups'],
  ])('refuses %s with 422, naming the field, and changes nothing', async (_, body, field) => {
    const before = json(await read(adminAuth)).data;
    const res = await replace(body);
    expect(res.statusCode).toBe(422);
    expect(json(res).code).toBe('VALIDATION_FAILED');
    expect(json(res).details.map((detail: { field: string }) => detail.field)).toContain(field);
    expect(json(await read(adminAuth)).data).toEqual(before);
  });

  it('replaces the list with the words trimmed, lower-cased and each once, and search follows', async () => {
    expect(await search('tops')).toEqual([]);
    expect(await search('jumka')).toEqual(['Kundan Gold-Tone Jhumka Earrings']);
    const res = await replace({
      groups: [
        ['  Studs', 'TOPS ', 'tops', 'ear  studs'],
        ['jhumka', 'jhumki'],
      ],
    });
    expect(res.statusCode).toBe(200);
    const expected = {
      groups: [
        ['studs', 'tops', 'ear studs'],
        ['jhumka', 'jhumki'],
      ],
    };
    expect(json(res).data).toEqual(expected);
    expect(json(await read(administratorAuth)).data).toEqual(expected);
    // The cached answers went with the old list: at once, in the server that took the change.
    expect(await search('tops')).toEqual(['Meenakari Flower Studs']);
    // "jumka" is no longer a synonym; it is still spelt like "jhumka".
    expect(await search('jumka')).toEqual(['Kundan Gold-Tone Jhumka Earrings']);
    expect(await search('tps')).toEqual([]);
  });

  it('takes words in Devanagari: a group joins "बाली" to studs, and search follows (issue 28)', async () => {
    expect(await search(encodeURIComponent('बाली'))).toEqual([]);
    const res = await replace({ groups: [['studs', 'बाली']] });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).data).toEqual({ groups: [['studs', 'बाली']] });
    expect(await search(encodeURIComponent('बाली'))).toEqual(['Meenakari Flower Studs']);
  });

  it('takes an empty list: search then has no synonyms at all', async () => {
    const res = await replace({ groups: [] }, administratorAuth);
    expect(res.statusCode).toBe(200);
    expect(json(res).data).toEqual({ groups: [] });
    expect(await search('tops')).toEqual([]);
  });
});
