import { parse } from 'csv-parse/sync';
import { eq, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_CSV_COLUMNS } from '@shop/domain';
import { categories, products } from '../../../db/schema/index.js';
import { csvRow } from '../../../lib/csv.js';
import { catalogChanged } from '../service.js';
import { createCategory, createImage } from '../../../../test/support/catalog-fixtures.js';
import { createUserWithSession } from '../../../../test/support/fixtures.js';
import { createTestApp, json, type TestApp } from '../../../../test/support/test-app.js';

/**
 * "Can be returned" on categories and products (decision 054): staff set it, the API reads it back,
 * and a product's page says whether it may come back: the product and every category above it.
 */
let t: TestApp;
let admin: string;
let image: string;
let jewelryId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await createUserWithSession(t.db, 'admin')).authorization;
  image = (await createImage(t.db)).id;
  jewelryId = (await createCategory(t.db, { name: 'Jewelry' })).id;
  await createCategory(t.db, { name: 'Rings', parentId: jewelryId });
  await createCategory(t.db, { name: 'Decor' });
});

afterAll(async () => {
  await t.close();
});

const send = (method: 'POST' | 'PUT' | 'GET', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { authorization: admin }, ...(payload ? { payload } : {}) });

const product = (over: object = {}) => ({
  name: 'Silver Band',
  description: 'Hammered silver ring.',
  price: 899,
  category: 'rings',
  stockQuantity: 4,
  image: `/images/${image}/640.webp`,
  images: [`/images/${image}/640.webp`],
  ...over,
});

/**
 * Marks categories straight in the database, as the owner's SQL or another server might; the
 * catalogue's answer cache is cleared at once, not when the notice arrives (a moment later on
 * PostgreSQL).
 */
async function markCategory(where: SQL, returnable: boolean) {
  await t.db.update(categories).set({ returnable }).where(where);
  catalogChanged(t.db);
}

const detail = async (id: string) =>
  json(await t.app.inject({ method: 'GET', url: `/api/products/id/${id}` })).data.product as {
    returnable: boolean;
    ownReturnable: boolean;
  };

describe('returnable categories', () => {
  it('saves the flag on create and update, keeps it when left out, and lists it', async () => {
    const created = await send('POST', '/api/categories', { name: 'Nose Pins', parentId: jewelryId });
    expect(created.statusCode, created.body).toBe(201);
    const id = json(created).data.category.id as string;
    expect(json(created).data.category.returnable).toBe(true);

    const untick = await send('PUT', `/api/categories/${id}`, {
      name: 'Nose Pins',
      parentId: jewelryId,
      returnable: false,
    });
    expect(untick.statusCode, untick.body).toBe(200);
    expect(json(untick).data.category.returnable).toBe(false);

    const renamed = await send('PUT', `/api/categories/${id}`, { name: 'Nose Rings', parentId: jewelryId });
    expect(json(renamed).data.category).toMatchObject({ name: 'Nose Rings', returnable: false });
    const listed = json(await t.app.inject({ method: 'GET', url: '/api/categories' })).data.categories as {
      id: string;
      returnable: boolean;
    }[];
    expect(listed.find((category) => category.id === id)?.returnable).toBe(false);
  });

  it('refuses a flag that is not true or false with 422, and changes nothing', async () => {
    const [before] = await t.db.select().from(categories).where(eq(categories.slug, 'decor'));
    const refused = await send('PUT', `/api/categories/${before!.id}`, { name: 'Decor', returnable: 'no' });
    expect(refused.statusCode).toBe(422);
    expect(json(refused).details).toEqual([
      { field: 'returnable', message: 'Say whether it can be returned (true or false)' },
    ]);
    const [after] = await t.db.select().from(categories).where(eq(categories.slug, 'decor'));
    expect(after).toEqual(before);
  });
});

describe('returnable products', () => {
  it('saves the product’s own flag and reads it back; the page’s answer adds its categories', async () => {
    const created = await send('POST', '/api/products', product({ returnable: false }));
    expect(created.statusCode, created.body).toBe(201);
    const id = json(created).data.product.id as string;
    expect(json(created).data.product).toMatchObject({ returnable: false, ownReturnable: false });
    expect(await detail(id)).toMatchObject({ returnable: false, ownReturnable: false });

    const ticked = await send('PUT', `/api/products/${id}`, { returnable: true });
    expect(ticked.statusCode, ticked.body).toBe(200);
    expect(await detail(id)).toMatchObject({ returnable: true, ownReturnable: true });

    // A change of another field keeps it.
    await send('PUT', `/api/products/${id}`, { name: 'Hammered Silver Band' });
    expect(await detail(id)).toMatchObject({ returnable: true, ownReturnable: true });

    // The parent category says no: its subcategory's products are not returnable, their own flag kept.
    await markCategory(eq(categories.id, jewelryId), false);
    expect(await detail(id)).toMatchObject({ returnable: false, ownReturnable: true });
    await markCategory(eq(categories.id, jewelryId), true);
    await markCategory(eq(categories.slug, 'rings'), false);
    expect(await detail(id)).toMatchObject({ returnable: false, ownReturnable: true });
    await markCategory(eq(categories.slug, 'rings'), true);
  });

  it('makes a new product returnable unless told, and refuses a bad flag with 422', async () => {
    const created = await send('POST', '/api/products', product({ name: 'Brass Bowl', category: 'decor' }));
    expect(json(created).data.product).toMatchObject({ returnable: true, ownReturnable: true });
    const id = json(created).data.product.id as string;
    const [before] = await t.db.select().from(products).where(eq(products.id, id));
    const refused = await send('PUT', `/api/products/${id}`, { returnable: 1 });
    expect(refused.statusCode).toBe(422);
    expect(json(refused).details).toEqual([
      { field: 'returnable', message: 'Say whether it can be returned (true or false)' },
    ]);
    const [after] = await t.db.select().from(products).where(eq(products.id, id));
    expect(after).toEqual(before);
  });
});

describe('the products CSV', () => {
  const header = PRODUCT_CSV_COLUMNS.map((column) => column.name);
  const importCsv = (cells: Record<string, string>[], columns = header) =>
    t.app.inject({
      method: 'POST',
      url: '/api/products/import',
      headers: { authorization: admin, 'content-type': 'text/csv' },
      payload: csvRow(columns) + cells.map((row) => csvRow(columns.map((name) => row[name] ?? ''))).join(''),
    });
  const lamp = (cells: Record<string, string>) => ({
    handle: 'clay-lamp',
    name: 'Clay Lamp',
    description: 'Hand thrown.',
    category: 'decor',
    active: 'yes',
    images: `/images/${image}/640.webp`,
    price: '250',
    stock: '3',
    ...cells,
  });
  const lampFlag = async () =>
    (
      await t.db
        .select({ returnable: products.returnable })
        .from(products)
        .where(eq(products.slug, 'clay-lamp'))
    )[0]?.returnable;

  it('exports the flag as yes or no and imports it; a file without the column keeps it; a bad cell is named', async () => {
    const created = await importCsv([lamp({ returnable: 'no' })]);
    expect(created.statusCode, created.body).toBe(200);
    expect(await lampFlag()).toBe(false);

    const exported = parse<Record<string, string>>((await send('GET', '/api/products/export.csv')).body, {
      bom: true,
      columns: true,
    });
    expect(exported.find((row) => row.handle === 'clay-lamp')?.returnable).toBe('no');
    expect(exported.find((row) => row.handle === 'brass-bowl')?.returnable).toBe('yes');

    // A file from before the column: the flag stays as stored.
    const older = header.filter((name) => name !== 'returnable');
    const kept = await importCsv([lamp({ price: '275' })], older);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(await lampFlag()).toBe(false);

    const bad = await importCsv([lamp({ returnable: 'maybe' })], header);
    expect(bad.statusCode).toBe(422);
    expect(json(bad).details).toEqual([
      { field: 'line 2, returnable', message: 'returnable: write yes or no' },
    ]);
    expect(await lampFlag()).toBe(false);

    expect((await importCsv([lamp({ returnable: 'yes' })])).statusCode).toBe(200);
    expect(await lampFlag()).toBe(true);
  });
});
