import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppError } from '../../lib/errors.js';
import { createCategory, createImage, createProduct } from '../../../test/support/catalog-fixtures.js';
import { stockOf } from '../../../test/support/order-fixtures.js';
import { createTestDatabase } from '../../../test/support/test-database.js';
import type { Database } from '../../db/client.js';
import { returnStock, takeStock } from './stock-service.js';

/**
 * Checkout and cancellation reach stock only through these two calls, inside the orders module's
 * transaction; the API tests of orders cover them end to end, these pin the contract itself.
 */
describe('stock service', () => {
  let database: Database;
  let categoryId: string;
  let n = 0;
  const product = async (stockQuantity: number, extra: { isActive?: boolean; imageIds?: string[] } = {}) => {
    n += 1;
    return createProduct(database.db, {
      name: `Stock Test ${n}`,
      price: 250 + n,
      categoryId,
      stockQuantity,
      ...extra,
    });
  };
  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (error: unknown) => error as AppError,
    );

  beforeAll(async () => {
    database = await createTestDatabase();
    categoryId = (await createCategory(database.db, { name: 'Stock test category' })).id;
  });
  afterAll(async () => {
    await database.close();
  });

  it('takes every line at once and answers what the order keeps, in the order asked', async () => {
    const image = await createImage(database.db);
    const ring = await product(5, { imageIds: [image.id] });
    const stole = await product(2);
    const taken = await database.db.transaction((tx) =>
      takeStock(tx, [
        { productId: stole.id, variantId: stole.variantId, quantity: 2, personalisationNote: '' },
        { productId: ring.id, variantId: ring.variantId, quantity: 3, personalisationNote: '' },
      ]),
    );
    expect(taken).toEqual([
      {
        productId: stole.id,
        variantId: stole.variantId,
        quantity: 2,
        productName: stole.name,
        productImage: null,
        unitPricePaise: stole.pricePaise,
        variantTitle: '',
        // No Hindi in the catalogue: the order keeps none.
        productNameHi: null,
        variantTitleHi: null,
        sku: stole.variants[0]?.sku,
        personalisationNote: null,
        leadTimeDays: null,
        // Neither the product nor its category names an HSN code; the category's rate is 18%.
        hsnCode: '',
        gstRate: 18,
        gstRule: { rate: 18, slab: null },
      },
      {
        productId: ring.id,
        variantId: ring.variantId,
        quantity: 3,
        productName: ring.name,
        productImage: `/images/${image.id}/640.webp`,
        unitPricePaise: ring.pricePaise,
        variantTitle: '',
        productNameHi: null,
        variantTitleHi: null,
        sku: ring.variants[0]?.sku,
        personalisationNote: null,
        leadTimeDays: null,
        // Neither the product nor its category names an HSN code; the category's rate is 18%.
        hsnCode: '',
        gstRate: 18,
        gstRule: { rate: 18, slab: null },
      },
    ]);
    expect(await stockOf(database.db, ring.id)).toBe(2);
    expect(await stockOf(database.db, stole.id)).toBe(0);
  });

  it('refuses the whole take, naming every line it cannot fill, and takes nothing', async () => {
    const ample = await product(10);
    const short = await product(1);
    const soldOut = await product(0);
    const withdrawn = await product(4, { isActive: false });
    const error = await refusal(
      database.db.transaction((tx) =>
        takeStock(tx, [
          { productId: ample.id, variantId: ample.variantId, quantity: 1, personalisationNote: '' },
          { productId: short.id, variantId: short.variantId, quantity: 2, personalisationNote: '' },
          { productId: soldOut.id, variantId: soldOut.variantId, quantity: 1, personalisationNote: '' },
          { productId: withdrawn.id, variantId: withdrawn.variantId, quantity: 1, personalisationNote: '' },
        ]),
      ),
    );
    expect(error).toMatchObject({
      statusCode: 409,
      code: 'OUT_OF_STOCK',
      message: `Only 1 left of ${short.name}`,
      details: [
        { field: short.id, message: `Only 1 left of ${short.name}` },
        { field: soldOut.id, message: `${soldOut.name} is out of stock` },
        { field: withdrawn.id, message: `${withdrawn.name} is no longer available` },
      ],
    });
    expect(await stockOf(database.db, ample.id)).toBe(10);
    expect(await stockOf(database.db, short.id)).toBe(1);
  });

  it('lets two takes over the same products in opposite order both finish', async () => {
    const a = await product(10);
    const b = await product(10);
    await Promise.all([
      database.db.transaction((tx) =>
        takeStock(tx, [
          { productId: a.id, variantId: a.variantId, quantity: 1, personalisationNote: '' },
          { productId: b.id, variantId: b.variantId, quantity: 1, personalisationNote: '' },
        ]),
      ),
      database.db.transaction((tx) =>
        takeStock(tx, [
          { productId: b.id, variantId: b.variantId, quantity: 2, personalisationNote: '' },
          { productId: a.id, variantId: a.variantId, quantity: 2, personalisationNote: '' },
        ]),
      ),
    ]);
    expect(await stockOf(database.db, a.id)).toBe(7);
    expect(await stockOf(database.db, b.id)).toBe(7);
  });

  it('puts back every returned line, adding up lines of the same product', async () => {
    const a = await product(1);
    const b = await product(0);
    await database.db.transaction((tx) =>
      returnStock(tx, [
        { variantId: b.variantId, quantity: 2 },
        { variantId: a.variantId, quantity: 3 },
        { variantId: b.variantId, quantity: 1 },
      ]),
    );
    expect(await stockOf(database.db, a.id)).toBe(4);
    expect(await stockOf(database.db, b.id)).toBe(3);
  });
});
