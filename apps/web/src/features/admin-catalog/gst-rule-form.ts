import { gstRuleProblems, isGstRateInForce, type GstRuleInput, type GstSlabAnswer } from '@shop/domain';

/**
 * The rate rule of a category or product form (decisions 050, 051): a rate, and optionally a slab
 * by the value of a piece ("5% up to ₹2,500 a piece, 18% above"). Numbers stay text until sent.
 */
export interface GstRuleValues {
  /** The rate, or the slab's rate up to its value; '' on a product: its category's rule. */
  gstRate: string;
  /** "Rate by value of a piece". */
  bySlab: boolean;
  /** Rupees a piece up to which `gstRate` applies. */
  slabUpTo: string;
  rateAbove: string;
}

/** The slab a new slab starts from: apparel's, 18% above ₹2,500 a piece. */
const NEW_SLAB = { slabUpTo: '2500', rateAbove: '18' };

export function gstRuleValuesOf(rate: number | null, slab: GstSlabAnswer | null): GstRuleValues {
  return {
    gstRate: rate === null ? '' : String(rate),
    bySlab: slab !== null,
    slabUpTo: slab ? String(slab.upTo) : NEW_SLAB.slabUpTo,
    rateAbove: slab ? String(slab.rateAbove) : NEW_SLAB.rateAbove,
  };
}

/** The values of a form with a rate of its own and no slab yet. */
export const FLAT_RULE_VALUES = (gstRate: string): GstRuleValues => ({ gstRate, bySlab: false, ...NEW_SLAB });

const numberOrNaN = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** The slab as the API takes it; null for a flat rate (or a product taking its category's rule). */
export function gstSlabPayload(values: GstRuleValues): GstRuleInput['slab'] {
  if (!values.bySlab || values.gstRate === '') return null;
  return { upTo: numberOrNaN(values.slabUpTo), rateAbove: Number(values.rateAbove) };
}

/**
 * The rule's problems by the field the server names (`gstRate`, `gstSlab.upTo`,
 * `gstSlab.rateAbove`): the value of a piece a positive amount, the rate above above the rate, no
 * retired rate newly chosen (`stored`: the rule the form was opened with).
 */
export function gstRuleErrors(values: GstRuleValues, stored: GstRuleInput | null): Record<string, string> {
  const slab = gstSlabPayload(values);
  const errors: Record<string, string> = {};
  if (slab && !(slab.upTo > 0 && Math.round(slab.upTo * 100) === slab.upTo * 100)) {
    errors['gstSlab.upTo'] = 'Value of a piece must be more than ₹0, with at most 2 decimals';
  }
  const rate = values.gstRate === '' ? null : Number(values.gstRate);
  for (const problem of gstRuleProblems({ rate, slab }, stored)) {
    errors[problem.field] ??= problem.message;
  }
  return errors;
}

/** How a rate reads in a select: "12% (no longer in force)" for a retired one a shop stored. */
export function gstRateLabel(rate: number): string {
  return isGstRateInForce(rate) ? `${rate}%` : `${rate}% (no longer in force)`;
}
