import { formatRupees, OPEN_PRICE_BOUND, type PricePreset } from '@shop/domain';
import type { Translate } from '@/lib/i18n/i18n';

/**
 * A price range's name in the page's language: "Under ₹500", "₹500 - ₹1,000", "Above ₹2,000". A
 * range between two figures has no words and keeps the preset's own label.
 */
export function presetLabel(preset: PricePreset, t: Translate): string {
  if (preset.min === 0) return t('catalog.priceUnder', { amount: formatRupees(preset.max) });
  if (preset.max === OPEN_PRICE_BOUND) return t('catalog.priceAbove', { amount: formatRupees(preset.min) });
  return preset.label;
}
