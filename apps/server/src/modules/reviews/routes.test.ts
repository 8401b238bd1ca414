import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, products, reviews } from '../../db/schema/index.js';
import { createUserWithSession } from '../../../test/support/fixtures.js';
import { addToCart, checkout, makeProduct } from '../../../test/support/order-fixtures.js';
import { createTestApp, json, type TestApp } from '../../../test/support/test-app.js';

describe('reviews API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const review = (productId: string, authorization: string, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `/api/products/${productId}/reviews`,
      headers: { authorization },
      payload: payload as object,
    });

  async function ratingOf(productId: string) {
    const [row] = await t.db
      .select({ rating: products.rating, count: products.reviewCount })
      .from(products)
      .where(eq(products.id, productId));
    return { rating: row?.rating == null ? null : Number(row.rating), count: row?.count };
  }

  /** A customer who ordered the product; the order is moved to `status` directly. */
  async function buyer(productId: string, status: 'pending' | 'shipped' | 'delivered', fullName?: string) {
    const me = await createUserWithSession(t.db, 'customer', fullName ? { fullName } : {});
    await addToCart(t.app, me.authorization, productId, 1);
    const { order } = json(await checkout(t.app, me.authorization)).data;
    await t.db.update(orders).set({ status }).where(eq(orders.id, order.id));
    return { ...me, orderId: order.id as string };
  }

  it('lets a customer review a delivered product once; the rating is the reviews’ average alone', async () => {
    const product = await makeProduct(t.db, { name: 'Reviewed Jhumka', price: 900 });
    expect(await ratingOf(product.id)).toEqual({ rating: null, count: 0 });
    const me = await buyer(product.id, 'delivered', 'Kavya Nair Iyer');

    const response = await review(product.id, me.authorization, { rating: 3, comment: ' Lovely work ' });
    expect(response.statusCode).toBe(201);
    expect(json(response).data).toEqual({
      review: {
        id: expect.any(String),
        rating: 3,
        comment: 'Lovely work',
        authorName: 'Kavya',
        createdAt: expect.any(String),
      },
      // One real review: its stars and a count of one, nothing invented beside it.
      summary: { rating: 3, count: 1 },
    });
    expect(await ratingOf(product.id)).toEqual({ rating: 3, count: 1 });

    const twice = await review(product.id, me.authorization, { rating: 5 });
    expect(twice.statusCode).toBe(409);
    expect(json(twice)).toMatchObject({
      code: 'CONFLICT',
      message: 'You have already reviewed this product',
    });
    expect(await ratingOf(product.id)).toEqual({ rating: 3, count: 1 });

    const second = await buyer(product.id, 'delivered', 'Farah Khan');
    const secondReview = await review(product.id, second.authorization, { rating: 4 });
    expect(json(secondReview).data.summary).toEqual({ rating: 3.5, count: 2 });
    const third = await buyer(product.id, 'delivered', 'Simran Kaur');
    // (3 + 4 + 4) / 3 = 3.666…, to two decimals.
    expect(json(await review(product.id, third.authorization, { rating: 4 })).data.summary).toEqual({
      rating: 3.67,
      count: 3,
    });

    const order = json(
      await t.app.inject({
        method: 'GET',
        url: `/api/orders/${me.orderId}`,
        headers: { authorization: me.authorization },
      }),
    ).data.order;
    expect(order.items[0]).toMatchObject({ productId: product.id, reviewed: true });
  });

  it('lists reviews publicly, newest first, first names only, with the summary', async () => {
    const product = await makeProduct(t.db, { name: 'Much Loved Saree', price: 3000, reviewCount: 0 });
    const first = await buyer(product.id, 'delivered', 'Rohan Mehta');
    const second = await buyer(product.id, 'delivered', 'Anjali');
    expect((await review(product.id, first.authorization, { rating: 4 })).statusCode).toBe(201);
    expect(
      (await review(product.id, second.authorization, { rating: 5, comment: 'Beautiful' })).statusCode,
    ).toBe(201);

    const response = await t.app.inject({ method: 'GET', url: `/api/products/${product.id}/reviews` });
    expect(response.statusCode).toBe(200);
    const data = json(response).data;
    expect(data.reviews.map((entry: { authorName: string }) => entry.authorName)).toEqual([
      'Anjali',
      'Rohan',
    ]);
    expect(data.reviews[1]).toMatchObject({ rating: 4, comment: null });
    expect(data.pagination).toEqual({ page: 1, limit: 10, total: 2, totalPages: 1 });
    // No admin-entered reviews: the customers' average alone.
    expect(data.summary).toEqual({ rating: 4.5, count: 2 });
    expect(JSON.stringify(data)).not.toContain('Mehta');

    const paged = json(
      await t.app.inject({ method: 'GET', url: `/api/products/${product.id}/reviews?page=2&limit=1` }),
    ).data;
    expect(paged.reviews.map((entry: { authorName: string }) => entry.authorName)).toEqual(['Rohan']);
  });

  it('refuses products not yet delivered to the caller, changing nothing', async () => {
    const product = await makeProduct(t.db, {
      name: 'Not Yet Here Bag',
      price: 700,
      rating: 4,
      reviewCount: 2,
    });
    for (const status of ['pending', 'shipped'] as const) {
      const me = await buyer(product.id, status);
      const response = await review(product.id, me.authorization, { rating: 1 });
      expect(response.statusCode).toBe(403);
      expect(json(response)).toMatchObject({
        code: 'FORBIDDEN',
        message: 'You can review products from delivered orders only',
      });
    }
    const stranger = await createUserWithSession(t.db, 'customer');
    expect((await review(product.id, stranger.authorization, { rating: 1 })).statusCode).toBe(403);
    // Someone else's delivered order does not count for the caller.
    await buyer(product.id, 'delivered');
    expect((await review(product.id, stranger.authorization, { rating: 1 })).statusCode).toBe(403);

    expect(await ratingOf(product.id)).toEqual({ rating: 4, count: 2 });
    expect(await t.db.select().from(reviews).where(eq(reviews.productId, product.id))).toEqual([]);
  });

  it('validates the rating and comment, and answers 404 for an unknown product', async () => {
    const product = await makeProduct(t.db, { name: 'Validation Ring', price: 400 });
    const me = await buyer(product.id, 'delivered');
    for (const payload of [
      { rating: 0 },
      { rating: 6 },
      { rating: 4.5 },
      { rating: '5' },
      {},
      { rating: 4, comment: 'x'.repeat(1001) },
      { rating: 4, productRating: 5 },
    ]) {
      const response = await review(product.id, me.authorization, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
    }
    const unknown = '7b0f6c1e-6f1a-4c59-9a51-2b9d8f0f4a11';
    expect((await review(unknown, me.authorization, { rating: 5 })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/products/${unknown}/reviews` })).statusCode).toBe(
      404,
    );
    expect(await t.db.select().from(reviews).where(eq(reviews.productId, product.id))).toEqual([]);
  });

  it('requires sign-in to review', async () => {
    const product = await makeProduct(t.db, { name: 'Visitor Anklet', price: 300 });
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/products/${product.id}/reviews`,
      payload: { rating: 5 },
    });
    expect(response.statusCode).toBe(401);
  });
});
