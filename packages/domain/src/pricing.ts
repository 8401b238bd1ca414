import type { Paise } from './money.js';

/** The shop settings the price rules read; the server is the authority, the browser only displays. */
export interface PricingSettings {
  /** Orders whose subtotal is below this pay the delivery fee. */
  freeDeliveryThresholdPaise: Paise;
  deliveryFeePaise: Paise;
  gstPercent: number;
}

export const DEFAULT_PRICING: PricingSettings = {
  freeDeliveryThresholdPaise: 1500_00,
  deliveryFeePaise: 50_00,
  gstPercent: 18,
};

export interface PricedLine {
  unitPricePaise: Paise;
  quantity: number;
}

export interface OrderTotals {
  /** Sum of quantities: what the cart badge shows. */
  count: number;
  subtotalPaise: Paise;
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

/** GST on (subtotal + delivery), rounded to whole rupees as the shop invoices it. */
export function gstPaise(taxablePaise: Paise, settings: PricingSettings = DEFAULT_PRICING): Paise {
  return Math.round((taxablePaise * settings.gstPercent) / 100 / 100) * 100;
}

export function computeOrderTotals(
  lines: readonly PricedLine[],
  settings: PricingSettings = DEFAULT_PRICING,
): OrderTotals {
  const count = lines.reduce((sum, line) => sum + line.quantity, 0);
  const subtotal = lines.reduce((sum, line) => sum + lineTotalPaise(line), 0);
  const delivery = deliveryFeePaise(subtotal, settings);
  const gst = gstPaise(subtotal + delivery, settings);
  return {
    count,
    subtotalPaise: subtotal,
    deliveryPaise: delivery,
    gstPaise: gst,
    totalPaise: subtotal + delivery + gst,
  };
}

/** Whole percent off the original price; 0 when there is no real discount. */
export function discountPercent(price: number, originalPrice: number | null | undefined): number {
  if (originalPrice == null || originalPrice <= 0 || originalPrice <= price) return 0;
  return Math.round(((originalPrice - price) / originalPrice) * 100);
}
