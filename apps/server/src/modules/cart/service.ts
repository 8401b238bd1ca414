import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import {
  chooseMessage,
  COUPON_MESSAGES,
  computeOrderTotals,
  MAX_LINE_QUANTITY,
  SHOPPER_REFUSALS,
  type Cart,
  type Language,
  type PricingSettings,
  type Product,
  type ProductVariant,
  type Sentence,
} from '@shop/domain';
import type { Db } from '../../db/client.js';
import { cartCoupons, cartItems } from './tables.js';
import { conflict, fieldRefusal, invalidField, notFound, outOfStock } from '../../lib/errors.js';
import { getProductById, namesInEachLanguage, optionNames, productNames } from '../catalog/index.js';
import { couponIdByCode, evaluateCoupon, type CouponVerdict } from '../promotions/index.js';
import { cartAnswer, pricedCartsOf, summaryLines, unitsFor, type PricedCart } from './priced-lines.js';

const PRODUCT_UNAVAILABLE: Sentence = {
  en: 'This product is currently unavailable',
  hi: 'यह प्रोडक्ट अभी उपलब्ध नहीं है',
};
/** "Only 2 left in stock", and how many of them the cart's other lines already hold. */
const onlyLeftInStock = (stock: number, onOtherLines = 0): Sentence =>
  onOtherLines > 0
    ? {
        en: `Only ${stock} left in stock, and ${onOtherLines} of them ${onOtherLines === 1 ? 'is' : 'are'} already in your cart`,
        hi: `स्टॉक में सिर्फ़ ${stock} बचे हैं, और उनमें से ${onOtherLines} पहले से आपके कार्ट में ${onOtherLines === 1 ? 'है' : 'हैं'}`,
      }
    : { en: `Only ${stock} left in stock`, hi: `स्टॉक में सिर्फ़ ${stock} बचे हैं` };
const TOO_MANY: Sentence = {
  en: `You can have at most ${MAX_LINE_QUANTITY} of one product in your cart`,
  hi: `एक प्रोडक्ट के ज़्यादा से ज़्यादा ${MAX_LINE_QUANTITY} पीस आपके कार्ट में रह सकते हैं`,
};
const LINE_NOT_FOUND: Sentence = { en: 'Cart item not found', hi: 'कार्ट में यह आइटम नहीं मिला' };

/** Units of a variant the customer's other cart lines hold (`otherLines` tells which are other). */
async function unitsOnOtherLines(
  db: Db,
  userId: string,
  variantId: string,
  otherLines: SQL,
): Promise<number> {
  const [row] = await db
    .select({ units: sql<number>`coalesce(sum(${cartItems.quantity}), 0)::int` })
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.variantId, variantId), otherLines));
  return row?.units ?? 0;
}

/**
 * The cart as the customer sees it, priced from the catalogue now in paise (see `priceLines`);
 * `cartAnswer` turns it into the contract's rupees. The foreign keys cascade on delete and archiving
 * a variant removes its lines, so a line left out there is only a read racing a write.
 */
export async function pricedCart(db: Db, userId: string, pricing: PricingSettings): Promise<PricedCart> {
  const { lines } = (await pricedCartsOf(db, [userId])).get(userId) ?? { lines: [] };
  const priced = summaryLines(lines);
  const verdict = await cartCouponVerdict(db, userId, priced);
  const totals = computeOrderTotals(
    priced.map((line, index) => ({ ...line, discountPaise: verdict?.discounts[index] ?? 0 })),
    pricing,
  );
  const coupon = verdict ? { code: verdict.code, refusal: verdict.refusal } : null;
  return { lines, totals, coupon };
}

/** The cart as the customer sees it, in the contract's rupees (delivery estimates price it). */
export async function getCart(
  db: Db,
  userId: string,
  pricing: PricingSettings,
  language: Language,
): Promise<Cart> {
  return cartAnswer(await pricedCart(db, userId, pricing), language);
}

/** The verdict of the code the cart carries on its lines now, or undefined when it carries none. */
async function cartCouponVerdict(
  db: Db,
  userId: string,
  lines: readonly { productId: string; unitPricePaise: number; quantity: number }[],
): Promise<CouponVerdict | undefined> {
  const [held] = await db
    .select({ couponId: cartCoupons.couponId })
    .from(cartCoupons)
    .where(eq(cartCoupons.userId, userId));
  return held ? evaluateCoupon(db, held.couponId, userId, lines) : undefined;
}

const couponRefused = (message: Sentence) => fieldRefusal(422, 'COUPON_REFUSED', 'code', message);

/**
 * Puts a code on the cart (replacing any other) when every rule allows it for this cart and
 * customer now; a refusal says why, in words, and changes nothing. Checkout checks again.
 */
export async function applyCartCoupon(
  db: Db,
  userId: string,
  code: string,
  pricing: PricingSettings,
): Promise<PricedCart> {
  const couponId = await couponIdByCode(db, code);
  if (!couponId) throw couponRefused(COUPON_MESSAGES.unknown);
  const { lines } = (await pricedCartsOf(db, [userId])).get(userId) ?? { lines: [] };
  const verdict = await evaluateCoupon(db, couponId, userId, summaryLines(lines));
  if (!verdict) throw couponRefused(COUPON_MESSAGES.unknown);
  if (verdict.refusal) throw couponRefused(verdict.refusal);
  await db
    .insert(cartCoupons)
    .values({ userId, couponId })
    .onConflictDoUpdate({ target: cartCoupons.userId, set: { couponId, createdAt: new Date() } });
  return pricedCart(db, userId, pricing);
}

/** Takes the code off the cart; a cart without one is answered as it is. */
export async function removeCartCoupon(
  db: Db,
  userId: string,
  pricing: PricingSettings,
): Promise<PricedCart> {
  await db.delete(cartCoupons).where(eq(cartCoupons.userId, userId));
  return pricedCart(db, userId, pricing);
}

interface Purchasable {
  product: Product;
  variant: ProductVariant;
}

/**
 * The variant a shopper can put in the cart now, or the reason they cannot: a product with options
 * needs one of its own live variants named (decision 024); a product without options has one.
 */
async function purchasableVariant(db: Db, productId: string, variantId?: string): Promise<Purchasable> {
  // With its translations, so a refusal names it in Hindi too (never in the answer).
  const product = await getProductById(db, productId, { withTranslations: true });
  if (!product) throw notFound(SHOPPER_REFUSALS.productNotFound);
  let variant: ProductVariant | undefined;
  const [firstOption] = product.options;
  if (variantId !== undefined) {
    variant = product.variants.find((candidate) => candidate.id === variantId);
    if (!variant) {
      const message = SHOPPER_REFUSALS.choiceNotOnSale(productNames(product));
      throw fieldRefusal(422, 'VARIANT_NOT_FOUND', 'variantId', message);
    }
  } else if (firstOption) {
    throw fieldRefusal(422, 'VARIANT_REQUIRED', 'variantId', chooseMessage(optionNames(firstOption)));
  } else {
    variant = product.variants[0];
  }
  if (!variant?.inStock) throw outOfStock(PRODUCT_UNAVAILABLE);
  return { product, variant };
}

/** The note as stored ('' for none), or a 422 when the product takes none or it is too long. */
function checkedNote(product: Product, note: string | undefined): string {
  const text = note?.trim() ?? '';
  if (!text) return '';
  const { personalisation } = product;
  if (!personalisation) {
    const name = productNames(product);
    throw invalidField('personalisationNote', {
      en: `${name.en} does not take a note`,
      hi: `${name.hi} पर नोट नहीं लिखा जा सकता`,
    });
  }
  if (text.length > personalisation.maxLength) {
    // The note's label as each page shows it: its Hindi one on a Hindi page, where given.
    const label = namesInEachLanguage(personalisation.label, product.translations?.hi.personalisationLabel);
    throw invalidField('personalisationNote', {
      en: `${label.en} must be at most ${personalisation.maxLength} characters`,
      hi: `${label.hi} ज़्यादा से ज़्यादा ${personalisation.maxLength} अक्षरों का हो सकता है`,
    });
  }
  return text;
}

/** Adds to the line of that variant and note, creating it when there is none. */
export async function addCartItem(
  db: Db,
  userId: string,
  input: {
    productId: string;
    variantId?: string | undefined;
    quantity: number;
    personalisationNote?: string | undefined;
  },
  pricing: PricingSettings,
): Promise<PricedCart> {
  const { product, variant } = await purchasableVariant(db, input.productId, input.variantId);
  const note = checkedNote(product, input.personalisationNote);
  const onOtherLines = await unitsOnOtherLines(
    db,
    userId,
    variant.id,
    ne(cartItems.personalisationNote, note),
  );
  const units = unitsFor(product, variant, onOtherLines);
  const limit = Math.min(units, MAX_LINE_QUANTITY);
  if (input.quantity > units) throw outOfStock(onlyLeftInStock(variant.stockQuantity, onOtherLines));

  // One statement, so two quick taps on "Add to Cart" add up instead of overwriting each other.
  const written = await db
    .insert(cartItems)
    .values({
      userId,
      productId: product.id,
      variantId: variant.id,
      personalisationNote: note,
      quantity: input.quantity,
    })
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.variantId, cartItems.personalisationNote],
      set: { quantity: sql`${cartItems.quantity} + excluded.quantity`, updatedAt: new Date() },
      setWhere: sql`${cartItems.quantity} + excluded.quantity <= ${limit}`,
    })
    .returning({ id: cartItems.id });
  if (written.length === 0) {
    throw limit === MAX_LINE_QUANTITY
      ? conflict(TOO_MANY)
      : outOfStock(onlyLeftInStock(variant.stockQuantity, onOtherLines));
  }
  return pricedCart(db, userId, pricing);
}

async function ownLine(db: Db, userId: string, itemId: string) {
  const [line] = await db
    .select({ id: cartItems.id, productId: cartItems.productId, variantId: cartItems.variantId })
    .from(cartItems)
    .where(and(eq(cartItems.id, itemId), eq(cartItems.userId, userId)));
  // Another customer's line is "not found" too: its existence is none of this caller's business.
  if (!line) throw notFound(LINE_NOT_FOUND);
  return line;
}

/** Sets a line's quantity; 0 or less removes the line (decision 008). */
export async function updateCartItem(
  db: Db,
  userId: string,
  itemId: string,
  quantity: number,
  pricing: PricingSettings,
): Promise<PricedCart> {
  const line = await ownLine(db, userId, itemId);
  if (quantity < 1) return removeCartItem(db, userId, itemId, pricing);
  const { product, variant } = await purchasableVariant(db, line.productId, line.variantId);
  const onOtherLines = await unitsOnOtherLines(db, userId, variant.id, ne(cartItems.id, itemId));
  const units = unitsFor(product, variant, onOtherLines);
  if (quantity > units) throw outOfStock(onlyLeftInStock(variant.stockQuantity, onOtherLines));
  await db
    .update(cartItems)
    .set({ quantity, updatedAt: new Date() })
    .where(and(eq(cartItems.id, itemId), eq(cartItems.userId, userId)));
  return pricedCart(db, userId, pricing);
}

export async function removeCartItem(
  db: Db,
  userId: string,
  itemId: string,
  pricing: PricingSettings,
): Promise<PricedCart> {
  const removed = await db
    .delete(cartItems)
    .where(and(eq(cartItems.id, itemId), eq(cartItems.userId, userId)))
    .returning({ id: cartItems.id });
  if (removed.length === 0) throw notFound(LINE_NOT_FOUND);
  return pricedCart(db, userId, pricing);
}

export async function clearCart(db: Db, userId: string, pricing: PricingSettings): Promise<PricedCart> {
  await db.delete(cartItems).where(eq(cartItems.userId, userId));
  await db.delete(cartCoupons).where(eq(cartCoupons.userId, userId));
  return pricedCart(db, userId, pricing);
}

/** A cart line as checkout orders it. */
export interface CheckoutLine {
  productId: string;
  variantId: string;
  /** '' for none. */
  personalisationNote: string;
  quantity: number;
}

/** What checkout takes from the cart: its lines, and the coupon it carries (null for none). */
export interface CheckoutCart {
  lines: CheckoutLine[];
  couponId: string | null;
}

/**
 * Empties the cart (and its coupon) for checkout and answers its lines, oldest first, in one
 * statement. Call it in the checkout's transaction: when the order is refused the transaction rolls
 * back and the cart is as it was; a line added while checking out is not ordered and stays in the cart.
 */
export async function takeCartForCheckout(tx: Db, userId: string): Promise<CheckoutCart> {
  // DELETE … RETURNING cannot sort; the statement around it can.
  const result: unknown = await tx.execute(sql`
    with taken as (
      delete from cart_items where user_id = ${userId}
      returning id, product_id, variant_id, personalisation_note, quantity, created_at
    ), coupon as (
      delete from cart_coupons where user_id = ${userId} returning coupon_id
    )
    select product_id as "productId", variant_id as "variantId",
      personalisation_note as "personalisationNote", quantity,
      (select coupon_id from coupon) as "couponId"
    from taken order by created_at, id`);
  const rows = (result as { rows: (CheckoutLine & { couponId: string | null })[] }).rows;
  return {
    lines: rows.map(({ couponId: _coupon, ...line }) => line),
    couponId: rows[0]?.couponId ?? null,
  };
}
