import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct } from '../../../test/support/catalog-fixtures.js';
import { createUserWithSession } from '../../../test/support/fixtures.js';
import { createTestApp, json, type TestApp } from '../../../test/support/test-app.js';

let t: TestApp;
let jewelryId: string;
let hiddenParentId: string;
let adminAuth: string;
let customerAuth: string;

beforeAll(async () => {
  t = await createTestApp();
  const jewelry = await createCategory(t.db, { name: 'Jewelry', icon: 'circle', sortOrder: 1 });
  jewelryId = jewelry.id;
  const earrings = await createCategory(t.db, { name: 'Earrings', parentId: jewelry.id, icon: 'sparkles' });
  await createCategory(t.db, { name: 'Rings', parentId: jewelry.id, isActive: false });
  const clothing = await createCategory(t.db, {
    name: 'Clothing',
    sortOrder: 2,
    description: 'Hand-block prints',
  });
  const hidden = await createCategory(t.db, { name: 'Seasonal', isActive: false, sortOrder: 3 });
  hiddenParentId = hidden.id;
  await createCategory(t.db, { name: 'Diwali', parentId: hidden.id });
  await createProduct(t.db, { name: 'Pendant', price: 100, categoryId: jewelry.id });
  await createProduct(t.db, { name: 'Jhumka', price: 100, categoryId: earrings.id });
  await createProduct(t.db, { name: 'Retired Jhumka', price: 100, categoryId: earrings.id, isActive: false });
  await createProduct(t.db, { name: 'Kurta', price: 100, categoryId: clothing.id });
  adminAuth = (await createUserWithSession(t.db, 'administrator')).authorization;
  customerAuth = (await createUserWithSession(t.db, 'customer')).authorization;
});

afterAll(async () => {
  await t.close();
});

const get = (url: string, authorization?: string) =>
  t.app.inject({ method: 'GET', url, headers: authorization ? { authorization } : {} });
const slugs = (res: { body: string }) =>
  json(res).data.categories.map((c: { slug: string }) => c.slug) as string[];

describe('categories', () => {
  it('lists active categories with parent, subcategories and product counts', async () => {
    const res = await get('/api/categories');
    expect(res.statusCode).toBe(200);
    const { categories } = json(res).data;
    expect(categories.map((c: { slug: string }) => c.slug)).toEqual(['earrings', 'jewelry', 'clothing']);
    const jewelry = categories.find((c: { slug: string }) => c.slug === 'jewelry');
    expect(jewelry).toMatchObject({
      id: jewelryId,
      name: 'Jewelry',
      icon: 'circle',
      categoryType: 'parent',
      parentId: null,
      parent: null,
      isActive: true,
      productCount: 2,
    });
    expect(jewelry.subcategories).toEqual([
      expect.objectContaining({ slug: 'earrings', name: 'Earrings', icon: 'sparkles' }),
    ]);
    const earrings = categories.find((c: { slug: string }) => c.slug === 'earrings');
    expect(earrings).toMatchObject({ categoryType: 'subcategory', parentId: jewelryId, productCount: 1 });
    expect(earrings.parent).toMatchObject({ id: jewelryId, name: 'Jewelry', icon: 'circle' });
  });

  it('shows inactive categories only to staff who ask', async () => {
    expect(slugs(await get('/api/categories?includeInactive=true'))).toHaveLength(3);
    expect(slugs(await get('/api/categories?includeInactive=true', customerAuth))).toHaveLength(3);
    const all = slugs(await get('/api/categories?includeInactive=true', adminAuth));
    expect(all).toEqual(expect.arrayContaining(['rings', 'seasonal', 'diwali']));
    expect(all).toHaveLength(6);
  });

  it('lists parents, and subcategories of a parent', async () => {
    expect(slugs(await get('/api/categories/parents'))).toEqual(['jewelry', 'clothing']);
    expect(slugs(await get(`/api/categories/${jewelryId}/subcategories`))).toEqual(['earrings']);
    expect(
      slugs(await get(`/api/categories/${jewelryId}/subcategories?includeInactive=true`, adminAuth)),
    ).toEqual(['earrings', 'rings']);
    expect((await get(`/api/categories/${hiddenParentId}/subcategories`)).statusCode).toBe(404);
    const bad = await get('/api/categories/nope/subcategories');
    expect(bad.statusCode).toBe(422);
    expect(json(bad).details[0].field).toBe('categoryId');
  });

  it('finds one category by slug, 404 when missing or hidden', async () => {
    const res = await get('/api/categories/clothing');
    expect(res.statusCode).toBe(200);
    expect(json(res).data.category).toMatchObject({
      slug: 'clothing',
      description: 'Hand-block prints',
      productCount: 1,
    });
    for (const slug of ['unknown', 'seasonal', 'diwali']) {
      const missing = await get(`/api/categories/${slug}`);
      expect(missing.statusCode).toBe(404);
      expect(json(missing)).toMatchObject({
        success: false,
        code: 'NOT_FOUND',
        message: 'Category not found',
      });
    }
    expect((await get('/api/categories/seasonal?includeInactive=true', adminAuth)).statusCode).toBe(200);
    expect((await get('/api/categories/Not%20A%20Slug')).statusCode).toBe(422);
    expect((await get('/api/categories?includeInactive=maybe')).statusCode).toBe(422);
  });

  it('lists parents with their subcategories for the product form', async () => {
    const { categories } = json(await get('/api/products/categories-for-form')).data;
    expect(categories.map((c: { slug: string }) => c.slug)).toEqual(['jewelry', 'clothing']);
    expect(categories[0].subcategories.map((s: { slug: string }) => s.slug)).toEqual(['earrings']);
  });
});
