import { and, asc, eq, sql } from 'drizzle-orm';
import {
  MAX_LINE_QUANTITY,
  rupeesToPaise,
  summarise,
  type Cart,
  type CartItem,
  type PricingSettings,
  type Product,
} from '@shop/domain';
import type { Db } from '../../db/client.js';
import { cartItems } from '../../db/schema/index.js';
import { conflict, notFound, outOfStock } from '../../lib/errors.js';
import { getProductById, getProductsByIds } from '../catalog/index.js';

const PRODUCT_UNAVAILABLE = 'This product is currently unavailable';
const onlyLeftInStock = (stock: number) => `Only ${stock} left in stock`;
const TOO_MANY = `You can have at most ${MAX_LINE_QUANTITY} of one product in your cart`;

/**
 * The cart as the customer sees it, priced from the catalogue now. Lines whose product was
 * withdrawn, sold out or has fewer units than asked stay visible (flagged `available: false`) so
 * the customer learns why; they are left out of the summary and checkout refuses them.
 */
export async function getCart(db: Db, userId: string, pricing: PricingSettings): Promise<Cart> {
  const lines = await db
    .select({ id: cartItems.id, productId: cartItems.productId, quantity: cartItems.quantity })
    .from(cartItems)
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  const products = new Map(
    (
      await getProductsByIds(
        db,
        lines.map((line) => line.productId),
        { includeInactive: true },
      )
    ).map((product) => [product.id, product]),
  );

  const items: CartItem[] = lines.flatMap((line) => {
    const product = products.get(line.productId);
    // The foreign key cascades on delete, so a missing product is only a read racing a delete.
    if (!product) return [];
    const maxQuantity = product.inStock ? Math.min(product.stockQuantity, MAX_LINE_QUANTITY) : 0;
    const pricePaise = rupeesToPaise(product.price);
    return [
      {
        id: line.id,
        productId: line.productId,
        quantity: line.quantity,
        price: product.price,
        lineTotal: (pricePaise * line.quantity) / 100,
        name: product.name,
        available: product.inStock && line.quantity <= product.stockQuantity,
        maxQuantity,
        product,
      },
    ];
  });
  const summary = summarise(
    items
      .filter((item) => item.available)
      .map((item) => ({ unitPricePaise: rupeesToPaise(item.price), quantity: item.quantity })),
    pricing,
  );
  return { items, summary };
}

/** A product a shopper can put in the cart now, or the reason they cannot. */
async function purchasableProduct(db: Db, productId: string): Promise<Product> {
  const product = await getProductById(db, productId);
  if (!product) throw notFound('Product not found');
  if (product.stockQuantity <= 0) throw outOfStock(PRODUCT_UNAVAILABLE);
  return product;
}

/** Adds to the line of that product, creating it when there is none. */
export async function addCartItem(
  db: Db,
  userId: string,
  input: { productId: string; quantity: number },
  pricing: PricingSettings,
): Promise<Cart> {
  const product = await purchasableProduct(db, input.productId);
  const limit = Math.min(product.stockQuantity, MAX_LINE_QUANTITY);
  if (input.quantity > product.stockQuantity) throw outOfStock(onlyLeftInStock(product.stockQuantity));

  // One statement, so two quick taps on "Add to Cart" add up instead of overwriting each other.
  const written = await db
    .insert(cartItems)
    .values({ userId, productId: product.id, quantity: input.quantity })
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.productId],
      set: { quantity: sql`${cartItems.quantity} + excluded.quantity`, updatedAt: new Date() },
      setWhere: sql`${cartItems.quantity} + excluded.quantity <= ${limit}`,
    })
    .returning({ id: cartItems.id });
  if (written.length === 0) {
    throw product.stockQuantity > MAX_LINE_QUANTITY
      ? conflict(TOO_MANY)
      : outOfStock(onlyLeftInStock(product.stockQuantity));
  }
  return getCart(db, userId, pricing);
}

async function ownLine(db: Db, userId: string, itemId: string) {
  const [line] = await db
    .select({ id: cartItems.id, productId: cartItems.productId })
    .from(cartItems)
    .where(and(eq(cartItems.id, itemId), eq(cartItems.userId, userId)));
  // Another customer's line is "not found" too: its existence is none of this caller's business.
  if (!line) throw notFound('Cart item not found');
  return line;
}

/** Sets a line's quantity; 0 or less removes the line (decision 008). */
export async function updateCartItem(
  db: Db,
  userId: string,
  itemId: string,
  quantity: number,
  pricing: PricingSettings,
): Promise<Cart> {
  const line = await ownLine(db, userId, itemId);
  if (quantity < 1) return removeCartItem(db, userId, itemId, pricing);
  const product = await purchasableProduct(db, line.productId);
  if (quantity > product.stockQuantity) throw outOfStock(onlyLeftInStock(product.stockQuantity));
  await db
    .update(cartItems)
    .set({ quantity, updatedAt: new Date() })
    .where(and(eq(cartItems.id, itemId), eq(cartItems.userId, userId)));
  return getCart(db, userId, pricing);
}

export async function removeCartItem(
  db: Db,
  userId: string,
  itemId: string,
  pricing: PricingSettings,
): Promise<Cart> {
  const removed = await db
    .delete(cartItems)
    .where(and(eq(cartItems.id, itemId), eq(cartItems.userId, userId)))
    .returning({ id: cartItems.id });
  if (removed.length === 0) throw notFound('Cart item not found');
  return getCart(db, userId, pricing);
}

export async function clearCart(db: Db, userId: string, pricing: PricingSettings): Promise<Cart> {
  await db.delete(cartItems).where(eq(cartItems.userId, userId));
  return getCart(db, userId, pricing);
}

/** A cart line as checkout orders it. */
export interface CheckoutLine {
  productId: string;
  quantity: number;
}

/**
 * Empties the cart for checkout and answers its lines, oldest first, in one statement. Call it in
 * the checkout's transaction: when the order is refused the transaction rolls back and the cart
 * is as it was; a line added while checking out is not ordered and stays in the cart.
 */
export async function takeCartForCheckout(tx: Db, userId: string): Promise<CheckoutLine[]> {
  // DELETE … RETURNING cannot sort; the statement around it can.
  const result: unknown = await tx.execute(sql`
    with taken as (
      delete from cart_items where user_id = ${userId}
      returning id, product_id, quantity, created_at
    )
    select product_id as "productId", quantity from taken order by created_at, id`);
  return (result as { rows: CheckoutLine[] }).rows;
}
