/**
 * Numbers written the Indian way ("12,34,567.50": thousands, then lakhs and crores in pairs), by
 * hand rather than with `Intl` (issue 27, decision 083). A browser's first `Intl` call of a page
 * loads the ICU data behind it: 25–120 ms of the main thread on this machine, four times that on a
 * mid-range phone, in the middle of hydration. The output is `Intl.NumberFormat('en-IN')`'s, which
 * the tests check value by value; the server writes the same, so the two never differ.
 */

export interface FractionDigits {
  /** Decimals always written, padded with zeros (0 by default). */
  min?: number;
  /** Decimals at most; the value is rounded half away from zero (3 by default, as Intl's). */
  max?: number;
}

/**
 * `abs` as decimal digits rounded to `digits` decimals: the integer part, and the decimals without
 * their trailing zeros. Rounds the shortest decimal that reads back as the number ("1.005"), as
 * ICU does, not its binary value (1.00499…), so 1.005 gives 1.01 as Intl's does.
 */
function roundedDigits(abs: number, digits: number): { whole: string; decimals: string } {
  const shortest = String(abs);
  // Exponent notation comes only below 1e-6 or from 1e21: no price or count is either.
  const [whole = '0', decimals = ''] = (shortest.includes('e') ? abs.toFixed(digits) : shortest).split('.');
  if (decimals.length <= digits) return { whole, decimals: decimals.replace(/0+$/, '') };
  const kept = whole + decimals.slice(0, digits);
  const roundsUp = decimals.charCodeAt(digits) >= '5'.charCodeAt(0);
  const rounded = roundsUp ? (BigInt(kept) + 1n).toString().padStart(kept.length, '0') : kept;
  const wholeDigits = rounded.length - digits;
  return {
    whole: rounded.slice(0, wholeDigits).replace(/^0+(?=\d)/, ''),
    decimals: rounded.slice(wholeDigits).replace(/0+$/, ''),
  };
}

/** "1234567" as "12,34,567": the last three digits, then pairs. */
function groupedIndian(whole: string): string {
  if (whole.length <= 3) return whole;
  const head = whole.slice(0, -3);
  const pairs = head.replace(/\B(?=(\d{2})+$)/g, ',');
  return `${pairs},${whole.slice(-3)}`;
}

/**
 * `value` with Indian grouping: 120000 is "1,20,000", 1299.5 with `{ min: 2, max: 2 }` is
 * "1,299.50". A value that rounds to zero is written without a minus.
 */
export function formatIndianNumber(
  value: number,
  { min = 0, max = Math.max(min, 3) }: FractionDigits = {},
): string {
  if (!Number.isFinite(value)) return String(value);
  const { whole, decimals } = roundedDigits(Math.abs(value), max);
  const padded = decimals.padEnd(min, '0');
  const written = groupedIndian(whole) + (padded ? `.${padded}` : '');
  const isZero = /^0$/.test(whole) && /^0*$/.test(decimals);
  return value < 0 && !isZero ? `-${written}` : written;
}
