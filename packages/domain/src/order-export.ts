import { z } from 'zod';
import { dayRangeShape, resolveRange } from './day-range.js';
import { OrderStatusSchema } from './orders.js';
import type { GstMode } from './pricing.js';

/**
 * The orders export (decision 036): one CSV row per order placed in a range of days (India time),
 * optionally of one status, with the GST figures an accountant files from.
 */
export const OrderExportQuerySchema = z
  .object({ status: OrderStatusSchema.optional(), ...dayRangeShape })
  .transform(resolveRange);
export type OrderExportQuery = z.output<typeof OrderExportQuerySchema>;

/**
 * The header row, in order. Amounts are rupees with two decimals; dates are India time. Decision
 * 050 inserted Discount and Round off where the sums read them, and appended GST.
 */
export const ORDER_EXPORT_COLUMNS = [
  'Order number',
  'Order date',
  'Status',
  'Payment method',
  'Customer name',
  'Customer email',
  'Phone',
  'City',
  'Pincode',
  'Place of supply',
  'Place of supply code',
  'Invoice number',
  'Invoice date',
  'Subtotal',
  'Discount',
  'Delivery',
  'Taxable value',
  'CGST',
  'SGST',
  'IGST',
  'Round off',
  'Total',
  'GST',
] as const;

/**
 * The `GST` column (decision 050): how the order charged it, which says how its row adds up. Every
 * row has taxable value + CGST + SGST + IGST + round off = total; with prices including GST (or no
 * GST) subtotal − discount + delivery is the total too, with GST added on top it is the taxable value.
 */
export const ORDER_EXPORT_GST_MODES: Record<GstMode, string> = {
  inclusive: 'Included in prices',
  exclusive: 'Added to prices',
  none: 'Not charged (not registered)',
};
