import { asc, inArray } from 'drizzle-orm';
import {
  cartSummaryOf,
  MAX_LINE_QUANTITY,
  paiseToRupees,
  productGstRule,
  type Cart,
  type CartItem,
  type Language,
  type OrderTotals,
  type Product,
  type ProductVariant,
  type Sentence,
} from '@shop/domain';
import type { Db } from '../../db/client.js';
import { cartItems } from './tables.js';
import { getCatalogProductsByIds, type CatalogProduct } from '../catalog/index.js';

/**
 * The cart's one pricer (decision 053): lines priced from the catalogue's paise, summed in paise by
 * the domain's pricing, and turned into rupees once, by `cartAnswer` / `cartItemOf`, when a route
 * answers. The account cart, the guest's quote and the cart reminders all price through here.
 */

/**
 * How many of a variant one line may hold: its stock less what the cart's other lines of it hold
 * (the same size with another note), or any number up to the line limit when made to order.
 */
export const unitsFor = (product: Product, variant: ProductVariant, onOtherLines = 0) =>
  product.madeToOrder ? MAX_LINE_QUANTITY : Math.max(0, variant.stockQuantity - onOtherLines);

/** A cart line as it is stored (or as a guest's browser keeps it): which variant, note and how many. */
export interface StoredLine {
  id: string;
  productId: string;
  variantId: string;
  personalisationNote: string;
  quantity: number;
}

/** A cart line priced now, in paise; `cartItemOf` gives its rupees for an answer. */
export interface PricedCartLine extends Omit<CartItem, 'price' | 'lineTotal'> {
  unitPricePaise: number;
  lineTotalPaise: number;
}

/** A cart priced now: its lines and totals in paise, and the coupon it carries (null for none). */
export interface PricedCart {
  lines: PricedCartLine[];
  totals: OrderTotals;
  coupon: { code: string; refusal: Sentence | null } | null;
}

/**
 * Lines priced from the catalogue now, oldest first; a line whose product or variant no longer
 * exists is left out. Lines of one variant (its notes) share its stock; the older line is served
 * first, as checkout would. Lines whose product was withdrawn, sold out or has fewer units than
 * asked stay (flagged `available: false`) so the shopper learns why; the summary leaves them out.
 */
export function priceLines(
  products: ReadonlyMap<string, CatalogProduct>,
  lines: readonly StoredLine[],
): PricedCartLine[] {
  const unitsPerVariant = new Map<string, number>();
  for (const line of lines) {
    unitsPerVariant.set(line.variantId, (unitsPerVariant.get(line.variantId) ?? 0) + line.quantity);
  }
  const heldBefore = new Map<string, number>();
  return lines.flatMap((line) => {
    const found = products.get(line.productId);
    const product = found?.product;
    const variant = product?.variants.find((candidate) => candidate.id === line.variantId);
    const unitPricePaise = found?.pricePaise.get(line.variantId);
    if (!product || !variant || unitPricePaise === undefined) return [];
    const before = heldBefore.get(variant.id) ?? 0;
    heldBefore.set(variant.id, before + line.quantity);
    const onOtherLines = (unitsPerVariant.get(variant.id) ?? 0) - line.quantity;
    const units = unitsFor(product, variant, onOtherLines);
    // Available when the units left cover this line after the older lines of the same variant.
    const servedInOrder = product.madeToOrder
      ? line.quantity <= MAX_LINE_QUANTITY
      : before + line.quantity <= variant.stockQuantity;
    return [
      {
        id: line.id,
        productId: line.productId,
        variantId: variant.id,
        variantTitle: variant.title,
        sku: variant.sku,
        personalisationNote: line.personalisationNote || null,
        quantity: line.quantity,
        unitPricePaise,
        lineTotalPaise: unitPricePaise * line.quantity,
        name: product.name,
        available: variant.inStock && servedInOrder,
        maxQuantity: variant.inStock ? Math.min(units, MAX_LINE_QUANTITY) : 0,
        product,
      },
    ];
  });
}

/** The lines the summary counts (the available ones), as the pricing rule and coupons read them. */
export function summaryLines(lines: readonly PricedCartLine[]) {
  return lines
    .filter((line) => line.available)
    .map((line) => ({
      productId: line.productId,
      unitPricePaise: line.unitPricePaise,
      quantity: line.quantity,
      gstRule: productGstRule(line.product),
    }));
}

/** The products the lines name, withdrawn ones included unless told (their lines show as unavailable). */
export async function productsOf(
  db: Db,
  lines: readonly { productId: string }[],
  options: { includeInactive: boolean; language?: Language } = { includeInactive: true },
): Promise<Map<string, CatalogProduct>> {
  const found = await getCatalogProductsByIds(
    db,
    lines.map((line) => line.productId),
    // A shopper's answer: withdrawn pieces show, their translations never do.
    { ...options, withTranslations: false },
  );
  return new Map(found.map((entry) => [entry.product.id, entry]));
}

/** A priced line in the contract's rupees: the edge of the answer. */
export function cartItemOf({ unitPricePaise, lineTotalPaise, ...line }: PricedCartLine): CartItem {
  return { ...line, price: paiseToRupees(unitPricePaise), lineTotal: paiseToRupees(lineTotalPaise) };
}

/** A priced cart in the contract's rupees, its coupon's refusal in `language`: what the cart's routes answer. */
export function cartAnswer(cart: PricedCart, language: Language): Cart {
  const summary = cartSummaryOf(cart.totals);
  return {
    items: cart.lines.map(cartItemOf),
    summary,
    coupon: cart.coupon
      ? {
          code: cart.coupon.code,
          discount: summary.discount,
          message: cart.coupon.refusal?.[language] ?? null,
        }
      : null,
  };
}

/** These customers' carts priced now: each one's lines, and what its available lines cost. */
export interface PricedLines {
  lines: PricedCartLine[];
  /** Paise: the available lines at the catalogue's prices now, before any coupon, delivery or GST. */
  subtotalPaise: number;
}

/**
 * The carts of these customers priced now by the cart's own rule (`priceLines`): two statements
 * whatever the number of customers, one for the lines and one for their products. Every id asked
 * for has an entry, with no lines when its cart is empty.
 */
export async function pricedCartsOf(db: Db, userIds: readonly string[]): Promise<Map<string, PricedLines>> {
  const stored = new Map<string, StoredLine[]>(userIds.map((id) => [id, []]));
  if (userIds.length > 0) {
    const rows = await db
      .select({
        userId: cartItems.userId,
        id: cartItems.id,
        productId: cartItems.productId,
        variantId: cartItems.variantId,
        personalisationNote: cartItems.personalisationNote,
        quantity: cartItems.quantity,
      })
      .from(cartItems)
      .where(inArray(cartItems.userId, [...userIds]))
      .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
    for (const { userId, ...line } of rows) stored.get(userId)?.push(line);
  }
  const products = await productsOf(db, [...stored.values()].flat());
  return new Map(
    [...stored].map(([userId, lines]) => {
      const priced = priceLines(products, lines);
      const subtotalPaise = priced.reduce((sum, line) => sum + (line.available ? line.lineTotalPaise : 0), 0);
      return [userId, { lines: priced, subtotalPaise }];
    }),
  );
}
