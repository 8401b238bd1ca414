import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, productVariants } from '../../db/schema/index.js';
import { createUserWithSession } from '../../../test/support/fixtures.js';
import { addToCart, cartOf, makeProduct, useGstMode } from '../../../test/support/order-fixtures.js';
import { createTestApp, json, type TestApp } from '../../../test/support/test-app.js';

/** A guest's cart (decision 040): priced by the server on every view, merged into the account's on sign-in. */
describe("a guest's cart", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_CART_QUOTES: '5' });
    await useGstMode(t.db, 'inclusive');
  });
  afterAll(async () => {
    await t.close();
  });

  let address = 0;
  /** Each test talks from its own address, so the per-address limit is only met where it is tested. */
  const quote = (payload: unknown, remoteAddress = `10.40.0.${(address += 1)}`) =>
    t.app.inject({ method: 'POST', url: '/api/cart/quote', payload: payload as object, remoteAddress });
  const line = (product: { id: string; variantId: string }, quantity: number) => ({
    productId: product.id,
    variantId: product.variantId,
    quantity,
  });

  describe('POST /api/cart/quote', () => {
    it("prices the lines from the catalogue in the signed-in cart's shape, with stock and totals", async () => {
      const jhumka = await makeProduct(t.db, { name: 'Guest Jhumka', price: 1499, stockQuantity: 4 });
      const scarf = await makeProduct(t.db, { name: 'Guest Scarf', price: 750 });
      const response = await quote({ items: [line(jhumka, 2), line(scarf, 1)] });
      expect(response.statusCode).toBe(200);
      const { cart, dropped } = json(response).data;
      expect(dropped).toEqual([]);
      expect(cart.coupon).toBeNull();
      expect(cart.items).toHaveLength(2);
      expect(cart.items[0]).toMatchObject({
        id: jhumka.variantId,
        productId: jhumka.id,
        variantId: jhumka.variantId,
        quantity: 2,
        price: 1499,
        lineTotal: 2998,
        available: true,
        maxQuantity: 4,
        product: { id: jhumka.id, name: 'Guest Jhumka' },
      });
      // ₹3,748 of goods: free delivery; prices include GST at 18% (decision 050), so they add up to the total.
      expect(cart.summary).toEqual({
        count: 3,
        subtotal: 3748,
        discount: 0,
        delivery: 0,
        gst: 571.73,
        total: 3748,
        gstIncluded: true,
        roundOff: 0,
      });
    });

    it('takes no price or total from the browser: such a field is refused and the price is always the shop’s', async () => {
      const ring = await makeProduct(t.db, { name: 'Guest Ring', price: 2400 });
      for (const payload of [
        { items: [{ ...line(ring, 1), price: 1 }] },
        { items: [line(ring, 1)], total: 1 },
      ]) {
        const refused = await quote(payload);
        expect(refused.statusCode).toBe(422);
        expect(json(refused).details[0].message).toContain('set by the shop');
      }
      const priced = json(await quote({ items: [line(ring, 1)] })).data.cart;
      expect(priced.items[0].price).toBe(2400);
      // A price changed in the back office is the next view's price.
      await t.db
        .update(productVariants)
        .set({ pricePaise: 199_900 })
        .where(eq(productVariants.id, ring.variantId));
      const repriced = json(await quote({ items: [line(ring, 1)] })).data.cart;
      expect(repriced.items[0].price).toBe(1999);
      expect(repriced.summary.subtotal).toBe(1999);
    });

    it('flags what cannot be bought as asked, and drops what no longer exists', async () => {
      const short = await makeProduct(t.db, { name: 'Guest Short Bangle', price: 500, stockQuantity: 2 });
      const withdrawn = await makeProduct(t.db, { name: 'Guest Withdrawn Clutch', price: 800 });
      await t.db.update(products).set({ isActive: false }).where(eq(products.id, withdrawn.id));
      const gone = { id: randomUUID(), variantId: randomUUID() };
      const wrongVariant = { id: short.id, variantId: randomUUID() };
      const response = await quote({
        items: [line(short, 3), line(withdrawn, 1), line(gone, 1), line(wrongVariant, 1)],
      });
      expect(response.statusCode).toBe(200);
      const { cart, dropped } = json(response).data;
      expect(
        cart.items.map((item: { name: string; available: boolean; maxQuantity: number }) => item),
      ).toEqual([
        expect.objectContaining({ name: 'Guest Short Bangle', available: false, maxQuantity: 2 }),
        expect.objectContaining({ name: 'Guest Withdrawn Clutch', available: false, maxQuantity: 0 }),
      ]);
      expect(cart.summary).toMatchObject({ count: 0, subtotal: 0, total: 0 });
      expect(dropped).toEqual([
        { productId: gone.id, variantId: gone.variantId, message: expect.stringContaining('no longer sold') },
        {
          productId: short.id,
          variantId: wrongVariant.variantId,
          message: expect.stringContaining('no longer sold'),
        },
      ]);
    });

    it('adds up a variant sent twice, and refuses bad lines with 422 naming the field', async () => {
      const anklet = await makeProduct(t.db, { name: 'Guest Anklet', price: 300 });
      const twice = json(await quote({ items: [line(anklet, 1), line(anklet, 2)] })).data.cart;
      expect(twice.items).toHaveLength(1);
      expect(twice.items[0].quantity).toBe(3);

      for (const [payload, field] of [
        [{ items: [{ ...line(anklet, 1), quantity: 0 }] }, 'items.0.quantity'],
        [{ items: [{ ...line(anklet, 1), quantity: 1.5 }] }, 'items.0.quantity'],
        [{ items: [{ ...line(anklet, 1), productId: 'abc' }] }, 'items.0.productId'],
        [{ items: [{ productId: anklet.id, quantity: 1 }] }, 'items.0.variantId'],
        [{ items: 'all of it' }, 'items'],
        [{}, 'items'],
      ] as const) {
        const response = await quote(payload);
        expect(response.statusCode).toBe(422);
        expect(json(response).details.map((detail: { field: string }) => detail.field)).toContain(field);
      }
    });

    it('is limited per address (429), like the other public writes', async () => {
      const product = await makeProduct(t.db, { name: 'Guest Limit Stole', price: 400 });
      const from = '10.41.0.1';
      for (let i = 0; i < 5; i += 1) {
        expect((await quote({ items: [line(product, 1)] }, from)).statusCode).toBe(200);
      }
      const limited = await quote({ items: [line(product, 1)] }, from);
      expect(limited.statusCode).toBe(429);
      expect(json(limited).code).toBe('RATE_LIMITED');
      // Another shopper is not held back.
      expect((await quote({ items: [line(product, 1)] }, '10.41.0.2')).statusCode).toBe(200);
    });
  });

  describe('POST /api/cart/merge', () => {
    const merge = (authorization: string, payload: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/api/cart/merge',
        headers: { authorization },
        payload: payload as object,
      });

    it('adds the guest lines to the account cart, capped by stock, and says what changed', async () => {
      const me = await createUserWithSession(t.db, 'customer');
      const saree = await makeProduct(t.db, { name: 'Merge Saree', price: 2000, stockQuantity: 3 });
      const kurta = await makeProduct(t.db, { name: 'Merge Kurta', price: 1200 });
      const soldOut = await makeProduct(t.db, { name: 'Merge Sold Out Ring', price: 500, stockQuantity: 0 });
      const gone = { id: randomUUID(), variantId: randomUUID() };
      await addToCart(t.app, me.authorization, saree.id, 2);

      const response = await merge(me.authorization, {
        items: [line(saree, 2), line(kurta, 1), line(soldOut, 1), line(gone, 1)],
      });
      expect(response.statusCode).toBe(200);
      const { cart, changes } = json(response).data;
      // 2 already in the cart + 2 from the browser, but only 3 in stock.
      expect(await cartOf(t.db, me.userId)).toEqual(
        expect.arrayContaining([
          { productId: saree.id, quantity: 3 },
          { productId: kurta.id, quantity: 1 },
        ]),
      );
      expect(cart.items).toHaveLength(2);
      expect(cart.items.every((item: { available: boolean }) => item.available)).toBe(true);
      expect(changes).toEqual([
        {
          productId: saree.id,
          variantId: saree.variantId,
          name: 'Merge Saree',
          requested: 2,
          inCart: 3,
          message: 'Only 3 of Merge Saree are available: your cart has 3',
        },
        expect.objectContaining({
          productId: soldOut.id,
          inCart: 0,
          message: 'Merge Sold Out Ring is no longer available',
        }),
        expect.objectContaining({ productId: gone.id, inCart: 0, message: 'A piece is no longer available' }),
      ]);
    });

    it('changes nothing and reports nothing when everything fits; a repeat adds again within stock', async () => {
      const me = await createUserWithSession(t.db, 'customer');
      const tote = await makeProduct(t.db, { name: 'Merge Tote', price: 400, stockQuantity: 5 });
      const first = json(await merge(me.authorization, { items: [line(tote, 2)] })).data;
      expect(first.changes).toEqual([]);
      expect(first.cart.items[0]).toMatchObject({ quantity: 2 });
      const empty = json(await merge(me.authorization, { items: [] })).data;
      expect(empty.changes).toEqual([]);
      expect(empty.cart.items[0]).toMatchObject({ quantity: 2 });
    });

    it('needs a session, and refuses a price with 422 changing nothing', async () => {
      const tote = await makeProduct(t.db, { name: 'Merge Priced Tote', price: 400 });
      const visitor = await t.app.inject({ method: 'POST', url: '/api/cart/merge', payload: { items: [] } });
      expect(visitor.statusCode).toBe(401);
      const me = await createUserWithSession(t.db, 'customer');
      const priced = await merge(me.authorization, { items: [{ ...line(tote, 1), price: 1 }] });
      expect(priced.statusCode).toBe(422);
      expect(await cartOf(t.db, me.userId)).toEqual([]);
    });
  });
});
