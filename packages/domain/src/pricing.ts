import { basisPoints, DEFAULT_GST_RATE, flatGstRule, rateForLine, type GstRule } from './gst-rates.js';
import type { Paise } from './money.js';

/**
 * How the shop charges GST (decision 050):
 * - `inclusive`: registered, and every shown price is what the buyer pays; the GST is contained in it;
 * - `exclusive`: registered, and GST is added on top of the shown prices (decision 005's rule);
 * - `none`: not registered for GST, so none is charged or shown.
 */
export const GST_MODES = ['inclusive', 'exclusive', 'none'] as const;
export type GstMode = (typeof GST_MODES)[number];

/** The shop's tax settings as the rule reads them. */
export function gstModeOf(tax: { registered: boolean; pricesIncludeGst: boolean }): GstMode {
  if (!tax.registered) return 'none';
  return tax.pricesIncludeGst ? 'inclusive' : 'exclusive';
}

/** The shop settings the price rules read; the server is the authority, the browser only displays. */
export interface PricingSettings {
  /** Orders whose goods cost less than this, after any discount, pay the delivery fee. */
  freeDeliveryThresholdPaise: Paise;
  deliveryFeePaise: Paise;
  /** The rate of a line that names none (each category carries its own since issue 11). */
  gstPercent: number;
  gstMode: GstMode;
}

/** Decision 005's rule: GST at 18% added on top, ₹50 delivery below ₹1,500. */
export const DEFAULT_PRICING: PricingSettings = {
  freeDeliveryThresholdPaise: 1500_00,
  deliveryFeePaise: 50_00,
  gstPercent: DEFAULT_GST_RATE,
  gstMode: 'exclusive',
};

export interface PricedLine {
  unitPricePaise: Paise;
  quantity: number;
  /** How the line is taxed (its product's rule, else its category's); wins over `gstRate`. */
  gstRule?: GstRule | undefined;
  /** A flat GST percent for the line; the settings' rate when neither this nor a rule is given. */
  gstRate?: number | undefined;
  /** Paise a coupon takes off this line (decision 037); its tax is on what is left. */
  discountPaise?: Paise | undefined;
}

/** An amount split into its taxable value and the GST on it, to the paisa. */
export interface TaxedAmount {
  /** What the line charges after its discount: the price paid (inclusive) or the base (exclusive). */
  amountPaise: Paise;
  /** The rate it paid: its rule's, the slab decided; 0 when the shop charges no GST. */
  gstRate: number;
  taxablePaise: Paise;
  taxPaise: Paise;
}

export interface OrderTotals {
  /** Sum of quantities: what the cart badge shows. */
  count: number;
  /** Before any coupon, at the shown prices. */
  subtotalPaise: Paise;
  /** What a coupon takes off the goods (0 without one); whole rupees. */
  discountPaise: Paise;
  deliveryPaise: Paise;
  /** Sum of the taxable values of the lines and the delivery. */
  taxablePaise: Paise;
  /** The GST of the lines and the delivery, each to the paisa: contained in the total or added to it. */
  gstPaise: Paise;
  /** Brings taxable + GST to the whole-rupee total (CGST Rules, rule 46); a few paise either way. */
  roundOffPaise: Paise;
  /** Whole rupees, always. */
  totalPaise: Paise;
  /** True when the shown prices include the GST (or there is none), false when it is added on top. */
  gstIncluded: boolean;
  /** Each line's tax, in the order given. */
  lineTaxes: TaxedAmount[];
  /** The delivery's tax, or null when delivery is free. */
  deliveryTax: TaxedAmount | null;
}

export function lineTotalPaise(line: Pick<PricedLine, 'unitPricePaise' | 'quantity'>): Paise {
  return line.unitPricePaise * line.quantity;
}

/** What a line charges: its price less its share of a coupon's discount. */
export function lineAmountPaise(line: PricedLine): Paise {
  return lineTotalPaise(line) - (line.discountPaise ?? 0);
}

export const roundToRupees = (paise: Paise): Paise => Math.round(paise / 100) * 100;

/**
 * The delivery fee. Free delivery is earned by what is paid for the goods after the discount; goods
 * discounted to nothing still travel, so they pay the fee. An empty cart pays nothing.
 */
export function deliveryFeePaise(
  goods: { count: number; amountPaise: Paise },
  settings: PricingSettings = DEFAULT_PRICING,
): Paise {
  if (goods.count <= 0) return 0;
  return goods.amountPaise < settings.freeDeliveryThresholdPaise ? settings.deliveryFeePaise : 0;
}

/**
 * The taxable value and GST of an amount at a rate: taken out of it when prices include GST
 * (amount × 100 / (100 + rate), to the paisa, the GST being the rest, so the two add up to the
 * amount), added on top otherwise (rate of the amount, to the paisa), none when not registered.
 */
export function taxOf(amountPaise: Paise, gstRate: number, mode: GstMode): TaxedAmount {
  if (mode === 'none') return { amountPaise, gstRate: 0, taxablePaise: amountPaise, taxPaise: 0 };
  const bp = basisPoints(gstRate);
  if (mode === 'inclusive') {
    const taxablePaise = Math.round((amountPaise * 10_000) / (10_000 + bp));
    return { amountPaise, gstRate, taxablePaise, taxPaise: amountPaise - taxablePaise };
  }
  return {
    amountPaise,
    gstRate,
    taxablePaise: amountPaise,
    taxPaise: Math.round((amountPaise * bp) / 10_000),
  };
}

/** CGST + SGST within the shop's state (halves that add up to the tax), IGST in any other. */
export function splitTax(
  taxPaise: Paise,
  intraState: boolean,
): { cgstPaise: Paise; sgstPaise: Paise; igstPaise: Paise } {
  if (!intraState) return { cgstPaise: 0, sgstPaise: 0, igstPaise: taxPaise };
  const cgstPaise = Math.round(taxPaise / 2);
  return { cgstPaise, sgstPaise: taxPaise - cgstPaise, igstPaise: 0 };
}

function ruleOf(line: PricedLine, settings: PricingSettings): GstRule {
  return line.gstRule ?? flatGstRule(line.gstRate ?? settings.gstPercent);
}

/** A line's tax: its rule's rate for what one piece costs after its discount (a slab may move it). */
export function lineTax(line: PricedLine, settings: PricingSettings = DEFAULT_PRICING): TaxedAmount {
  const amountPaise = lineAmountPaise(line);
  const rate = rateForLine(
    ruleOf(line, settings),
    { amountPaise, quantity: line.quantity },
    settings.gstMode === 'inclusive',
  );
  return taxOf(amountPaise, rate, settings.gstMode);
}

/**
 * Delivery is taxed as part of the supply of the goods it carries (a composite supply), so at their
 * rate; when the lines pay different rates, at the highest of them. No lines: the shop's rate.
 */
export function deliveryGstRate(
  lineRates: readonly number[],
  settings: PricingSettings = DEFAULT_PRICING,
): number {
  return lineRates.length === 0 ? settings.gstPercent : Math.max(...lineRates);
}

/**
 * The totals of an order or cart (decision 050). Each line is taxed at its rate (a slab decided on
 * one piece after its discount), delivery at the goods' highest rate, each to the paisa; the total
 * is taxable values + taxes rounded once to whole rupees, the difference being the round-off.
 * With prices including GST the total is what the shown prices add up to; with GST on top it is
 * decision 005's total.
 */
export function computeOrderTotals(
  lines: readonly PricedLine[],
  settings: PricingSettings = DEFAULT_PRICING,
): OrderTotals {
  const count = lines.reduce((sum, line) => sum + line.quantity, 0);
  const subtotal = lines.reduce((sum, line) => sum + lineTotalPaise(line), 0);
  const discount = lines.reduce((sum, line) => sum + (line.discountPaise ?? 0), 0);
  const delivery = deliveryFeePaise({ count, amountPaise: subtotal - discount }, settings);
  const lineTaxes = lines.map((line) => lineTax(line, settings));
  const deliveryTax =
    delivery > 0
      ? taxOf(
          delivery,
          deliveryGstRate(
            lineTaxes.map((tax) => tax.gstRate),
            settings,
          ),
          settings.gstMode,
        )
      : null;
  const taxed = deliveryTax ? [...lineTaxes, deliveryTax] : lineTaxes;
  const taxable = taxed.reduce((sum, tax) => sum + tax.taxablePaise, 0);
  const gst = taxed.reduce((sum, tax) => sum + tax.taxPaise, 0);
  const total = roundToRupees(taxable + gst);
  return {
    count,
    subtotalPaise: subtotal,
    discountPaise: discount,
    deliveryPaise: delivery,
    taxablePaise: taxable,
    gstPaise: gst,
    roundOffPaise: total - taxable - gst,
    totalPaise: total,
    gstIncluded: settings.gstMode !== 'exclusive',
    lineTaxes,
    deliveryTax,
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
