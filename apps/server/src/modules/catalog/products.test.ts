import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct } from '../../../test/support/catalog-fixtures.js';
import { createUserWithSession } from '../../../test/support/fixtures.js';
import { createTestApp, json, type TestApp } from '../../../test/support/test-app.js';

let t: TestApp;
const ids: Record<string, string> = {};
let adminAuth: string;
let customerAuth: string;

const day = (n: number) => new Date(Date.UTC(2025, 0, n));

beforeAll(async () => {
  t = await createTestApp();
  const db = t.db;
  const jewelry = await createCategory(db, { name: 'Jewelry' });
  const earrings = await createCategory(db, { name: 'Earrings', parentId: jewelry.id });
  const necklaces = await createCategory(db, { name: 'Necklaces', parentId: jewelry.id });
  const clothing = await createCategory(db, { name: 'Clothing' });
  const retired = await createCategory(db, { name: 'Retired', parentId: clothing.id, isActive: false });
  const make = async (key: string, input: Parameters<typeof createProduct>[1]) => {
    ids[key] = (await createProduct(db, input)).id;
  };
  await make('jhumka', {
    name: 'Kundan Jhumka',
    price: 450,
    originalPrice: 600,
    categoryId: earrings.id,
    tags: ['kundan', 'festive'],
    isFeatured: true,
    rating: 4.9,
    createdAt: day(1),
  });
  await make('studs', {
    name: 'Silver Studs',
    price: 800,
    categoryId: earrings.id,
    stockQuantity: 0,
    rating: 4.1,
    createdAt: day(2),
  });
  await make('choker', {
    name: 'Pearl Choker',
    price: 2500,
    categoryId: necklaces.id,
    isNew: true,
    tags: ['pearl'],
    rating: 4.5,
    createdAt: day(3),
  });
  await make('pendant', {
    name: 'Amber Pendant',
    price: 1200,
    categoryId: jewelry.id,
    isNew: true,
    isFeatured: true,
    rating: 3.9,
    createdAt: day(4),
  });
  await make('kurta', {
    name: 'Block Print Kurta',
    price: 1500,
    categoryId: clothing.id,
    tags: ['cotton'],
    // Nobody has reviewed it: no rating (decision 030).
    createdAt: day(5),
  });
  await make('hiddenProduct', {
    name: 'Hidden Bangle',
    price: 300,
    categoryId: jewelry.id,
    isActive: false,
    createdAt: day(6),
  });
  await make('retiredProduct', {
    name: 'Retired Dupatta',
    price: 700,
    categoryId: retired.id,
    createdAt: day(7),
  });
  adminAuth = (await createUserWithSession(db, 'admin')).authorization;
  customerAuth = (await createUserWithSession(db, 'customer')).authorization;
});

afterAll(async () => {
  await t.close();
});

const get = async (url: string, authorization?: string) =>
  t.app.inject({ method: 'GET', url, headers: authorization ? { authorization } : {} });
const names = (body: { data: { products: { name: string }[] } }) => body.data.products.map((p) => p.name);

describe('GET /api/products', () => {
  it('lists visible products newest first with pagination defaults', async () => {
    const res = await get('/api/products');
    expect(res.statusCode).toBe(200);
    const body = json(res);
    expect(body.success).toBe(true);
    expect(names(body)).toEqual([
      'Block Print Kurta',
      'Amber Pendant',
      'Pearl Choker',
      'Silver Studs',
      'Kundan Jhumka',
    ]);
    expect(body.data.pagination).toEqual({ page: 1, limit: 12, total: 5, totalPages: 1 });
  });

  it('answers the domain Product shape in rupees with parent and subcategory', async () => {
    const product = json(await get(`/api/products?search=jhumka`)).data.products[0];
    expect(product).toMatchObject({
      id: ids.jhumka,
      name: 'Kundan Jhumka',
      price: 450,
      originalPrice: 600,
      category: 'jewelry',
      subcategory: 'earrings',
      categoryName: 'Jewelry',
      subcategoryName: 'Earrings',
      inStock: true,
      stockQuantity: 10,
      isFeatured: true,
      tags: ['kundan', 'festive'],
      images: [],
      image: null,
    });
    const pendant = json(await get(`/api/products/id/${ids.pendant}`)).data.product;
    expect(pendant).toMatchObject({ category: 'jewelry', subcategory: null, subcategoryName: null });
  });

  it('filters by a parent slug including its subcategories, and by subcategory slugs', async () => {
    expect(names(json(await get('/api/products?category=jewelry')))).toEqual([
      'Amber Pendant',
      'Pearl Choker',
      'Silver Studs',
      'Kundan Jhumka',
    ]);
    expect(names(json(await get('/api/products?category=earrings')))).toEqual([
      'Silver Studs',
      'Kundan Jhumka',
    ]);
    expect(names(json(await get('/api/products?category=necklaces,clothing')))).toEqual([
      'Block Print Kurta',
      'Pearl Choker',
    ]);
    expect(json(await get('/api/products?category=unknown')).data.products).toEqual([]);
  });

  it('filters by price bounds in rupees, inclusive', async () => {
    expect(names(json(await get('/api/products?minPrice=800&maxPrice=1500')))).toEqual([
      'Block Print Kurta',
      'Amber Pendant',
      'Silver Studs',
    ]);
    expect(names(json(await get('/api/products?maxPrice=500')))).toEqual(['Kundan Jhumka']);
  });

  it('filters by stock, featured, new and tags', async () => {
    expect(names(json(await get('/api/products?inStock=true')))).not.toContain('Silver Studs');
    expect(names(json(await get('/api/products?inStock=false')))).toEqual(['Silver Studs']);
    expect(names(json(await get('/api/products?isFeatured=true')))).toEqual([
      'Amber Pendant',
      'Kundan Jhumka',
    ]);
    expect(names(json(await get('/api/products?isNew=true')))).toEqual(['Amber Pendant', 'Pearl Choker']);
    expect(names(json(await get('/api/products?tags=pearl,cotton')))).toEqual([
      'Block Print Kurta',
      'Pearl Choker',
    ]);
  });

  it('paginates with correct totals and page contents', async () => {
    const first = json(await get('/api/products?limit=2'));
    expect(names(first)).toEqual(['Block Print Kurta', 'Amber Pendant']);
    expect(first.data.pagination).toEqual({ page: 1, limit: 2, total: 5, totalPages: 3 });
    const second = json(await get('/api/products?limit=2&page=2'));
    expect(names(second)).toEqual(['Pearl Choker', 'Silver Studs']);
    expect(second.data.pagination.total).toBe(5);
    const beyond = json(await get('/api/products?limit=2&page=9'));
    expect(beyond.data.products).toEqual([]);
    expect(beyond.data.pagination).toEqual({ page: 9, limit: 2, total: 5, totalPages: 3 });
  });

  it('sorts by price, name, rating and newest in both directions', async () => {
    expect(names(json(await get('/api/products?sortBy=price&sortOrder=asc')))).toEqual([
      'Kundan Jhumka',
      'Silver Studs',
      'Amber Pendant',
      'Block Print Kurta',
      'Pearl Choker',
    ]);
    expect(names(json(await get('/api/products?sortBy=price&sortOrder=desc')))[0]).toBe('Pearl Choker');
    expect(names(json(await get('/api/products?sortBy=name&sortOrder=asc')))).toEqual([
      'Amber Pendant',
      'Block Print Kurta',
      'Kundan Jhumka',
      'Pearl Choker',
      'Silver Studs',
    ]);
    expect(names(json(await get('/api/products?sortBy=name&sortOrder=desc')))[0]).toBe('Silver Studs');
    // A product nobody reviewed comes after the rated ones, whichever way they run.
    expect(names(json(await get('/api/products?sortBy=rating&sortOrder=desc')))).toEqual([
      'Kundan Jhumka',
      'Pearl Choker',
      'Silver Studs',
      'Amber Pendant',
      'Block Print Kurta',
    ]);
    expect(names(json(await get('/api/products?sortBy=rating&sortOrder=asc')))).toEqual([
      'Amber Pendant',
      'Silver Studs',
      'Pearl Choker',
      'Kundan Jhumka',
      'Block Print Kurta',
    ]);
    expect(names(json(await get('/api/products?sortBy=newest&sortOrder=asc')))[0]).toBe('Kundan Jhumka');
  });

  it('counts the home page’s figures from the database: designs on sale, reviews and their average', async () => {
    const stats = json(await get('/api/products/stats')).data;
    const listed = json(await get('/api/products?limit=50')).data.pagination.total;
    // Four products carry one review each (4.9, 4.1, 4.5, 3.9); the kurta has none.
    expect(stats).toEqual({ designs: listed, reviews: 4, averageRating: 4.4 });
  });

  it('hides inactive products and products of inactive categories, unless staff ask', async () => {
    const everyone = names(json(await get('/api/products?includeInactive=true')));
    expect(everyone).not.toContain('Hidden Bangle');
    expect(everyone).not.toContain('Retired Dupatta');
    const customer = names(json(await get('/api/products?includeInactive=true', customerAuth)));
    expect(customer).toHaveLength(5);
    const admin = json(await get('/api/products?includeInactive=true', adminAuth));
    expect(names(admin)).toEqual(expect.arrayContaining(['Hidden Bangle', 'Retired Dupatta']));
    expect(admin.data.pagination.total).toBe(7);
    const hidden = admin.data.products.find((p: { name: string }) => p.name === 'Hidden Bangle');
    expect(hidden).toMatchObject({ isActive: false, inStock: false });
    // Staff see everything only when they ask for it.
    expect(names(json(await get('/api/products', adminAuth)))).toHaveLength(5);
  });

  it.each([
    ['page=0', 'page'],
    ['limit=1000', 'limit'],
    ['limit=0', 'limit'],
    ['minPrice=-1', 'minPrice'],
    ['maxPrice=abc', 'maxPrice'],
    ['sortBy=bogus', 'sortBy'],
    ['sortOrder=up', 'sortOrder'],
    ['inStock=maybe', 'inStock'],
    ['isFeatured=perhaps', 'isFeatured'],
  ])('refuses %s with 422 naming the field', async (query, field) => {
    const res = await get(`/api/products?${query}`);
    expect(res.statusCode).toBe(422);
    const body = json(res);
    expect(body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(body.details.map((d: { field: string }) => d.field)).toContain(field);
  });
});

describe('single products, featured and new arrivals', () => {
  it('finds a product by id and by slug', async () => {
    const byId = json(await get(`/api/products/id/${ids.choker}`));
    expect(byId.data.product.name).toBe('Pearl Choker');
    const bySlug = json(await get(`/api/products/slug/${byId.data.product.slug}`));
    expect(bySlug.data.product.id).toBe(ids.choker);
  });

  it('answers 404 for unknown or hidden products, but staff may see hidden ones', async () => {
    for (const url of [
      '/api/products/id/00000000-0000-4000-8000-000000000000',
      `/api/products/id/${ids.hiddenProduct}`,
      `/api/products/id/${ids.retiredProduct}`,
      '/api/products/slug/no-such-thing',
    ]) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(json(res)).toMatchObject({ success: false, code: 'NOT_FOUND', message: 'Product not found' });
    }
    expect(
      (await get(`/api/products/id/${ids.hiddenProduct}?includeInactive=true`, customerAuth)).statusCode,
    ).toBe(404);
    const admin = await get(`/api/products/id/${ids.hiddenProduct}?includeInactive=true`, adminAuth);
    expect(admin.statusCode).toBe(200);
    expect(json(admin).data.product.isActive).toBe(false);
  });

  it('refuses an id that is not a uuid and a slug that is not a slug', async () => {
    const res = await get('/api/products/id/not-a-uuid');
    expect(res.statusCode).toBe(422);
    expect(json(res).details[0].field).toBe('id');
    expect((await get('/api/products/slug/Bad%20Slug')).statusCode).toBe(422);
  });

  it('lists featured and new arrivals newest first with a limit', async () => {
    expect(names(json(await get('/api/products/featured')))).toEqual(['Amber Pendant', 'Kundan Jhumka']);
    expect(names(json(await get('/api/products/featured?limit=1')))).toEqual(['Amber Pendant']);
    expect(names(json(await get('/api/products/new-arrivals')))).toEqual(['Amber Pendant', 'Pearl Choker']);
    expect((await get('/api/products/new-arrivals?limit=0')).statusCode).toBe(422);
    expect((await get('/api/products/featured?limit=x')).statusCode).toBe(422);
  });
});
