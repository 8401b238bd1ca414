import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, orderItems, orders, products, reviews } from '../../../db/schema/index.js';
import { recomputeRatings } from '../../reviews/index.js';
import { createCategory, createImage, createProduct } from '../../../../test/support/catalog-fixtures.js';
import { createUserWithSession } from '../../../../test/support/fixtures.js';
import { createTestApp, json, type TestApp } from '../../../../test/support/test-app.js';

let t: TestApp;
let adminAuth: string;
let administratorAuth: string;
let customerAuth: string;
let customerId: string;
let imageA: string;
let imageB: string;
const url = (id: string) => `/images/${id}/640.webp`;

beforeAll(async () => {
  t = await createTestApp();
  adminAuth = (await createUserWithSession(t.db, 'admin')).authorization;
  administratorAuth = (await createUserWithSession(t.db, 'administrator')).authorization;
  const customer = await createUserWithSession(t.db, 'customer');
  customerAuth = customer.authorization;
  customerId = customer.userId;
  const jewelry = await createCategory(t.db, { name: 'Jewelry' });
  await createCategory(t.db, { name: 'Earrings', parentId: jewelry.id });
  imageA = (await createImage(t.db)).id;
  imageB = (await createImage(t.db)).id;
});

afterAll(async () => {
  await t.close();
});

const valid = () => ({
  name: 'Kundan Jhumka',
  description: 'Gold-plated kundan jhumkas with pearl drops.',
  price: 1499.5,
  originalPrice: 1999,
  category: 'earrings',
  stockQuantity: 7,
  isFeatured: true,
  isNew: false,
  tags: [' kundan ', '', 'festive'],
  image: url(imageA),
  images: [url(imageA), url(imageB)],
});

const send = (method: 'POST' | 'PUT' | 'DELETE', path: string, payload?: unknown, auth = adminAuth) =>
  t.app.inject({
    method,
    url: path,
    headers: { authorization: auth },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function productCount(): Promise<number> {
  return (await t.db.select({ id: products.id }).from(products)).length;
}

describe('POST /api/products', () => {
  it('creates a product and answers 201 with the product shape', async () => {
    const response = await send('POST', '/api/products', valid());
    expect(response.statusCode).toBe(201);
    const body = json(response);
    expect(body.success).toBe(true);
    expect(body.data.product).toMatchObject({
      name: 'Kundan Jhumka',
      slug: 'kundan-jhumka',
      price: 1499.5,
      originalPrice: 1999,
      category: 'jewelry',
      subcategory: 'earrings',
      categoryName: 'Jewelry',
      subcategoryName: 'Earrings',
      stockQuantity: 7,
      inStock: true,
      // No review yet, so no rating (decision 030).
      rating: null,
      reviews: 0,
      isFeatured: true,
      isNew: false,
      isActive: true,
      tags: ['kundan', 'festive'],
      image: url(imageA),
      images: [url(imageA), url(imageB)],
      // The default variant's SKU: made from the id when the form gives none.
      sku: body.data.product.id.slice(0, 8).toUpperCase(),
      options: [],
      isOneOfAKind: false,
      isSold: false,
      madeToOrder: false,
      personalisation: null,
      craft: null,
    });
    expect(body.data.product.variants).toEqual([
      {
        id: expect.any(String),
        sku: body.data.product.sku,
        title: '',
        optionValues: {},
        price: 1499.5,
        originalPrice: 1999,
        stockQuantity: 7,
        inStock: true,
        image: null,
      },
    ]);
  });

  it('shows a new product in the public listing at once', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/api/products?search=bangle' });
    expect(json(before).data.products).toHaveLength(0);
    const created = await send('POST', '/api/products', {
      ...valid(),
      name: 'Lac Bangle',
      category: 'jewelry',
      sku: 'LAC-1',
    });
    expect(created.statusCode).toBe(201);
    const after = await t.app.inject({ method: 'GET', url: '/api/products?search=bangle' });
    expect(json(after).data.products.map((p: { name: string }) => p.name)).toEqual(['Lac Bangle']);
    expect(json(created).data.product).toMatchObject({ category: 'jewelry', subcategory: null });
  });

  it('makes slugs unique with a numeric suffix', async () => {
    const second = json(await send('POST', '/api/products', valid())).data.product;
    const third = json(await send('POST', '/api/products', valid())).data.product;
    expect([second.slug, third.slug]).toEqual(['kundan-jhumka-2', 'kundan-jhumka-3']);
  });

  it('applies the defaults for flags and activity, with no rating until a review', async () => {
    const { isFeatured: _f, isNew: _n, tags: _t, originalPrice: _o, ...minimal } = valid();
    const response = await send('POST', '/api/products', {
      ...minimal,
      name: 'Plain Ring',
      stockQuantity: 0,
    });
    expect(response.statusCode).toBe(201);
    expect(json(response).data.product).toMatchObject({
      rating: null,
      reviews: 0,
      isFeatured: false,
      isNew: false,
      isActive: true,
      inStock: false,
      originalPrice: null,
      tags: [],
    });
  });

  it('accepts the form carousel without repeating the main image', async () => {
    const response = await send('POST', '/api/products', {
      ...valid(),
      name: 'Carousel Only',
      image: url(imageB),
      images: [url(imageA)],
      inStock: true,
    });
    expect(response.statusCode).toBe(201);
    expect(json(response).data.product.images).toEqual([url(imageB), url(imageA)]);
  });

  it.each([
    [{ name: '' }, 'name', 'Product name is required'],
    [{ name: undefined }, 'name', 'Product name is required'],
    [{ name: 'x'.repeat(121) }, 'name', undefined],
    [{ description: '  ' }, 'description', undefined],
    [{ price: 0 }, 'price', 'Valid price is required'],
    [{ price: -5 }, 'price', 'Valid price is required'],
    [{ price: 1_000_000 }, 'price', 'Valid price is required'],
    [{ price: 10.555 }, 'price', 'Valid price is required'],
    [{ price: '100' }, 'price', 'Valid price is required'],
    [{ originalPrice: -1 }, 'originalPrice', undefined],
    [{ category: '' }, 'category', 'Please select a category'],
    [{ category: 'no-such-category' }, 'category', 'Please select a category'],
    [{ stockQuantity: 1.5 }, 'stockQuantity', undefined],
    [{ stockQuantity: -1 }, 'stockQuantity', undefined],
    [{ rating: 5.5 }, 'rating', undefined],
    [{ rating: 4.55 }, 'rating', undefined],
    [{ reviews: -2 }, 'reviews', undefined],
    [{ tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }, 'tags', undefined],
    [{ tags: 'a,b' }, 'tags', undefined],
    [{ image: 'https://evil.example/x.png' }, 'image', undefined],
    [{ image: null, images: [] }, 'images', 'Please upload at least one product image'],
    [
      { images: Array.from({ length: 12 }, () => url(imageA)) },
      'images',
      'Maximum 10 carousel images allowed',
    ],
    [
      { images: [url('00000000-0000-4000-8000-000000000000')] },
      'images',
      'Some images were not found; please upload them again',
    ],
    [{ colour: 'red' }, 'colour', 'Unknown field: colour'],
  ])('refuses %j with 422 naming %s, and writes nothing', async (change, field, message) => {
    const before = await productCount();
    const response = await send('POST', '/api/products', { ...valid(), ...change });
    expect(response.statusCode).toBe(422);
    const body = json(response);
    expect(body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    const detail = body.details.find((d: { field: string }) => d.field === field);
    expect(detail).toBeDefined();
    if (message) expect(detail.message).toBe(message);
    expect(await productCount()).toBe(before);
  });

  it('refuses a duplicate SKU with 409 and writes nothing', async () => {
    const before = await productCount();
    const response = await send('POST', '/api/products', { ...valid(), name: 'Other', sku: 'LAC-1' });
    expect(response.statusCode).toBe(409);
    expect(json(response)).toMatchObject({
      success: false,
      code: 'CONFLICT',
      message: 'SKU LAC-1 is already used by another product',
    });
    expect(await productCount()).toBe(before);
  });

  it('lets admins and administrators in, refuses customers (403) and visitors (401)', async () => {
    const before = await productCount();
    expect((await send('POST', '/api/products', valid(), customerAuth)).statusCode).toBe(403);
    const visitor = await t.app.inject({ method: 'POST', url: '/api/products', payload: valid() });
    expect(visitor.statusCode).toBe(401);
    expect(await productCount()).toBe(before);
    expect((await send('POST', '/api/products', valid(), administratorAuth)).statusCode).toBe(201);
  });
});

describe('PUT /api/products/:id', () => {
  it('changes only the fields sent, and a new name gets a new slug', async () => {
    const created = json(await send('POST', '/api/products', { ...valid(), name: 'Silk Scarf' })).data
      .product;
    const response = await send('PUT', `/api/products/${created.id}`, {
      name: 'Silk Stole',
      price: 899,
      originalPrice: null,
      stockQuantity: 0,
      category: 'jewelry',
      images: [url(imageB)],
      image: null,
      isActive: false,
    });
    expect(response.statusCode).toBe(200);
    expect(json(response).data.product).toMatchObject({
      id: created.id,
      name: 'Silk Stole',
      slug: 'silk-stole',
      description: created.description,
      price: 899,
      originalPrice: null,
      stockQuantity: 0,
      inStock: false,
      category: 'jewelry',
      subcategory: null,
      images: [url(imageB)],
      isActive: false,
      tags: ['kundan', 'festive'],
    });
    // Hidden from shoppers now, still there for staff.
    const publicView = await t.app.inject({ method: 'GET', url: `/api/products/id/${created.id}` });
    expect(publicView.statusCode).toBe(404);
  });

  it('keeps the slug when the new name still fits it', async () => {
    const first = json(await send('POST', '/api/products', { ...valid(), name: 'Mirror Work Potli' })).data
      .product;
    const second = json(await send('POST', '/api/products', { ...valid(), name: 'Mirror Work Potli' })).data
      .product;
    expect(second.slug).toBe('mirror-work-potli-2');
    for (const [product, name] of [
      [first, 'Mirror-Work Potli!'],
      [second, 'mirror work potli'],
    ] as const) {
      const response = await send('PUT', `/api/products/${product.id}`, { name });
      expect(json(response).data.product).toMatchObject({ name, slug: product.slug });
    }
  });

  it('refuses a typed rating or review count, naming them, and keeps what the reviews say', async () => {
    const product = await createProduct(t.db, {
      name: 'Reviewed Ring',
      price: 500,
      categoryId: (await createCategory(t.db, { name: 'Rings' })).id,
    });
    const other = await createUserWithSession(t.db, 'customer');
    await t.db.insert(reviews).values([
      { productId: product.id, userId: customerId, rating: 5 },
      { productId: product.id, userId: other.userId, rating: 3 },
    ]);
    await recomputeRatings(t.db, [product.id]);
    const response = await send('PUT', `/api/products/${product.id}`, { rating: 5, reviews: 200 });
    expect(response.statusCode).toBe(422);
    expect(json(response).details).toEqual([
      { field: 'rating', message: expect.stringContaining('come from customers’ reviews') },
      { field: 'reviews', message: expect.stringContaining('come from customers’ reviews') },
    ]);
    const created = await send('POST', '/api/products', { ...valid(), name: 'Five Star Ring', rating: 5 });
    expect(created.statusCode).toBe(422);
    const [row] = await t.db.select().from(products).where(eq(products.id, product.id));
    expect(row).toMatchObject({ rating: 4, reviewCount: 2 });
  });

  it('refuses bad input with 422 and changes nothing', async () => {
    const created = json(await send('POST', '/api/products', { ...valid(), name: 'Steady' })).data.product;
    for (const change of [{ price: 0 }, { category: 'nope' }, { name: '' }, { images: [] }, { stock: 3 }]) {
      const response = await send('PUT', `/api/products/${created.id}`, change);
      expect(response.statusCode).toBe(422);
    }
    const conflictResponse = await send('PUT', `/api/products/${created.id}`, { sku: 'LAC-1', price: 1 });
    expect(conflictResponse.statusCode).toBe(409);
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/products/id/${created.id}?includeInactive=true`,
      headers: { authorization: adminAuth },
    });
    expect(json(after).data.product).toEqual(created);
  });

  it('answers 404 for an unknown product and 403 for a customer', async () => {
    const missing = await send('PUT', '/api/products/00000000-0000-4000-8000-000000000000', { price: 5 });
    expect(missing.statusCode).toBe(404);
    const created = json(await send('POST', '/api/products', { ...valid(), name: 'Guarded' })).data.product;
    const refused = await send('PUT', `/api/products/${created.id}`, { price: 5 }, customerAuth);
    expect(refused.statusCode).toBe(403);
    const [row] = await t.db.select().from(products).where(eq(products.id, created.id));
    expect(row?.pricePaise).toBe(149950);
  });
});

describe('DELETE /api/products/:id', () => {
  it('deletes the product; order lines keep their snapshot and carts lose the line', async () => {
    const created = json(await send('POST', '/api/products', { ...valid(), name: 'Short Lived' })).data
      .product;
    await t.db.insert(cartItems).values({
      userId: customerId,
      productId: created.id,
      variantId: created.variants[0].id,
      quantity: 1,
    });
    const [order] = await t.db
      .insert(orders)
      .values({
        userId: customerId,
        subtotalPaise: 149950,
        deliveryPaise: 0,
        gstPaise: 26991,
        totalPaise: 176941,
        shippingName: 'A',
        shippingAddress: 'B',
        shippingCity: 'Greater Noida',
        shippingState: 'UP',
        shippingPincode: '201310',
        shippingPhone: '9999999999',
      })
      .returning({ id: orders.id });
    await t.db.insert(orderItems).values({
      orderId: order!.id,
      productId: created.id,
      productName: 'Short Lived',
      unitPricePaise: 149950,
      quantity: 1,
    });

    expect((await send('DELETE', `/api/products/${created.id}`, undefined, customerAuth)).statusCode).toBe(
      403,
    );
    const response = await send('DELETE', `/api/products/${created.id}`);
    expect(response.statusCode).toBe(200);
    expect(json(response).data.product).toMatchObject({ id: created.id, name: 'Short Lived' });

    expect(await t.db.select().from(products).where(eq(products.id, created.id))).toHaveLength(0);
    expect(await t.db.select().from(cartItems).where(eq(cartItems.productId, created.id))).toHaveLength(0);
    const lines = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order!.id));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ productId: null, productName: 'Short Lived' });

    const again = await send('DELETE', `/api/products/${created.id}`);
    expect(again.statusCode).toBe(404);
    const publicView = await t.app.inject({ method: 'GET', url: `/api/products/id/${created.id}` });
    expect(publicView.statusCode).toBe(404);
  });
});
