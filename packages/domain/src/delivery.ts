import { z } from 'zod';
import { queryBoolean } from './api.js';
import { MAX_LINE_QUANTITY } from './cart.js';
import { formatRupees, type Paise } from './money.js';
import { FIELD_MESSAGES, PINCODE_PATTERN } from './field-rules.js';
import { INDIAN_STATES, stateName, type IndianState } from './indian-states.js';
import { languageParam } from './languages.js';
import type { Sentence } from './shopper-messages.js';
import { SHOPPER_FORM_WORDS } from './shopper-form-words.js';
import type { ShippingSettings } from './settings.js';

/**
 * "Check delivery" (decision 032): how far a parcel travels from the shop, when it should arrive,
 * and whether Cash on Delivery is offered there. Pure rules; the server feeds them the pincode
 * table, the shop's settings and today's date in India.
 */

export const DELIVERY_ZONES = ['sameCity', 'sameState', 'restOfIndia', 'northEastAndIslands'] as const;
export type DeliveryZone = (typeof DELIVERY_ZONES)[number];

export const DELIVERY_ZONE_LABELS: Record<DeliveryZone, string> = {
  sameCity: 'Same city',
  sameState: 'Same state',
  restOfIndia: 'Rest of India',
  northEastAndIslands: 'North-east and islands',
};

/**
 * Where couriers take longest: the eight north-eastern states, the two island territories, and
 * the Himalayan territories of Jammu and Kashmir and Ladakh, which couriers price and time with them.
 */
export const NORTH_EAST_AND_ISLANDS: readonly IndianState[] = [
  'Arunachal Pradesh',
  'Assam',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Sikkim',
  'Tripura',
  'Andaman and Nicobar Islands',
  'Lakshadweep',
  'Jammu and Kashmir',
  'Ladakh',
];

/** A place as the pincode table knows it: the district (what an address calls its city) and state. */
export interface Place {
  city: string;
  state: IndianState;
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The zone of a destination seen from the shop. Same city means the same district (India Post's
 * directory knows districts, not towns: Greater Noida is in Gautam Buddha Nagar); the nearer zone
 * wins, so a shop in Assam sends to Guwahati at its same-state speed.
 */
export function deliveryZone(shop: Place, destination: Place): DeliveryZone {
  if (destination.state === shop.state) {
    return sameName(destination.city, shop.city) ? 'sameCity' : 'sameState';
  }
  return NORTH_EAST_AND_ISLANDS.includes(destination.state) ? 'northEastAndIslands' : 'restOfIndia';
}

const DAY_MS = 24 * 60 * 60 * 1000;
const toDate = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);
const toIso = (date: Date) => date.toISOString().slice(0, 10);
const isSunday = (date: Date) => date.getUTCDay() === 0;

function nextWorkingDay(date: Date): Date {
  return isSunday(date) ? new Date(date.getTime() + DAY_MS) : date;
}

/** Couriers neither collect nor deliver on Sundays: a day in transit is a working day. */
function addWorkingDays(date: Date, days: number): Date {
  let current = date;
  for (let left = days; left > 0;) {
    current = new Date(current.getTime() + DAY_MS);
    if (!isSunday(current)) left -= 1;
  }
  return current;
}

export interface DeliveryDates {
  /** The day the parcel leaves the studio: today, or when a made-to-order piece is finished. */
  shipsOn: string;
  /** The last day it should arrive. */
  deliveryBy: string;
}

/**
 * When a parcel should arrive: it leaves today (a Sunday order on Monday), or, for a piece made to
 * order, once its lead time has passed in calendar days (the product page says "ships in N days",
 * and artisans work on Sundays; a finish on a Sunday leaves on Monday); then the zone's days in
 * transit, counted in working days.
 */
export function deliveryDates(input: {
  today: string;
  transitDays: number;
  leadTimeDays?: number | null;
}): DeliveryDates {
  const made = new Date(toDate(input.today).getTime() + (input.leadTimeDays ?? 0) * DAY_MS);
  const shipsOn = nextWorkingDay(made);
  return { shipsOn: toIso(shipsOn), deliveryBy: toIso(addWorkingDays(shipsOn, input.transitDays)) };
}

/** "Wed, 2 Dec": how the storefront shows an estimated date. */
export function formatDeliveryDate(isoDate: string): string {
  return toDate(isoDate).toLocaleDateString('en-IN', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
}

export interface CashOnDelivery {
  available: boolean;
  /** Why not, in words a shopper reads, in each language; null when it is offered. */
  reason: Sentence | null;
}

/**
 * Whether the shop takes Cash on Delivery for a parcel (decision 032): not to a pincode or state
 * staff excluded (couriers that cannot collect cash there, or many refused parcels), and not for
 * an order above the limit (a parcel worth more is a costly loss when refused). An order exactly
 * at the limit is offered. The value is left out (null) when it is not known yet.
 */
export function cashOnDelivery(
  settings: Pick<ShippingSettings, 'codExcludedPincodes' | 'codExcludedStates' | 'codMaxOrderValue'>,
  destination: { pincode: string; state: IndianState },
  orderValuePaise: Paise | null,
): CashOnDelivery {
  const { pincode, state } = destination;
  if (settings.codExcludedPincodes.includes(pincode)) {
    return {
      available: false,
      reason: {
        en: `We do not offer Cash on Delivery to pincode ${pincode}`,
        hi: `पिनकोड ${pincode} पर हम कैश ऑन डिलीवरी नहीं देते`,
      },
    };
  }
  if (settings.codExcludedStates.includes(state)) {
    return {
      available: false,
      reason: {
        en: `We do not offer Cash on Delivery in ${state}`,
        hi: `${stateName(state, 'hi')} में हम कैश ऑन डिलीवरी नहीं देते`,
      },
    };
  }
  if (orderValuePaise !== null && orderValuePaise > settings.codMaxOrderValue * 100) {
    const limit = formatRupees(settings.codMaxOrderValue);
    const value = formatRupees(orderValuePaise / 100);
    return {
      available: false,
      reason: {
        en: `Cash on Delivery is for orders up to ${limit}; this one is ${value}`,
        hi: `कैश ऑन डिलीवरी ${limit} तक के ऑर्डर पर ही मिलता है; यह ऑर्डर ${value} का है`,
      },
    };
  }
  return { available: true, reason: null };
}

const quantityMessage = SHOPPER_FORM_WORDS.lineQuantity.en;

/**
 * `GET /api/delivery-estimate`: a pincode, and what would travel there, a product (its chosen
 * variant and quantity) or the signed-in customer's cart; the server prices either itself.
 */
export const DeliveryEstimateQuerySchema = z
  .object({
    pincode: z.string().trim().regex(PINCODE_PATTERN, { error: FIELD_MESSAGES.pincodeInvalid }),
    productId: z.uuid({ error: 'Must be a valid product id' }).optional(),
    variantId: z.uuid({ error: 'Must be a valid variant id' }).optional(),
    quantity: z.coerce
      .number({ error: quantityMessage })
      .int({ error: quantityMessage })
      .min(1, { error: quantityMessage })
      .max(MAX_LINE_QUANTITY, { error: quantityMessage })
      .optional(),
    /** `true`: the signed-in customer's cart, as checkout would order it. */
    cart: queryBoolean.optional(),
    /** `hi` from the Hindi pages: the Cash on Delivery reason in Hindi (issue 28). */
    lang: languageParam,
  })
  .superRefine((query, context) => {
    if (query.cart && query.productId) {
      context.addIssue({
        code: 'custom',
        path: ['cart'],
        message: 'Ask for a product or the cart, not both',
      });
    }
    if (!query.productId && (query.variantId || query.quantity)) {
      context.addIssue({ code: 'custom', path: ['productId'], message: 'Name the product of this choice' });
    }
  });

export const DeliveryEstimateSchema = z.object({
  pincode: z.string(),
  /** The district and state of the pincode, from India Post's directory. */
  city: z.string(),
  state: z.enum(INDIAN_STATES),
  zone: z.enum(DELIVERY_ZONES),
  zoneLabel: z.string(),
  /** Working days in transit for the zone (shop settings). */
  transitDays: z.number().int(),
  /** The lead time of a made-to-order piece in the parcel (the longest), else null. */
  madeToOrderDays: z.number().int().nullable(),
  /** `YYYY-MM-DD` in India. */
  shipsOn: z.string(),
  deliveryBy: z.string(),
  cashOnDelivery: z.object({
    available: z.boolean(),
    reason: z.string().nullable(),
    /** Rupees: the shop's limit, and the order's total (with GST and delivery) when a product or cart was named. */
    maxOrderValue: z.number(),
    orderValue: z.number().nullable(),
  }),
});
export type DeliveryEstimate = z.infer<typeof DeliveryEstimateSchema>;
