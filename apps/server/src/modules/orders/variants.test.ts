import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectedDispatchDate, MAX_LINE_QUANTITY } from '@shop/domain';
import { products, productVariants } from '../../db/schema/index.js';
import { createUserWithSession } from '../../../test/support/fixtures.js';
import {
  addToCart,
  checkout,
  makeProduct,
  orderCount,
  stockOf,
  variantStockOf,
} from '../../../test/support/order-fixtures.js';
import { createTestApp, json, type TestApp } from '../../../test/support/test-app.js';

/** Cart and checkout per variant, made-to-order and one-of-a-kind pieces, notes (decision 024). */
describe('variants in the cart and at checkout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const customer = () => createUserWithSession(t.db, 'customer');
  const add = (authorization: string, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/cart/items', headers: { authorization }, payload });
  const get = (url: string, authorization?: string) =>
    t.app.inject({ method: 'GET', url, ...(authorization ? { headers: { authorization } } : {}) });

  const kurti = (name: string, stock: { S?: number; M?: number; L?: number } = {}) =>
    makeProduct(t.db, {
      name,
      price: 1200,
      options: [{ name: 'Size', values: ['S', 'M', 'L'] }],
      variants: [
        { optionValues: { Size: 'S' }, stockQuantity: stock.S ?? 3 },
        { optionValues: { Size: 'M' }, stockQuantity: stock.M ?? 3, price: 1250 },
        { optionValues: { Size: 'L' }, stockQuantity: stock.L ?? 3, price: 1300 },
      ],
    });

  describe('POST /api/cart/items', () => {
    it('refuses a product with options without a variant (422 VARIANT_REQUIRED), and writes nothing', async () => {
      const me = await customer();
      const product = await kurti('Required Size Kurti');
      const response = await add(me.authorization, { productId: product.id, quantity: 1 });
      expect(response.statusCode).toBe(422);
      expect(json(response)).toMatchObject({
        code: 'VARIANT_REQUIRED',
        message: 'Choose a size',
        details: [{ field: 'variantId', message: 'Choose a size' }],
      });
      expect(json(await get('/api/cart', me.authorization)).data.cart.items).toEqual([]);
    });

    it("refuses another product's variant (422 VARIANT_NOT_FOUND)", async () => {
      const me = await customer();
      const product = await kurti('Foreign Variant Kurti');
      const other = await kurti('Other Kurti');
      const response = await add(me.authorization, {
        productId: product.id,
        variantId: other.variants[0]?.id,
        quantity: 1,
      });
      expect(response.statusCode).toBe(422);
      expect(json(response)).toMatchObject({ code: 'VARIANT_NOT_FOUND', details: [{ field: 'variantId' }] });
    });

    it('lets a product without options leave the variant out, and answers the variant on the line', async () => {
      const me = await customer();
      const ring = await makeProduct(t.db, { name: 'Plain Silver Ring', price: 900, sku: 'RING-PLAIN' });
      const cart = await addToCart(t.app, me.authorization, ring.id, 2);
      expect(cart.items[0]).toMatchObject({
        productId: ring.id,
        variantId: ring.variantId,
        variantTitle: '',
        sku: 'RING-PLAIN',
        personalisationNote: null,
        price: 900,
        quantity: 2,
      });
    });

    it("prices each line at its variant's price and limits it to that variant's stock", async () => {
      const me = await customer();
      const product = await kurti('Priced Kurti', { M: 1, L: 5 });
      const [, medium, large] = product.variants;
      await addToCart(t.app, me.authorization, product.id, 1, { variantId: medium?.id ?? '' });
      const cart = await addToCart(t.app, me.authorization, product.id, 2, { variantId: large?.id ?? '' });
      expect(cart.items).toMatchObject([
        { variantId: medium?.id, variantTitle: 'M', price: 1250, maxQuantity: 1, available: true },
        { variantId: large?.id, variantTitle: 'L', price: 1300, lineTotal: 2600, maxQuantity: 5 },
      ]);
      const more = await add(me.authorization, { productId: product.id, variantId: medium?.id, quantity: 1 });
      expect(more.statusCode).toBe(409);
      expect(json(more)).toMatchObject({ code: 'OUT_OF_STOCK', message: 'Only 1 left in stock' });
    });

    it('keeps two notes on one product as two lines, merges the same note, and refuses a note too long', async () => {
      const me = await customer();
      const bangle = await makeProduct(t.db, {
        name: 'Engraved Bangle',
        price: 700,
        personalisation: { label: 'Engraving', maxLength: 10 },
      });
      await addToCart(t.app, me.authorization, bangle.id, 1, { personalisationNote: 'Asha' });
      await addToCart(t.app, me.authorization, bangle.id, 1, { personalisationNote: '  Asha ' });
      const cart = await addToCart(t.app, me.authorization, bangle.id, 1, { personalisationNote: 'Ravi' });
      expect(cart.items.map((item) => [item.personalisationNote, item.quantity])).toEqual([
        ['Asha', 2],
        ['Ravi', 1],
      ]);
      const tooLong = await add(me.authorization, {
        productId: bangle.id,
        quantity: 1,
        personalisationNote: 'Eleven char',
      });
      expect(tooLong.statusCode).toBe(422);
      expect(json(tooLong)).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: [{ field: 'personalisationNote', message: 'Engraving must be at most 10 characters' }],
      });
      expect(json(await get('/api/cart', me.authorization)).data.cart.items).toHaveLength(2);
    });

    it('lets the lines of one size with different notes share its stock, the older line first', async () => {
      const me = await customer();
      const product = await makeProduct(t.db, {
        name: 'Shared Stock Kurti',
        price: 1200,
        personalisation: { label: 'Initials', maxLength: 3 },
        options: [{ name: 'Size', values: ['M'] }],
        variants: [{ optionValues: { Size: 'M' }, stockQuantity: 3 }],
      });
      const medium = product.variants[0]?.id ?? '';
      await addToCart(t.app, me.authorization, product.id, 2, {
        variantId: medium,
        personalisationNote: 'AV',
      });
      const refused = await add(me.authorization, {
        productId: product.id,
        variantId: medium,
        quantity: 2,
        personalisationNote: 'RK',
      });
      expect(refused.statusCode).toBe(409);
      expect(json(refused)).toMatchObject({
        code: 'OUT_OF_STOCK',
        message: 'Only 3 left in stock, and 2 of them are already in your cart',
      });
      const cart = await addToCart(t.app, me.authorization, product.id, 1, {
        variantId: medium,
        personalisationNote: 'RK',
      });
      const lines = () =>
        cart.items.map((item) => [item.personalisationNote, item.quantity, item.maxQuantity, item.available]);
      expect(lines()).toEqual([
        ['AV', 2, 2, true],
        ['RK', 1, 1, true],
      ]);
      const raise = await t.app.inject({
        method: 'PUT',
        url: `/api/cart/items/${cart.items[1]?.id}`,
        headers: { authorization: me.authorization },
        payload: { quantity: 2 },
      });
      expect(raise.statusCode).toBe(409);

      // Two units left: the older line keeps them, the newer one is flagged and not counted.
      await t.db.update(productVariants).set({ stockQuantity: 2 }).where(eq(productVariants.id, medium));
      const after = json(await get('/api/cart', me.authorization)).data.cart as typeof cart;
      expect(after.items.map((item) => [item.personalisationNote, item.available])).toEqual([
        ['AV', true],
        ['RK', false],
      ]);
      expect(after.summary.subtotal).toBe(2400);
    });

    it('refuses a note for a product that takes none', async () => {
      const me = await customer();
      const plain = await makeProduct(t.db, { name: 'Noteless Potli', price: 400 });
      const response = await add(me.authorization, {
        productId: plain.id,
        quantity: 1,
        personalisationNote: 'For Mum',
      });
      expect(response.statusCode).toBe(422);
      expect(json(response).details[0]).toEqual({
        field: 'personalisationNote',
        message: 'Noteless Potli does not take a note',
      });
    });
  });

  describe('checkout', () => {
    it('sells the last "Size M" to exactly one of two buyers and leaves "Size L" untouched', async () => {
      const product = await kurti('Last Medium Kurti', { M: 1, L: 4 });
      const [, medium, large] = product.variants;
      const buyers = await Promise.all([customer(), customer()]);
      for (const buyer of buyers) {
        await addToCart(t.app, buyer.authorization, product.id, 1, { variantId: medium?.id ?? '' });
      }
      const responses = await Promise.all(buyers.map((buyer) => checkout(t.app, buyer.authorization)));
      expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
      const refused = responses.find((response) => response.statusCode === 409);
      expect(json(refused ?? { body: '{}' })).toMatchObject({
        code: 'OUT_OF_STOCK',
        details: [{ field: product.id, message: 'Last Medium Kurti (M) is out of stock' }],
      });
      expect(await variantStockOf(t.db, medium?.id ?? '')).toBe(0);
      expect(await variantStockOf(t.db, large?.id ?? '')).toBe(4);
      expect(await stockOf(t.db, product.id)).toBe(3 + 4);
      let total = 0;
      for (const buyer of buyers) total += await orderCount(t.db, buyer.userId);
      expect(total).toBe(1);
    });

    it('snapshots variant, SKU and note on the order line; cancelling restocks that variant', async () => {
      const me = await customer();
      const product = await kurti('Snapshot Kurti', { L: 2 });
      const large = product.variants[2];
      await addToCart(t.app, me.authorization, product.id, 2, { variantId: large?.id ?? '' });
      const placed = await checkout(t.app, me.authorization);
      expect(placed.statusCode).toBe(201);
      const { order } = json(placed).data;
      expect(order.items).toMatchObject([
        {
          variantId: large?.id,
          variantTitle: 'L',
          sku: large?.sku,
          personalisationNote: null,
          leadTimeDays: null,
          price: 1300,
          quantity: 2,
        },
      ]);
      expect(order.expectedDispatchDate).toBeNull();
      expect(await variantStockOf(t.db, large?.id ?? '')).toBe(0);
      const cancelled = await t.app.inject({
        method: 'POST',
        url: `/api/orders/${order.id}/cancel`,
        headers: { authorization: me.authorization },
      });
      expect(cancelled.statusCode).toBe(200);
      expect(await variantStockOf(t.db, large?.id ?? '')).toBe(2);
    });

    it('orders a made-to-order piece beyond its stock, takes none, and dates its dispatch', async () => {
      const me = await customer();
      const saree = await makeProduct(t.db, {
        name: 'Made To Order Saree',
        price: 5400,
        stockQuantity: 0,
        madeToOrder: true,
        leadTimeDays: 12,
        personalisation: { label: 'Name on the tag', maxLength: 40 },
      });
      const product = json(await get(`/api/products/id/${saree.id}`)).data.product;
      expect(product).toMatchObject({ madeToOrder: true, leadTimeDays: 12, inStock: true, stockQuantity: 0 });
      const cart = await addToCart(t.app, me.authorization, saree.id, 3, { personalisationNote: 'Meera' });
      expect(cart.items[0]).toMatchObject({ available: true, maxQuantity: MAX_LINE_QUANTITY });
      // No stock to run out of: beyond the line limit the answer says so, not "only 999 left".
      const beyond = await add(me.authorization, {
        productId: saree.id,
        quantity: MAX_LINE_QUANTITY,
        personalisationNote: 'Meera',
      });
      expect(beyond.statusCode).toBe(409);
      expect(json(beyond)).toMatchObject({
        code: 'CONFLICT',
        message: `You can have at most ${MAX_LINE_QUANTITY} of one product in your cart`,
      });
      const placed = await checkout(t.app, me.authorization);
      expect(placed.statusCode).toBe(201);
      const { order } = json(placed).data;
      expect(order.items[0]).toMatchObject({ personalisationNote: 'Meera', leadTimeDays: 12, quantity: 3 });
      expect(order.expectedDispatchDate).toBe(expectedDispatchDate(new Date(order.createdAt), 12));
      expect(await stockOf(t.db, saree.id)).toBe(0);
      const [mine] = json(await get('/api/orders', me.authorization)).data.orders;
      expect(mine.expectedDispatchDate).toBe(order.expectedDispatchDate);
    });

    it('sells a one-of-a-kind piece once: its page stays (200, isSold), listings drop it, a cancel brings it back', async () => {
      const category = `ooak-${Date.now()}`;
      const piece = await makeProduct(t.db, {
        name: 'Only One Kundan Choker',
        price: 8800,
        stockQuantity: 1,
        isOneOfAKind: true,
        craft: 'Kundan',
      });
      await t.db
        .update(products)
        .set({ tags: [category] })
        .where(eq(products.id, piece.id));
      const listed = async () =>
        (json(await get(`/api/products?tags=${category}`)).data.products as { id: string }[]).map(
          (p) => p.id,
        );
      expect(await listed()).toEqual([piece.id]);

      const buyer = await customer();
      await addToCart(t.app, buyer.authorization, piece.id, 1);
      const placed = await checkout(t.app, buyer.authorization);
      expect(placed.statusCode).toBe(201);

      const page = await get(`/api/products/id/${piece.id}`);
      expect(page.statusCode).toBe(200);
      expect(json(page).data.product).toMatchObject({
        isOneOfAKind: true,
        isSold: true,
        inStock: false,
        stockQuantity: 0,
      });
      expect(await listed()).toEqual([]);
      const search = json(await get('/api/products/search?q=only%20one%20kundan%20choker')).data.products;
      expect(search.map((p: { id: string }) => p.id)).not.toContain(piece.id);

      const late = await customer();
      const refused = await add(late.authorization, { productId: piece.id, quantity: 1 });
      expect(refused.statusCode).toBe(409);

      const { order } = json(placed).data;
      await t.app.inject({
        method: 'POST',
        url: `/api/orders/${order.id}/cancel`,
        headers: { authorization: buyer.authorization },
      });
      expect(json(await get(`/api/products/id/${piece.id}`)).data.product).toMatchObject({
        isSold: false,
        inStock: true,
      });
      expect(await listed()).toEqual([piece.id]);
    });
  });
});
