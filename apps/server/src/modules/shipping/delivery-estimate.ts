import {
  cashOnDelivery,
  computeOrderTotals,
  DELIVERY_ZONE_LABELS,
  deliveryDates,
  deliveryZone,
  indiaToday,
  paiseToRupees,
  productGstRule,
  rupeesToPaise,
  SHOPPER_REFUSALS,
  unknownPincodeMessage,
  type DeliveryEstimate,
  type Language,
  type PricingSettings,
  type Product,
  type ShopSettings,
} from '@shop/domain';
import type { Db } from '../../db/client.js';
import { fieldRefusal, notFound, unauthenticated } from '../../lib/errors.js';
import { pricedCart } from '../cart/index.js';
import { getProductById, productNames } from '../catalog/index.js';
import { readShopSettings } from '../settings/index.js';
import { findPincode } from './pincodes.js';

/** What would travel: nothing named, one product's choice, or the customer's cart. */
export type Parcel =
  | { kind: 'none' }
  | { kind: 'product'; productId: string; variantId?: string | undefined; quantity: number }
  | { kind: 'cart'; userId: string | null };

interface Priced {
  /** Paise, with GST and delivery, as checkout would charge it. */
  totalPaise: number | null;
  leadTimeDays: number | null;
}

/** The shop's own district and state: from its pincode when India Post knows it, else as typed. */
async function shopPlace(business: ShopSettings['business']) {
  const place = await findPincode(business.pincode);
  return place ? { city: place.city, state: business.state } : { city: business.city, state: business.state };
}

const leadTime = (product: Product) => (product.madeToOrder ? product.leadTimeDays : null);

async function priceProduct(
  db: Db,
  parcel: Extract<Parcel, { kind: 'product' }>,
  pricing: PricingSettings,
): Promise<Priced> {
  // With its translations, so a refusal names it in Hindi too (never in the answer).
  const product = await getProductById(db, parcel.productId, { withTranslations: true });
  if (!product) throw notFound(SHOPPER_REFUSALS.productNotFound);
  // Before a choice is made, the cheapest one: what the page's price says.
  const variant = parcel.variantId
    ? product.variants.find((candidate) => candidate.id === parcel.variantId)
    : product.variants.find((candidate) => candidate.price === product.price);
  if (!variant) {
    const message = SHOPPER_REFUSALS.choiceNotOnSale(productNames(product));
    throw fieldRefusal(422, 'VARIANT_NOT_FOUND', 'variantId', message);
  }
  const line = {
    unitPricePaise: rupeesToPaise(variant.price),
    quantity: parcel.quantity,
    gstRule: productGstRule(product),
  };
  return { totalPaise: computeOrderTotals([line], pricing).totalPaise, leadTimeDays: leadTime(product) };
}

async function priceCart(db: Db, userId: string | null, pricing: PricingSettings): Promise<Priced> {
  if (!userId) {
    throw unauthenticated({
      en: 'Sign in to check delivery for your cart',
      hi: 'अपने कार्ट की डिलीवरी जाँचने के लिए साइन इन करें',
    });
  }
  // In paise as the cart prices it (decision 053): what checkout would charge, to the paisa.
  const cart = await pricedCart(db, userId, pricing);
  const lines = cart.lines.filter((line) => line.available);
  const leadTimes = lines.flatMap((line) => leadTime(line.product) ?? []);
  return {
    totalPaise: lines.length > 0 ? cart.totals.totalPaise : null,
    // The parcel leaves when its slowest piece is made.
    leadTimeDays: leadTimes.length > 0 ? Math.max(...leadTimes) : null,
  };
}

/**
 * "Check delivery" (decision 032): the zone of the pincode seen from the shop, the day the parcel
 * should arrive, and whether Cash on Delivery is offered, for what the shopper is looking at, the
 * reason it is not in the shopper's language. A pincode India Post does not know is a 404, as
 * `GET /api/pincodes/:pincode` answers it.
 */
export async function estimateDelivery(
  db: Db,
  pincode: string,
  parcel: Parcel,
  pricing: PricingSettings,
  language: Language,
  now = new Date(),
): Promise<DeliveryEstimate> {
  const place = await findPincode(pincode);
  if (!place) throw notFound(unknownPincodeMessage(pincode));
  const [settings, priced] = await Promise.all([
    readShopSettings(db),
    parcel.kind === 'product'
      ? priceProduct(db, parcel, pricing)
      : parcel.kind === 'cart'
        ? priceCart(db, parcel.userId, pricing)
        : Promise.resolve<Priced>({ totalPaise: null, leadTimeDays: null }),
  ]);
  const zone = deliveryZone(await shopPlace(settings.business), place);
  const transitDays = settings.shipping.deliveryDays[zone];
  const dates = deliveryDates({ today: indiaToday(now), transitDays, leadTimeDays: priced.leadTimeDays });
  const cod = cashOnDelivery(settings.shipping, place, priced.totalPaise);
  return {
    pincode,
    city: place.city,
    state: place.state,
    zone,
    zoneLabel: DELIVERY_ZONE_LABELS[zone],
    transitDays,
    madeToOrderDays: priced.leadTimeDays,
    ...dates,
    cashOnDelivery: {
      available: cod.available,
      reason: cod.reason?.[language] ?? null,
      maxOrderValue: settings.shipping.codMaxOrderValue,
      orderValue: priced.totalPaise === null ? null : paiseToRupees(priced.totalPaise),
    },
  };
}
