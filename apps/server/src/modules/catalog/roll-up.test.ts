import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct } from '../../../test/support/catalog-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/support/test-app.js';
import { rows } from '../../db/rows.js';

/**
 * The product row's roll-up of its variants (migrations 0005, 0006 and 0010): price and stock follow every
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

  it('writes a product inserted without options once: its default variant changes nothing of it', async () => {
    const category = await createCategory(t.db, { name: 'Rings' });
    // Rewrites of the row left dead versions behind, which listings and searches then read past.
    const updates = await t.db.transaction(async (tx) => {
      // PGlite keeps adding to the count across transactions: the insert's share is the difference.
      const counted = async () =>
        (
          await rows<{ updates: number }>(
            tx,
            sql`select n_tup_upd::int as updates from pg_stat_xact_user_tables where relname = 'products'`,
          )
        )[0]?.updates ?? 0;
      const before = await counted();
      await tx.execute(sql`insert into products (name, slug, description, price_paise, category_id, stock_quantity, sku)
        values ('Once Ring', 'once-ring', 'A ring.', 50000, ${category.id}, 3, 'ONCE-1')`);
      return (await counted()) - before;
    });
    expect(updates).toBe(0);
    const [inserted] = await rows<{ stock: number; finds_sku: boolean }>(
      t.db,
      sql`select p.stock_quantity as stock, p.search_vector @@ to_tsquery('simple', 'once-1') as finds_sku
          from products p join product_variants v on v.product_id = p.id where p.slug = 'once-ring'`,
    );
    expect(inserted).toEqual({ stock: 3, finds_sku: true });
  });

  it('rebuilds the search document when a variant changes its SKU', async () => {
    await markDocument();
    await t.db.execute(sql`update product_variants set sku = 'ROLL-S2' where id = ${variantId}`);
    expect(await product()).toMatchObject({ marked: false, finds_sku: true });
  });
});
