import { formatIndianNumber } from './indian-numbers.js';
import type { Paise } from './money.js';

/**
 * GST rates as the law has them since 22 September 2025 (the 56th GST Council's slab reform), and
 * the rule a category or product is taxed by: a flat rate, or a slab by the value of one piece, like
 * apparel's "5% up to ₹2,500 a piece, 18% above" (decision 050). Rates are percent and may have
 * fractions (0.25, 1.5); arithmetic runs in basis points so it stays in whole numbers.
 */

/** The rates in force: the only ones the back office offers and the API accepts for new values. */
export const GST_RATES = [0, 0.25, 1.5, 3, 5, 18, 40] as const;
export type GstRate = (typeof GST_RATES)[number];

/**
 * Rates of the slabs before 22 September 2025. A shop keeps what it stored (a migration never
 * changes a shop's tax), so they stay readable, but no form offers them and no write accepts them.
 */
export const RETIRED_GST_RATES = [12, 28] as const;

/** The rate of a category nobody set: the single rate the shop charged before rates per category. */
export const DEFAULT_GST_RATE: GstRate = 18;

export function isGstRateInForce(rate: number): boolean {
  return (GST_RATES as readonly number[]).includes(rate);
}

/** Apparel, clothing accessories and made-up textiles: 5% up to ₹2,500 a piece, 18% above. */
export const TEXTILE_SLAB = { upToPaise: 2500_00, rateAbove: 18 } as const;

/** A slab: the rule's own rate applies up to `upToPaise` a piece, `rateAbove` beyond it. */
export interface GstSlab {
  upToPaise: Paise;
  rateAbove: number;
}

/** How a line is taxed: a flat rate, or a rate up to a per-piece value and another above it. */
export interface GstRule {
  rate: number;
  slab: GstSlab | null;
}

export const flatGstRule = (rate: number): GstRule => ({ rate, slab: null });

/** Percent as basis points: 0.25% → 25, 18% → 1800. */
export function basisPoints(rate: number): number {
  return Math.round(rate * 100);
}

/**
 * The rate a line pays under its rule. The value compared is one unit's taxable value at the lower
 * rate, after its share of any discount, so a coupon can move a piece across the line:
 * - prices before tax: the unit's amount itself;
 * - prices including GST: the unit's amount with the lower rate taken out (amount × 100 / (100 + rate)).
 * "Up to" includes the threshold itself (₹2,500.00 a piece is 5%). Integer arithmetic only.
 */
export function rateForLine(
  rule: GstRule,
  line: { amountPaise: Paise; quantity: number },
  pricesIncludeGst: boolean,
): number {
  if (!rule.slab || line.quantity <= 0) return rule.rate;
  const { upToPaise, rateAbove } = rule.slab;
  // amount / quantity [× 10000 / (10000 + bp)] ≤ upTo, with both sides multiplied out.
  const withinSlab = pricesIncludeGst
    ? line.amountPaise * 10_000 <= upToPaise * line.quantity * (10_000 + basisPoints(rule.rate))
    : line.amountPaise <= upToPaise * line.quantity;
  return withinSlab ? rule.rate : rateAbove;
}

/** "5% up to ₹2,500 a piece, 18% above" or "3%": how a rule reads in the back office. */
export function gstRuleLabel(rule: GstRule): string {
  if (!rule.slab) return `${rule.rate}%`;
  const upTo = formatIndianNumber(rule.slab.upToPaise / 100, { max: 2 });
  return `${rule.rate}% up to ₹${upTo} a piece, ${rule.slab.rateAbove}% above`;
}
