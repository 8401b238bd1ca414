import { formatRupees } from './money.js';
import { gstLabel } from './pricing.js';

/** The figures a summary shows, in rupees: a cart's summary, an order's totals. */
export interface ShownTotals {
  subtotal: number;
  discount: number;
  delivery: number;
  gst: number;
  total: number;
  gstIncluded: boolean;
  roundOff: number;
}

export interface SummaryLine {
  key: 'subtotal' | 'discount' | 'delivery' | 'gst' | 'roundOff';
  label: string;
  /** As shown: '₹1,299', '−₹260', 'Free', '+₹0.18'. */
  value: string;
}

/** Delivery reads 'Free' rather than ₹0. */
export function deliveryText(delivery: number): string {
  return delivery === 0 ? 'Free' : formatRupees(delivery);
}

/**
 * The lines above a total, the same on every screen, message and mail (decision 050): Subtotal, the
 * coupon's Discount when there is one, Delivery, GST as a line only when it is added on top of the
 * prices, and Round off only when it is not zero. `gstRates` (the lines' rates, when known for
 * certain) name a single rate in the GST line's label.
 */
export function summaryLines(
  totals: ShownTotals,
  couponCode?: string | null,
  gstRates: readonly number[] = [],
): SummaryLine[] {
  return [
    { key: 'subtotal', label: 'Subtotal', value: formatRupees(totals.subtotal) },
    ...(totals.discount > 0
      ? [
          {
            key: 'discount' as const,
            label: couponCode ? `Discount (${couponCode})` : 'Discount',
            value: `−${formatRupees(totals.discount)}`,
          },
        ]
      : []),
    { key: 'delivery', label: 'Delivery', value: deliveryText(totals.delivery) },
    ...(totals.gstIncluded
      ? []
      : [{ key: 'gst' as const, label: gstLabel(gstRates), value: formatRupees(totals.gst) }]),
    ...(totals.roundOff !== 0
      ? [
          {
            key: 'roundOff' as const,
            label: 'Round off',
            value: `${totals.roundOff < 0 ? '−' : '+'}${formatRupees(Math.abs(totals.roundOff))}`,
          },
        ]
      : []),
  ];
}

/** "Includes GST ₹x" under the total when the prices contain it; null when it was added or there is none. */
export function includedGstNote(totals: Pick<ShownTotals, 'gst' | 'gstIncluded'>): string | null {
  return totals.gstIncluded && totals.gst > 0 ? `Includes GST ${formatRupees(totals.gst)}` : null;
}
