import { and, eq, sql } from 'drizzle-orm';
import {
  cartSummaryOf,
  computeOrderTotals,
  MAX_LINE_QUANTITY,
  type CartMerge,
  type CartQuote,
  type DroppedLine,
  type GuestCartLine,
  type Language,
  type MergeChange,
  type PricingSettings,
  type Product,
  type Sentence,
} from '@shop/domain';
import type { Db } from '../../db/client.js';
import { cartItems } from './tables.js';
import { cartItemOf, priceLines, productsOf, summaryLines, unitsFor } from './priced-lines.js';
import { getCart } from './service.js';

/**
 * A guest's cart (decision 040): kept in the browser as variant and quantity, priced here with the
 * signed-in cart's own code on every view, and added to the account's cart on sign-in.
 */

/** One line per variant, in the order first seen: the browser keeps one, a hand-made body may not. */
function oneLinePerVariant(items: readonly GuestCartLine[]): GuestCartLine[] {
  const byVariant = new Map<string, GuestCartLine>();
  for (const item of items) {
    const seen = byVariant.get(item.variantId);
    const quantity = Math.min(MAX_LINE_QUANTITY, (seen?.quantity ?? 0) + item.quantity);
    byVariant.set(item.variantId, { ...(seen ?? item), quantity });
  }
  return [...byVariant.values()];
}

const variantOf = (product: Product | undefined, variantId: string) =>
  product?.variants.find((variant) => variant.id === variantId);

/** "Silk Saree (M)", or the product's name for a product without options. */
const named = (product: Product, variantId: string) => {
  const title = variantOf(product, variantId)?.title;
  return title ? `${product.name} (${title})` : product.name;
};

const TAKEN_OUT: Sentence = {
  en: 'A piece in your cart is no longer sold, so it was taken out',
  hi: 'आपके कार्ट का एक पीस अब बिक्री पर नहीं है, इसलिए उसे हटा दिया गया है',
};

const noLongerAvailable = (name: string | undefined): Sentence =>
  name
    ? { en: `${name} is no longer available`, hi: `${name} अब उपलब्ध नहीं है` }
    : { en: 'A piece is no longer available', hi: 'एक पीस अब उपलब्ध नहीं है' };

const onlyAvailable = (name: string, limit: number, inCart: number): Sentence => ({
  en: `Only ${limit} of ${name} ${limit === 1 ? 'is' : 'are'} available: your cart has ${inCart}`,
  hi: `${name} के सिर्फ़ ${limit} पीस उपलब्ध ${limit === 1 ? 'है' : 'हैं'}: आपके कार्ट में अब ${inCart} ${inCart === 1 ? 'है' : 'हैं'}`,
});

/**
 * The browser's lines priced now, in the signed-in cart's shape (no coupon: codes are for accounts).
 * A withdrawn, sold-out or short line stays, flagged unavailable, as in an account's cart; a line
 * whose product or variant no longer exists at all cannot be shown and comes back in `dropped`.
 */
export async function quoteCart(
  db: Db,
  items: readonly GuestCartLine[],
  pricing: PricingSettings,
  language: Language,
): Promise<CartQuote> {
  const lines = oneLinePerVariant(items);
  const products = await productsOf(db, lines);
  const productOf = (productId: string) => products.get(productId)?.product;
  const dropped: DroppedLine[] = [];
  const kept = lines.filter((line) => {
    if (variantOf(productOf(line.productId), line.variantId)) return true;
    dropped.push({
      productId: line.productId,
      variantId: line.variantId,
      message: TAKEN_OUT[language],
    });
    return false;
  });
  // A guest's line is known by its variant (one line per variant, no notes).
  const priced = priceLines(
    products,
    kept.map((line) => ({ ...line, id: line.variantId, personalisationNote: '' })),
  );
  const totals = computeOrderTotals(summaryLines(priced), pricing);
  // Paise until here; the contract's rupees from here (decision 053).
  return { cart: { items: priced.map(cartItemOf), summary: cartSummaryOf(totals), coupon: null }, dropped };
}

/** Units of a variant the customer's cart holds, on the line without a note and on the others. */
async function unitsHeld(tx: Db, userId: string, variantId: string) {
  const [row] = await tx
    .select({
      plain: sql<number>`coalesce(sum(${cartItems.quantity}) filter (where ${cartItems.personalisationNote} = ''), 0)::int`,
      others: sql<number>`coalesce(sum(${cartItems.quantity}) filter (where ${cartItems.personalisationNote} <> ''), 0)::int`,
    })
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.variantId, variantId)));
  return { plain: row?.plain ?? 0, others: row?.others ?? 0 };
}

/**
 * Adds the browser's guest cart to the account's cart on sign-in or sign-up: each line's units join
 * the account's line of that variant (without a note), capped by what is in stock less what the
 * cart already holds of it. Every line that did not go in as asked (capped, sold out, withdrawn or
 * gone) is listed with a sentence for the shopper. In one transaction, one customer at a time.
 */
export async function mergeGuestCart(
  db: Db,
  userId: string,
  items: readonly GuestCartLine[],
  pricing: PricingSettings,
  language: Language,
): Promise<CartMerge> {
  const lines = oneLinePerVariant(items);
  // Visible products only: a withdrawn one is not added. Named in the page's language.
  const visible = await productsOf(db, lines, { includeInactive: false, language });
  const products = new Map([...visible].map(([id, found]) => [id, found.product]));
  const changes: MergeChange[] = [];
  await db.transaction(async (tx) => {
    for (const line of lines) {
      const product = products.get(line.productId);
      const variant = variantOf(product, line.variantId);
      const name = product ? named(product, line.variantId) : '';
      const change = (inCart: number, message: Sentence) =>
        changes.push({
          productId: line.productId,
          variantId: line.variantId,
          name,
          requested: line.quantity,
          inCart,
          message: message[language],
        });
      if (!product || !variant?.inStock) {
        change(0, noLongerAvailable(name || undefined));
        continue;
      }
      const held = await unitsHeld(tx, userId, variant.id);
      const limit = Math.min(MAX_LINE_QUANTITY, unitsFor(product, variant, held.others));
      const wanted = held.plain + line.quantity;
      const target = Math.min(wanted, limit);
      if (target > held.plain) {
        await tx
          .insert(cartItems)
          .values({ userId, productId: product.id, variantId: variant.id, quantity: target })
          .onConflictDoUpdate({
            target: [cartItems.userId, cartItems.variantId, cartItems.personalisationNote],
            set: { quantity: target, updatedAt: new Date() },
          });
      }
      if (target < wanted) {
        const inCart = Math.max(target, held.plain);
        change(inCart, onlyAvailable(name, limit, inCart));
      }
    }
  });
  return { cart: await getCart(db, userId, pricing, language), changes };
}
