import { eq, sql } from 'drizzle-orm';
import { DEFAULT_SHOP_SETTINGS, gstinCheckCharacter, type Cart, type GstMode } from '@shop/domain';
import type { Db } from '../../src/db/client.js';
import { cartItems, orders, products, productVariants, shopSettings } from '../../src/db/schema/index.js';
import type { App } from '../../src/app.js';
import { createCategory, createProduct, type ProductFixture } from './catalog-fixtures.js';
import { json } from './json.js';

/** A shipping address the checkout accepts. */
export const goodAddress = {
  name: 'Asha Verma',
  address: 'B-12, Pari Chowk',
  city: 'Greater Noida',
  state: 'Uttar Pradesh',
  pincode: '201310',
  phone: '+91 98765 43210',
};

let categoryCounter = 0;

/** A product (10 in stock unless told) in its own active category. */
export async function makeProduct(
  db: Db,
  input: Partial<ProductFixture> & { name: string; price: number },
): Promise<{ id: string; name: string; variantId: string; variants: { id: string; sku: string }[] }> {
  categoryCounter += 1;
  const category = await createCategory(db, {
    name: `Order test category ${categoryCounter}`,
    slug: `order-test-${categoryCounter}-${Date.now()}`,
  });
  const product = await createProduct(db, { stockQuantity: 10, ...input, categoryId: category.id });
  return { id: product.id, name: product.name, variantId: product.variantId, variants: product.variants };
}

export async function stockOf(db: Db, productId: string): Promise<number> {
  const [row] = await db
    .select({ stock: products.stockQuantity })
    .from(products)
    .where(eq(products.id, productId));
  if (!row) throw new Error('no such product');
  return row.stock;
}

export async function cartOf(db: Db, userId: string) {
  return db
    .select({ productId: cartItems.productId, quantity: cartItems.quantity })
    .from(cartItems)
    .where(eq(cartItems.userId, userId));
}

export async function orderCount(db: Db, userId?: string): Promise<number> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(userId ? eq(orders.userId, userId) : undefined);
  return rows.length;
}

/** The stock of one variant. */
export async function variantStockOf(db: Db, variantId: string): Promise<number> {
  const [row] = await db
    .select({ stock: productVariants.stockQuantity })
    .from(productVariants)
    .where(eq(productVariants.id, variantId));
  if (!row) throw new Error('no such variant');
  return row.stock;
}

/** Puts a product in a customer's cart through the API, failing loudly if it is refused. */
export async function addToCart(
  app: App,
  authorization: string,
  productId: string,
  quantity = 1,
  extra: { variantId?: string; personalisationNote?: string } = {},
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/cart/items',
    headers: { authorization },
    payload: { productId, quantity, ...extra },
  });
  if (response.statusCode !== 200) throw new Error(`add to cart failed: ${response.body}`);
  return (json(response) as { data: { cart: Cart } }).data.cart;
}

let keyCounter = 0;
export const newKey = () => `test-key-${Date.now()}-${(keyCounter += 1)}`;

export function checkout(
  app: App,
  authorization: string,
  options: { key?: string | null; body?: object } = {},
) {
  const key = options.key === undefined ? newKey() : options.key;
  return app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { authorization, ...(key === null ? {} : { 'idempotency-key': key }) },
    payload: options.body ?? { shippingAddress: goodAddress },
  });
}

/** A valid GSTIN of Uttar Pradesh for tests (its check character adds up). */
export const TEST_GSTIN = '09AAKFK1234L1Z' + gstinCheckCharacter('09AAKFK1234L1Z');

/**
 * How the shop charges GST in this test's database (decision 050), written straight to the settings
 * as staff would save them: `exclusive` is decision 005's GST on top, which many older tests price
 * with; `inclusive` the prices including it; `none` not registered.
 */
export async function useGstMode(db: Db, mode: GstMode): Promise<void> {
  const sections = {
    business: { ...DEFAULT_SHOP_SETTINGS.business, gstin: mode === 'none' ? '' : TEST_GSTIN },
    tax: { registered: mode !== 'none', pricesIncludeGst: mode !== 'exclusive' },
  };
  await db
    .insert(shopSettings)
    .values(Object.entries(sections).map(([section, value]) => ({ section, value })))
    .onConflictDoUpdate({ target: shopSettings.section, set: { value: sql`excluded.value` } });
}
