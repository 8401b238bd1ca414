import { formatRupees, includedGstNote, summaryLines, type ShownTotals } from '@shop/domain';
import type { Translate } from '@/lib/i18n/i18n';

/** One line above a total as the page says it: its key, its label and its value, in the page's language. */
export interface TotalsLine {
  key: ReturnType<typeof summaryLines>[number]['key'];
  label: string;
  value: string;
}

/**
 * The lines above a total (decision 050's Subtotal, Discount, Delivery, GST, Round off) in the
 * page's words: the cart, checkout and order summaries show them, and the cart's WhatsApp message
 * says them, so both read alike in either language.
 */
export function totalsLines(
  totals: ShownTotals,
  t: Translate,
  couponCode?: string | null,
  gstRates?: readonly number[],
): TotalsLine[] {
  return summaryLines(totals, couponCode, gstRates).map((line) => {
    if (line.key === 'subtotal') return { ...line, label: t('totals.subtotal') };
    if (line.key === 'discount') {
      const label = couponCode ? t('totals.discountCode', { code: couponCode }) : t('totals.discount');
      return { ...line, label };
    }
    if (line.key === 'delivery') {
      return {
        ...line,
        label: t('totals.delivery'),
        value: totals.delivery === 0 ? t('totals.free') : line.value,
      };
    }
    if (line.key === 'roundOff') return { ...line, label: t('totals.roundOff') };
    // GST reads the same in both languages.
    return line;
  });
}

/** "Includes GST ₹x" under the total when the prices contain it, in the page's words; else null. */
export const includedGstWords = (totals: ShownTotals, t: Translate): string | null =>
  includedGstNote(totals) ? t('totals.includesGst', { amount: formatRupees(totals.gst) }) : null;
