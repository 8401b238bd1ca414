import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct } from '../../../test/support/catalog-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/support/test-app.js';
import { rows } from './product-row.js';

/**
 * The product row's roll-up of its variants (migrations 0005 and 0006): price and stock follow every
 * write, and the search document is rebuilt only for what it holds of a variant (its SKU), so a
 * checkout's stock write does not rebuild the full-text document of every product bought.
 */
describe('rolling variants up into their product', () => {
  let t: TestApp;
  let productId: string;
  let variantId: string;
  beforeAll(async () => {
    t = await createTestApp();
    const category = await createCategory(t.db, { name: 'Kurtis' });
    const product = await createProduct(t.db, {
      name: 'Roll-up Kurti',
      price: 1000,
      categoryId: category.id,
      options: [{ name: 'Size', values: ['S', 'M'] }],
      variants: [
        { optionValues: { Size: 'S' }, stockQuantity: 4, sku: 'ROLL-S' },
        { optionValues: { Size: 'M' }, stockQuantity: 2, sku: 'ROLL-M', price: 900 },
      ],
    });
    productId = product.id;
    variantId = product.variants[0]?.id ?? '';
  });
  afterAll(async () => {
    await t.close();
  });

  /** Marks the stored search document, so a rebuild (which drops the mark) shows. */
  const markDocument = () =>
    t.db.execute(sql`update products set search_vector = to_tsvector('simple', 'untouched')
      where id = ${productId}`);
  const product = async () =>
    (
      await rows<{ stock: number; price: number; marked: boolean; finds_sku: boolean }>(
        t.db,
        sql`select stock_quantity as stock, price_paise as price,
              search_vector @@ to_tsquery('simple', 'untouched') as marked,
              search_vector @@ to_tsquery('simple', 'roll-s2') as finds_sku
            from products where id = ${productId}`,
      )
    )[0];

  it('follows a stock or price write without rebuilding the search document', async () => {
    await markDocument();
    await t.db.execute(sql`update product_variants set stock_quantity = 1, price_paise = 80000
      where id = ${variantId}`);
    expect(await product()).toMatchObject({ stock: 3, price: 80000, marked: true });
  });

  it('rebuilds the search document when a variant changes its SKU', async () => {
    await markDocument();
    await t.db.execute(sql`update product_variants set sku = 'ROLL-S2' where id = ${variantId}`);
    expect(await product()).toMatchObject({ marked: false, finds_sku: true });
  });
});
