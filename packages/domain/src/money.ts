import { formatIndianNumber } from './indian-numbers.js';

/**
 * Money is carried as integer paise everywhere it is computed or stored, so sums never drift.
 * The API speaks rupees (numbers with at most two decimals) because that is what people read and type.
 */
export type Paise = number;

export function rupeesToPaise(rupees: number): Paise {
  return Math.round(rupees * 100);
}

export function paiseToRupees(paise: Paise): number {
  return paise / 100;
}

/**
 * `₹1,00,000` for whole rupees, `₹1,299.50` when there are paise, `-₹250` below zero. Input is
 * rupees, as the API gives them. Written by hand as `Intl` would (decision 083).
 */
export function formatRupees(rupees: number): string {
  const decimals = Number.isInteger(rupees) ? 0 : 2;
  const written = formatIndianNumber(rupees, { min: decimals, max: decimals });
  return written.startsWith('-') ? `-₹${written.slice(1)}` : `₹${written}`;
}
