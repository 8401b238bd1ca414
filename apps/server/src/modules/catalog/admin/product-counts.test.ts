import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct } from '../../../../test/support/catalog-fixtures.js';
import { createUserWithSession } from '../../../../test/support/fixtures.js';
import { createTestApp, json, type TestApp } from '../../../../test/support/test-app.js';

/** Product Management's figures are the whole catalogue's, not the page's (issue 12). */

let t: TestApp;
let adminAuth: string;
let customerAuth: string;

beforeAll(async () => {
  t = await createTestApp();
  const jewelry = await createCategory(t.db, { name: 'Jewelry' });
  const hidden = await createCategory(t.db, { name: 'Seasonal', isActive: false });
  // More products than a page of the back office holds (10), most of them with stock.
  for (let n = 1; n <= 12; n += 1) {
    await createProduct(t.db, { name: `Jhumka ${n}`, price: 400 + n, categoryId: jewelry.id, isNew: n <= 3 });
  }
  await createProduct(t.db, { name: 'Sold Out Studs', price: 800, categoryId: jewelry.id, stockQuantity: 0 });
  await createProduct(t.db, {
    name: 'Made To Order Kurta',
    price: 1800,
    categoryId: jewelry.id,
    stockQuantity: 0,
    madeToOrder: true,
    isFeatured: true,
  });
  await createProduct(t.db, { name: 'Hidden Bangle', price: 300, categoryId: hidden.id, isFeatured: true });
  await createProduct(t.db, {
    name: 'Retired Ring',
    price: 300,
    categoryId: jewelry.id,
    isActive: false,
    stockQuantity: 0,
  });
  adminAuth = (await createUserWithSession(t.db, 'admin')).authorization;
  customerAuth = (await createUserWithSession(t.db, 'customer')).authorization;
});

afterAll(async () => {
  await t.close();
});

const counts = (authorization?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/admin/products/counts',
    headers: authorization ? { authorization } : {},
  });

describe('GET /api/admin/products/counts', () => {
  it('counts every product, hidden ones too: in stock (or made to order), featured and new', async () => {
    const res = await counts(adminAuth);
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({
      success: true,
      data: { counts: { total: 16, inStock: 14, featured: 2, newArrivals: 3 } },
    });
  });

  it('counts a new product at once', async () => {
    await createProduct(t.db, {
      name: 'Fresh Jhumka',
      price: 500,
      categoryId: (await createCategory(t.db, { name: 'Rings' })).id,
    });
    expect(json(await counts(adminAuth)).data.counts).toMatchObject({ total: 17, inStock: 15 });
  });

  it('is for staff only', async () => {
    expect((await counts()).statusCode).toBe(401);
    expect((await counts(customerAuth)).statusCode).toBe(403);
  });
});
