import { z } from 'zod';
import { dayRangeShape, resolveRange } from './day-range.js';
import { OrderStatusSchema } from './orders.js';

/**
 * The orders export (decision 036): one CSV row per order placed in a range of days (India time),
 * optionally of one status, with the GST figures an accountant files from.
 */
export const OrderExportQuerySchema = z
  .object({ status: OrderStatusSchema.optional(), ...dayRangeShape })
  .transform(resolveRange);
export type OrderExportQuery = z.output<typeof OrderExportQuerySchema>;

/** The header row, in order. Amounts are rupees with two decimals; dates are India time. */
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
  'Delivery',
  'Taxable value',
  'CGST',
  'SGST',
  'IGST',
  'Total',
] as const;
