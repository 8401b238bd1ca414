import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  migrationsBefore,
  openBareDatabase,
  type BareDatabase,
} from '../../../test/support/bare-database.js';
import { migrationsFolder } from '../../db/client.js';
import { rows } from '../../db/rows.js';
import { getProductById } from './service.js';

const CATEGORY = '10000000-0000-4000-8000-000000000001';
const USER = '20000000-0000-4000-8000-000000000001';
const WITH_SKU = '30000000-0000-4000-8000-000000000001';
const WITHOUT_SKU = 'abcdef12-0000-4000-8000-000000000002';
const ORDER = '40000000-0000-4000-8000-000000000001';

/**
 * Migration 0005 on a shop that already sold things: products, a cart and an order written as the
 * shop held them at migration 0004 survive with their prices, stock, SKUs, cart and order lines.
 */
describe('migration 0005 (variants) on a shop with products, carts and orders', () => {
  let bare: BareDatabase;
  beforeAll(async () => {
    bare = await openBareDatabase();
    await bare.migrate(migrationsBefore('variants-handmade-provenance'));
    await bare.db.execute(sql`
      insert into categories (id, name, slug, category_type) values (${CATEGORY}, 'Jewellery', 'jewellery', 'parent')`);
    await bare.db.execute(sql`
      insert into users (id, email, full_name, password_hash) values (${USER}, 'asha@example.in', 'Asha', 'x')`);
    await bare.db.execute(sql`
      insert into products (id, name, slug, description, price_paise, original_price_paise, category_id, stock_quantity, sku)
      values (${WITH_SKU}, 'Kundan Jhumka', 'kundan-jhumka', 'Gold-plated.', 149950, 199900, ${CATEGORY}, 7, 'KJ-001'),
             (${WITHOUT_SKU}, 'Lac Bangle', 'lac-bangle', 'Lac.', 50000, null, ${CATEGORY}, 0, null)`);
    await bare.db.execute(sql`
      insert into cart_items (user_id, product_id, quantity) values (${USER}, ${WITH_SKU}, 2)`);
    await bare.db.execute(sql`
      insert into orders (id, user_id, subtotal_paise, delivery_paise, gst_paise, total_paise, shipping_name,
        shipping_address, shipping_city, shipping_state, shipping_pincode, shipping_phone)
      values (${ORDER}, ${USER}, 100000, 0, 18000, 118000, 'Asha', 'B-12', 'Noida', 'Uttar Pradesh', '201310', '9876543210')`);
    await bare.db.execute(sql`
      insert into order_items (order_id, product_id, product_name, unit_price_paise, quantity)
      values (${ORDER}, ${WITHOUT_SKU}, 'Lac Bangle', 50000, 1),
             (${ORDER}, null, 'A Deleted Anklet', 50000, 1)`);
    await bare.migrate(migrationsFolder());
  });
  afterAll(async () => {
    await bare.close();
  });

  it('gives every product one default variant with its price, original price, stock and shown SKU', async () => {
    const variants = await rows<Record<string, unknown>>(
      bare.db,
      sql`select product_id, sku, option_values, price_paise, original_price_paise, stock_quantity, archived_at
          from product_variants order by sku`,
    );
    expect(variants).toEqual([
      {
        product_id: WITHOUT_SKU,
        sku: 'ABCDEF12',
        option_values: {},
        price_paise: 50000,
        original_price_paise: null,
        stock_quantity: 0,
        archived_at: null,
      },
      {
        product_id: WITH_SKU,
        sku: 'KJ-001',
        option_values: {},
        price_paise: 149950,
        original_price_paise: 199900,
        stock_quantity: 7,
        archived_at: null,
      },
    ]);
    expect(
      await rows(
        bare.db,
        sql`select price_paise, original_price_paise, stock_quantity, sku, options, sold_at
            from products order by name desc`,
      ),
    ).toEqual([
      {
        price_paise: 50000,
        original_price_paise: null,
        stock_quantity: 0,
        sku: null,
        options: [],
        sold_at: null,
      },
      {
        price_paise: 149950,
        original_price_paise: 199900,
        stock_quantity: 7,
        sku: 'KJ-001',
        options: [],
        sold_at: null,
      },
    ]);
    const product = await getProductById(bare.db, WITH_SKU);
    expect(product).toMatchObject({ price: 1499.5, originalPrice: 1999, stockQuantity: 7, sku: 'KJ-001' });
    expect((await getProductById(bare.db, WITHOUT_SKU))?.sku).toBe('ABCDEF12');
  });

  it('points the cart line at the default variant, without a note', async () => {
    expect(
      await rows(
        bare.db,
        sql`select ci.quantity, ci.personalisation_note, v.sku from cart_items ci
            join product_variants v on v.id = ci.variant_id`,
      ),
    ).toEqual([{ quantity: 2, personalisation_note: '', sku: 'KJ-001' }]);
  });

  it('keeps the order lines as they were, with the SKU they showed; a deleted product’s line keeps none', async () => {
    expect(
      await rows(
        bare.db,
        sql`select oi.product_name, oi.unit_price_paise, oi.quantity, oi.sku, oi.variant_title,
              oi.personalisation_note, oi.lead_time_days, v.product_id as variant_product
            from order_items oi left join product_variants v on v.id = oi.variant_id
            order by oi.product_name`,
      ),
    ).toEqual([
      {
        product_name: 'A Deleted Anklet',
        unit_price_paise: 50000,
        quantity: 1,
        sku: '',
        variant_title: '',
        personalisation_note: null,
        lead_time_days: null,
        variant_product: null,
      },
      {
        product_name: 'Lac Bangle',
        unit_price_paise: 50000,
        quantity: 1,
        sku: 'ABCDEF12',
        variant_title: '',
        personalisation_note: null,
        lead_time_days: null,
        variant_product: WITHOUT_SKU,
      },
    ]);
    expect(await rows(bare.db, sql`select total_paise from orders`)).toEqual([{ total_paise: 118000 }]);
  });
});
