import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productVariants } from '../../../db/schema/index.js';
import { createCategory, createImage } from '../../../../test/support/catalog-fixtures.js';
import { createUserWithSession } from '../../../../test/support/fixtures.js';
import { addToCart, checkout } from '../../../../test/support/order-fixtures.js';
import { createTestApp, json, type TestApp } from '../../../../test/support/test-app.js';

/** The product form's options, variant grid and handmade fields (decision 024). */
describe('admin writes of options and variants', () => {
  let t: TestApp;
  let adminAuth: string;
  let image: string;
  let variantImage: string;

  beforeAll(async () => {
    t = await createTestApp();
    adminAuth = (await createUserWithSession(t.db, 'admin')).authorization;
    await createCategory(t.db, { name: 'Kurtis' });
    image = `/images/${(await createImage(t.db)).id}/640.webp`;
    variantImage = `/images/${(await createImage(t.db)).id}/640.webp`;
  });
  afterAll(async () => {
    await t.close();
  });

  const send = (method: 'POST' | 'PUT', path: string, payload: object) =>
    t.app.inject({ method, url: path, headers: { authorization: adminAuth }, payload });
  const base = (name: string) => ({
    name,
    description: 'Hand block-printed cotton kurti.',
    price: 1200,
    category: 'kurtis',
    stockQuantity: 0,
    image,
  });
  const sizes = { name: 'Size', values: ['S', 'M', 'L'] };
  const allVariants = (stock: number) =>
    sizes.values.map((size) => ({ optionValues: { Size: size }, stockQuantity: stock }));
  type Stored = { sku: string | null; variants: unknown[] };
  const read = async (id: string) =>
    json(
      await t.app.inject({
        method: 'GET',
        url: `/api/products/id/${id}?includeInactive=true`,
        headers: { authorization: adminAuth },
      }),
    ).data.product as Stored;

  it('creates a product with options and a grid: SKUs made from its own, prices and stock per variant', async () => {
    const response = await send('POST', '/api/products', {
      ...base('Dabu Kurti'),
      sku: 'dabu-k1',
      options: [sizes, { name: 'Colour', values: ['Indigo', 'Rust'] }],
      variants: [
        { optionValues: { Size: 'S', Colour: 'Indigo' }, stockQuantity: 2 },
        { optionValues: { Size: 'M', Colour: 'Indigo' }, stockQuantity: 0, price: 1350, originalPrice: 1500 },
        {
          optionValues: { Size: 'L', Colour: 'Rust' },
          stockQuantity: 4,
          sku: 'DABU-L-R',
          image: variantImage,
        },
      ],
      craft: 'Dabu print',
      material: 'Cotton',
      origin: 'Bagru, Rajasthan',
      artisan: 'Chhipa cluster',
      care: 'Hand wash cold',
      madeToOrder: false,
    });
    expect(response.statusCode).toBe(201);
    const { product } = json(response).data;
    expect(product).toMatchObject({
      sku: null,
      price: 1200,
      priceMin: 1200,
      priceMax: 1350,
      stockQuantity: 6,
      inStock: true,
      craft: 'Dabu print',
      origin: 'Bagru, Rajasthan',
      artisan: 'Chhipa cluster',
    });
    expect(
      product.variants.map((v: { sku: string; title: string; price: number; inStock: boolean }) => [
        v.sku,
        v.title,
        v.price,
        v.inStock,
      ]),
    ).toEqual([
      ['DABU-K1-S-INDIGO', 'S / Indigo', 1200, true],
      ['DABU-K1-M-INDIGO', 'M / Indigo', 1350, false],
      ['DABU-L-R', 'L / Rust', 1200, true],
    ]);
    expect(product.variants[1].originalPrice).toBe(1500);
    expect(product.variants[2].image).toBe(variantImage);
  });

  it('refuses an SKU another product uses with 409 naming it, and writes nothing', async () => {
    const first = json(await send('POST', '/api/products', { ...base('First Kurti'), sku: 'KUR-100' })).data
      .product;
    const response = await send('POST', '/api/products', {
      ...base('Second Kurti'),
      options: [{ name: 'Size', values: ['S'] }],
      variants: [{ optionValues: { Size: 'S' }, stockQuantity: 1, sku: 'kur-100' }],
    });
    expect(response.statusCode).toBe(409);
    expect(json(response)).toMatchObject({
      code: 'CONFLICT',
      message: 'SKU kur-100 is already used by another product',
    });
    const update = await send('PUT', `/api/products/${first.id}`, { sku: 'DABU-L-R' });
    expect(update.statusCode).toBe(409);
    expect(json(update).message).toBe('SKU DABU-L-R is already used by another product');
    expect((await read(first.id)).sku).toBe('KUR-100');
  });

  it('deletes a variant left out that was never ordered, archives one that was, and the order keeps its line', async () => {
    const created = json(
      await send('POST', '/api/products', {
        ...base('Archive Kurti'),
        options: [sizes],
        variants: allVariants(5),
      }),
    ).data.product;
    const [small, medium, large] = created.variants;
    const buyer = await createUserWithSession(t.db, 'customer');
    await addToCart(t.app, buyer.authorization, created.id, 1, { variantId: medium.id });
    const placed = await checkout(t.app, buyer.authorization);
    expect(placed.statusCode).toBe(201);
    const orderId = json(placed).data.order.id;

    // The sizes no longer sold leave the option too: a size without a variant is refused.
    const response = await send('PUT', `/api/products/${created.id}`, {
      options: [{ name: 'Size', values: ['L'] }],
      variants: [{ id: large.id, optionValues: { Size: 'L' }, stockQuantity: 9 }],
    });
    expect(response.statusCode).toBe(200);
    const { product } = json(response).data;
    expect(product.variants.map((v: { id: string }) => v.id)).toEqual([large.id]);
    expect(product.stockQuantity).toBe(9);

    const stored = await t.db
      .select({ id: productVariants.id, archivedAt: productVariants.archivedAt })
      .from(productVariants)
      .where(eq(productVariants.productId, created.id));
    expect(stored.map((row) => row.id).sort()).toEqual([medium.id, large.id].sort());
    expect(stored.find((row) => row.id === medium.id)?.archivedAt).not.toBeNull();
    expect(stored.some((row) => row.id === small.id)).toBe(false);

    const order = json(
      await t.app.inject({
        method: 'GET',
        url: `/api/orders/${orderId}`,
        headers: { authorization: buyer.authorization },
      }),
    ).data.order;
    expect(order.items[0]).toMatchObject({ variantId: medium.id, variantTitle: 'M', sku: medium.sku });

    // The archived variant's SKU is never given out again.
    const reuse = await send('POST', '/api/products', { ...base('Reuse Kurti'), sku: medium.sku });
    expect(reuse.statusCode).toBe(409);
  });

  it('checks options sent alone against the stored variants, and variants sent alone against the stored options', async () => {
    const created = json(
      await send('POST', '/api/products', {
        ...base('Checked Kurti'),
        options: [sizes],
        variants: allVariants(1),
      }),
    ).data.product;
    const onlyOptions = await send('PUT', `/api/products/${created.id}`, {
      options: [{ name: 'Size', values: ['S', 'M'] }],
    });
    expect(onlyOptions.statusCode).toBe(422);
    expect(json(onlyOptions).details[0].field).toBe('variants.2.optionValues');
    const onlyVariants = await send('PUT', `/api/products/${created.id}`, {
      variants: [{ optionValues: { Size: 'XL' }, stockQuantity: 1 }],
    });
    expect(onlyVariants.statusCode).toBe(422);
    expect((await read(created.id)).variants).toHaveLength(3);

    const grown = await send('PUT', `/api/products/${created.id}`, {
      options: [{ name: 'Size', values: ['S', 'M', 'L', 'XL'] }],
      variants: [...allVariants(1), { optionValues: { Size: 'XL' }, stockQuantity: 2, price: 1400 }],
    });
    expect(grown.statusCode).toBe(200);
    const product = json(grown).data.product;
    expect(product.variants.map((v: { id: string }) => v.id).slice(0, 3)).toEqual(
      created.variants.map((v: { id: string }) => v.id),
    );
    expect(product).toMatchObject({ priceMin: 1200, priceMax: 1400, stockQuantity: 5 });
  });

  it('refuses to keep an option value no variant carries, with 422 naming the option, and changes nothing', async () => {
    const created = json(
      await send('POST', '/api/products', {
        ...base('Kalamkari Kurti'),
        options: [sizes],
        variants: allVariants(1),
      }),
    ).data.product;
    const withThreeXl = [{ name: 'Size', values: ['S', 'M', 'L', '3XL'] }];
    // The size added, but no variant for it: shoppers would see 3XL and never be able to buy it.
    for (const payload of [{ options: withThreeXl }, { options: withThreeXl, variants: allVariants(1) }]) {
      const refused = await send('PUT', `/api/products/${created.id}`, payload);
      expect(refused.statusCode, refused.body).toBe(422);
      expect(json(refused).details).toContainEqual({
        field: 'options.0.values',
        message: expect.stringContaining('"3XL" under Size has no variant'),
      });
    }
    const { variants } = await read(created.id);
    expect(variants).toHaveLength(3);
    const again = json(
      await t.app.inject({
        method: 'GET',
        url: `/api/products/id/${created.id}`,
        headers: { authorization: adminAuth },
      }),
    ).data.product;
    expect(again.options).toMatchObject([sizes]);
  });

  it('makes a new variant’s SKU follow its siblings’ (product SKU, then its values), not the product id', async () => {
    const created = json(
      await send('POST', '/api/products', {
        ...base('Chanderi Kurti'),
        options: [sizes],
        variants: sizes.values.map((size) => ({
          optionValues: { Size: size },
          stockQuantity: 1,
          sku: `KS-CL-KUR-001-${size}`,
        })),
      }),
    ).data.product;
    const grown = await send('PUT', `/api/products/${created.id}`, {
      options: [{ name: 'Size', values: ['S', 'M', 'L', '3XL'] }],
      variants: [...allVariants(1), { optionValues: { Size: '3XL' }, stockQuantity: 0 }],
    });
    expect(grown.statusCode, grown.body).toBe(200);
    const added = json(grown).data.product.variants.find(
      (variant: { optionValues: { Size: string } }) => variant.optionValues.Size === '3XL',
    );
    expect(added).toMatchObject({ sku: 'KS-CL-KUR-001-3XL', price: 1200, stockQuantity: 0 });
  });

  it('keeps a product without options on one default variant whose fields are the form’s', async () => {
    const created = json(
      await send('POST', '/api/products', { ...base('Plain Potli'), stockQuantity: 4, sku: 'POT-1' }),
    ).data.product;
    expect(created.variants).toMatchObject([{ sku: 'POT-1', title: '', price: 1200, stockQuantity: 4 }]);
    const updated = json(
      await send('PUT', `/api/products/${created.id}`, { price: 999, stockQuantity: 6, sku: 'POT-2' }),
    ).data.product;
    expect(updated).toMatchObject({ sku: 'POT-2', price: 999, stockQuantity: 6 });
    expect(updated.variants).toMatchObject([{ id: created.variants[0].id, sku: 'POT-2', price: 999 }]);
  });

  it('keeps a one-of-a-kind piece at one unit, and takes the handmade fields', async () => {
    const created = await send('POST', '/api/products', {
      ...base('Single Meenakari Pendant'),
      stockQuantity: 1,
      isOneOfAKind: true,
      personalisation: { label: 'Initials' },
    });
    expect(created.statusCode).toBe(201);
    const { product } = json(created).data;
    expect(product).toMatchObject({
      isOneOfAKind: true,
      isSold: false,
      stockQuantity: 1,
      personalisation: { label: 'Initials', maxLength: 40 },
    });
    const tooMany = await send('PUT', `/api/products/${product.id}`, { stockQuantity: 3 });
    expect(tooMany.statusCode).toBe(422);
    expect(json(tooMany).details[0]).toEqual({
      field: 'stockQuantity',
      message: 'A one-of-a-kind piece has a stock of 1',
    });
    const madeToOrder = await send('PUT', `/api/products/${product.id}`, {
      isOneOfAKind: false,
      madeToOrder: true,
      leadTimeDays: 7,
      stockQuantity: 0,
      personalisation: null,
    });
    expect(json(madeToOrder).data.product).toMatchObject({
      isOneOfAKind: false,
      madeToOrder: true,
      leadTimeDays: 7,
      inStock: true,
      personalisation: null,
    });
  });

  it('refuses a variant id of another product with 422', async () => {
    const a = json(
      await send('POST', '/api/products', { ...base('Grid A'), options: [sizes], variants: allVariants(1) }),
    ).data.product;
    const b = json(
      await send('POST', '/api/products', { ...base('Grid B'), options: [sizes], variants: allVariants(1) }),
    ).data.product;
    const response = await send('PUT', `/api/products/${a.id}`, {
      options: [{ name: 'Size', values: ['S'] }],
      variants: [{ id: b.variants[0].id, optionValues: { Size: 'S' }, stockQuantity: 1 }],
    });
    expect(response.statusCode).toBe(422);
    expect(json(response).details[0].field).toBe('variants.0.id');
  });
});
