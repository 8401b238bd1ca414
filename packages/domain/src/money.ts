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

const wholeRupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});
const rupeesWithPaise = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** `₹1,00,000` for whole rupees, `₹1,299.50` when there are paise. Input is rupees, as the API gives them. */
export function formatRupees(rupees: number): string {
  return Number.isInteger(rupees) ? wholeRupees.format(rupees) : rupeesWithPaise.format(rupees);
}
