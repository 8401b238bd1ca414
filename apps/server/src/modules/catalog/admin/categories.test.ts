import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories } from '../../../db/schema/index.js';
import { createCategory, createProduct } from '../../../../test/support/catalog-fixtures.js';
import { createUserWithSession } from '../../../../test/support/fixtures.js';
import { createTestApp, json, type TestApp } from '../../../../test/support/test-app.js';

let t: TestApp;
let adminAuth: string;
let customerAuth: string;
let jewelryId: string;
let earringsId: string;

beforeAll(async () => {
  t = await createTestApp();
  adminAuth = (await createUserWithSession(t.db, 'admin')).authorization;
  customerAuth = (await createUserWithSession(t.db, 'customer')).authorization;
  jewelryId = (await createCategory(t.db, { name: 'Jewelry', icon: 'circle' })).id;
  earringsId = (await createCategory(t.db, { name: 'Earrings', parentId: jewelryId })).id;
});

afterAll(async () => {
  await t.close();
});

const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, auth = adminAuth) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: auth },
    ...(payload === undefined ? {} : { payload }),
  });

const snapshot = async () =>
  (await t.db.select().from(categories))
    .map((row) => ({ ...row, updatedAt: undefined }))
    .sort((a, b) => a.id.localeCompare(b.id));

describe('POST /api/categories', () => {
  it('creates a parent category, trimming and nulling empty fields', async () => {
    const response = await send('POST', '/api/categories', {
      name: '  Home Decor ',
      description: '',
      icon: '',
      parentId: '',
      categoryType: 'parent',
      isActive: true,
    });
    expect(response.statusCode).toBe(201);
    expect(json(response)).toMatchObject({
      success: true,
      data: {
        category: {
          name: 'Home Decor',
          slug: 'home-decor',
          description: null,
          icon: null,
          imageUrl: null,
          parentId: null,
          categoryType: 'parent',
          isActive: true,
          parent: null,
          subcategories: [],
        },
      },
    });
  });

  it('creates a subcategory under a parent and shows it in the public list at once', async () => {
    const before = json(await t.app.inject({ method: 'GET', url: '/api/categories' })).data.categories;
    expect(before.some((c: { slug: string }) => c.slug === 'jhumkas')).toBe(false);
    const response = await send('POST', '/api/categories', {
      name: 'Jhumkas',
      description: 'Bell-shaped earrings',
      icon: 'star',
      parentId: jewelryId,
      categoryType: 'subcategory',
      isActive: true,
    });
    expect(response.statusCode).toBe(201);
    expect(json(response).data.category).toMatchObject({
      slug: 'jhumkas',
      parentId: jewelryId,
      categoryType: 'subcategory',
      parent: { id: jewelryId, name: 'Jewelry', slug: 'jewelry', icon: 'circle' },
    });
    const after = json(await t.app.inject({ method: 'GET', url: '/api/categories' })).data.categories;
    expect(after.find((c: { slug: string }) => c.slug === 'jewelry').subcategories).toContainEqual(
      expect.objectContaining({ slug: 'jhumkas' }),
    );
  });

  it('makes slugs unique with a numeric suffix', async () => {
    const response = await send('POST', '/api/categories', { name: 'Earrings', parentId: jewelryId });
    expect(response.statusCode).toBe(201);
    expect(json(response).data.category).toMatchObject({ slug: 'earrings-2', categoryType: 'subcategory' });
  });

  it.each([
    [{ name: '   ' }, 'name', 'Category name is required'],
    [{ name: undefined }, 'name', 'Category name is required'],
    [{ categoryType: 'subcategory' }, 'parentId', 'Parent category is required for subcategories'],
    [
      { categoryType: 'subcategory', parentId: '' },
      'parentId',
      'Parent category is required for subcategories',
    ],
    [{ categoryType: 'subcategory', parentId: 'earrings' }, 'parentId', undefined],
    [{ categoryType: 'grandchild' }, 'categoryType', undefined],
    [{ icon: '💍' }, 'icon', 'Choose one of the listed icons'],
    [{ imageUrl: 'https://cdn.example/x.png' }, 'imageUrl', undefined],
    [{ sortOrder: 3 }, 'sortOrder', 'Unknown field: sortOrder'],
  ])('refuses %j with 422 naming %s, and writes nothing', async (change, field, message) => {
    const before = await snapshot();
    const response = await send('POST', '/api/categories', { name: 'Anklets', ...change });
    expect(response.statusCode).toBe(422);
    const detail = json(response).details.find((d: { field: string }) => d.field === field);
    expect(detail).toBeDefined();
    if (message) expect(detail.message).toBe(message);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a subcategory as the parent, and customers', async () => {
    const before = await snapshot();
    const nested = await send('POST', '/api/categories', {
      name: 'Studs',
      parentId: earringsId,
      categoryType: 'subcategory',
    });
    expect(nested.statusCode).toBe(422);
    expect(json(nested).details).toEqual([{ field: 'parentId', message: 'Choose a parent category' }]);
    const customer = await send('POST', '/api/categories', { name: 'Studs' }, customerAuth);
    expect(customer.statusCode).toBe(403);
    expect(await snapshot()).toEqual(before);
  });
});

describe('PUT /api/categories/:id', () => {
  it('updates the fields and keeps the slug', async () => {
    const created = json(await send('POST', '/api/categories', { name: 'Sarees' })).data.category;
    const response = await send('PUT', `/api/categories/${created.id}`, {
      name: 'Handloom Sarees',
      description: 'Woven in Varanasi',
      icon: 'spool',
      parentId: null,
      categoryType: 'parent',
      isActive: false,
    });
    expect(response.statusCode).toBe(200);
    expect(json(response).data.category).toMatchObject({
      id: created.id,
      name: 'Handloom Sarees',
      slug: 'sarees',
      description: 'Woven in Varanasi',
      icon: 'spool',
      isActive: false,
    });
    const publicList = json(await t.app.inject({ method: 'GET', url: '/api/categories' })).data.categories;
    expect(publicList.some((c: { id: string }) => c.id === created.id)).toBe(false);
  });

  it('turning a subcategory into a parent clears its parent', async () => {
    const created = json(
      await send('POST', '/api/categories', {
        name: 'Nose Pins',
        parentId: jewelryId,
        categoryType: 'subcategory',
      }),
    ).data.category;
    const response = await send('PUT', `/api/categories/${created.id}`, {
      name: 'Nose Pins',
      parentId: jewelryId,
      categoryType: 'parent',
    });
    expect(response.statusCode).toBe(200);
    expect(json(response).data.category).toMatchObject({
      categoryType: 'parent',
      parentId: null,
      parent: null,
    });
  });

  it('refuses a category as its own parent, or a parent with subcategories becoming one', async () => {
    const before = await snapshot();
    const own = await send('PUT', `/api/categories/${earringsId}`, {
      name: 'Earrings',
      parentId: earringsId,
      categoryType: 'subcategory',
    });
    expect(own.statusCode).toBe(422);
    expect(json(own).details).toEqual([
      { field: 'parentId', message: 'A category cannot be its own parent' },
    ]);
    const other = json(await send('POST', '/api/categories', { name: 'Clothing' })).data.category;
    const demote = await send('PUT', `/api/categories/${jewelryId}`, {
      name: 'Jewelry',
      parentId: other.id,
      categoryType: 'subcategory',
    });
    expect(demote.statusCode).toBe(409);
    const missing = await send('PUT', '/api/categories/00000000-0000-4000-8000-000000000000', { name: 'X' });
    expect(missing.statusCode).toBe(404);
    const rows = await snapshot();
    expect(rows.filter((row) => before.some((b) => b.id === row.id))).toEqual(before);
  });
});

describe('DELETE /api/categories/:id', () => {
  it('refuses a category with subcategories and lists them', async () => {
    const response = await send('DELETE', `/api/categories/${jewelryId}`);
    expect(response.statusCode).toBe(409);
    const body = json(response);
    expect(body).toMatchObject({
      success: false,
      code: 'CONFLICT',
      message: 'Delete its subcategories first',
    });
    expect(body.details.map((d: { message: string }) => d.message)).toEqual(
      expect.arrayContaining(['Earrings', 'Jhumkas']),
    );
    expect(body.details.every((d: { field: string }) => d.field === 'subcategories')).toBe(true);
  });

  it('refuses a category its products use, naming how many', async () => {
    const bags = await createCategory(t.db, { name: 'Bags' });
    await createProduct(t.db, { name: 'Tote', price: 900, categoryId: bags.id });
    await createProduct(t.db, { name: 'Clutch', price: 700, categoryId: bags.id });
    const response = await send('DELETE', `/api/categories/${bags.id}`);
    expect(response.statusCode).toBe(409);
    expect(json(response).message).toBe('Move or delete its 2 products first');
  });

  it('deletes an empty category, for admins only', async () => {
    const created = json(await send('POST', '/api/categories', { name: 'Anklets', parentId: jewelryId })).data
      .category;
    expect((await send('DELETE', `/api/categories/${created.id}`, undefined, customerAuth)).statusCode).toBe(
      403,
    );
    const response = await send('DELETE', `/api/categories/${created.id}`);
    expect(response.statusCode).toBe(200);
    expect(json(response).data.category).toMatchObject({ id: created.id, name: 'Anklets' });
    const publicList = json(await t.app.inject({ method: 'GET', url: '/api/categories' })).data.categories;
    expect(publicList.some((c: { id: string }) => c.id === created.id)).toBe(false);
    expect((await send('DELETE', `/api/categories/${created.id}`)).statusCode).toBe(404);
  });

  it('does not disturb the read routes that share the path', async () => {
    const bySlug = await t.app.inject({ method: 'GET', url: '/api/categories/jewelry' });
    expect(json(bySlug).data.category.id).toBe(jewelryId);
    const subs = await t.app.inject({ method: 'GET', url: `/api/categories/${jewelryId}/subcategories` });
    expect(subs.statusCode).toBe(200);
  });
});
