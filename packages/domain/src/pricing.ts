import type { Paise } from './money.js';

/** The shop settings the price rules read; the server is the authority, the browser only displays. */
export interface PricingSettings {
  /** Orders whose subtotal is below this pay the delivery fee. */
  freeDeliveryThresholdPaise: Paise;
  deliveryFeePaise: Paise;
  /** The rate of a line that names none (each category carries its own since issue 11). */
  gstPercent: number;
}

/** The GST slabs a category or product may carry, in percent. */
export const GST_RATES = [0, 3, 5, 12, 18, 28] as const;
export type GstRate = (typeof GST_RATES)[number];
/** The rate of a category nobody set: the single rate the shop charged before rates per category. */
export const DEFAULT_GST_RATE: GstRate = 18;

export const DEFAULT_PRICING: PricingSettings = {
  freeDeliveryThresholdPaise: 1500_00,
  deliveryFeePaise: 50_00,
  gstPercent: 18,
};

export interface PricedLine {
  unitPricePaise: Paise;
  quantity: number;
  /** GST percent of this line (its product's, else its category's); the settings' rate when absent. */
  gstRate?: number | undefined;
  /** Paise a coupon takes off this line (decision 037); its tax is on what is left. */
  discountPaise?: Paise | undefined;
}

export interface OrderTotals {
  /** Sum of quantities: what the cart badge shows. */
  count: number;
  /** Before any coupon. */
  subtotalPaise: Paise;
  /** What a coupon takes off the goods (0 without one). */
  discountPaise: Paise;
  deliveryPaise: Paise;
  gstPaise: Paise;
  totalPaise: Paise;
}

export function lineTotalPaise(line: PricedLine): Paise {
  return line.unitPricePaise * line.quantity;
}

export function deliveryFeePaise(subtotalPaise: Paise, settings: PricingSettings = DEFAULT_PRICING): Paise {
  // An empty cart has nothing to deliver, so it is not charged for delivery.
  if (subtotalPaise <= 0) return 0;
  return subtotalPaise < settings.freeDeliveryThresholdPaise ? settings.deliveryFeePaise : 0;
}

/** What a line is taxed on: its price less its share of a coupon's discount. */
export function lineTaxablePaise(line: PricedLine): Paise {
  return lineTotalPaise(line) - (line.discountPaise ?? 0);
}

export function lineGstRate(line: PricedLine, settings: PricingSettings = DEFAULT_PRICING): number {
  return line.gstRate ?? settings.gstPercent;
}

/**
 * Delivery is taxed as part of the supply of the goods it carries (a composite supply), so at their
 * rate; when the lines carry different rates, at the highest of them. No lines: the shop's rate.
 */
export function deliveryGstRate(
  lines: readonly PricedLine[],
  settings: PricingSettings = DEFAULT_PRICING,
): number {
  if (lines.length === 0) return settings.gstPercent;
  return Math.max(...lines.map((line) => lineGstRate(line, settings)));
}

/**
 * GST of the lines, each at its own rate, and of delivery at the goods' rate, summed exactly and
 * rounded once to whole rupees as the order charges it. With one rate for everything this is the
 * rate of (subtotal + delivery), the rule of decision 005, to the paisa.
 */
export function gstPaise(
  lines: readonly PricedLine[],
  deliveryPaise: Paise,
  settings: PricingSettings = DEFAULT_PRICING,
): Paise {
  // Paise × percent stays a whole number, so nothing is rounded before the end.
  const paisePercent =
    lines.reduce((sum, line) => sum + lineTaxablePaise(line) * lineGstRate(line, settings), 0) +
    deliveryPaise * deliveryGstRate(lines, settings);
  return Math.round(paisePercent / 100 / 100) * 100;
}

export function computeOrderTotals(
  lines: readonly PricedLine[],
  settings: PricingSettings = DEFAULT_PRICING,
): OrderTotals {
  const count = lines.reduce((sum, line) => sum + line.quantity, 0);
  const subtotal = lines.reduce((sum, line) => sum + lineTotalPaise(line), 0);
  const discount = lines.reduce((sum, line) => sum + (line.discountPaise ?? 0), 0);
  // Free delivery is earned by what the customer pays for the goods, after the discount (decision 037).
  const delivery = deliveryFeePaise(subtotal - discount, settings);
  const gst = gstPaise(lines, delivery, settings);
  return {
    count,
    subtotalPaise: subtotal,
    discountPaise: discount,
    deliveryPaise: delivery,
    gstPaise: gst,
    totalPaise: subtotal - discount + delivery + gst,
  };
}

/** "GST (3%)" when every line is taxed at one rate; plain "GST" when the rates differ line by line. */
export function gstLabel(rates: readonly number[]): string {
  const distinct = [...new Set(rates)];
  return distinct.length === 1 ? `GST (${distinct[0]}%)` : 'GST';
}

/** Whole percent off the original price; 0 when there is no real discount. */
export function discountPercent(price: number, originalPrice: number | null | undefined): number {
  if (originalPrice == null || originalPrice <= 0 || originalPrice <= price) return 0;
  return Math.round(((originalPrice - price) / originalPrice) * 100);
}
