import { z } from 'zod';
import { strictBody } from './api.js';
import { OrderStatusSchema } from './orders.js';
import { CourierSchema } from './settings.js';

/**
 * An AWB (air waybill) number as couriers print them: Delhivery's 13-14 digits, India Post's
 * `EE123456789IN`, Blue Dart's 11 digits, with the odd hyphen. Kept upper-case, as printed.
 */
const AWB_PATTERN = /^[A-Z0-9][A-Z0-9-]{3,39}$/;
const AWB_MESSAGE = 'Enter the AWB (tracking) number: 4 to 40 letters, digits or hyphens';

export const SHIPPED_NEEDS = {
  courier: 'Choose the courier that carries the parcel',
  trackingNumber: 'Enter the AWB (tracking) number to mark the order shipped',
} as const;
export const RETURNED_NEEDS_REASON = 'Say why the parcel came back (for example "Refused at the door")';

/**
 * Staff move an order along (decisions 006 and 028). Shipping names the courier and the AWB number;
 * a return to origin names its reason. Those fields belong to that move only: sent with another,
 * they are refused rather than silently dropped.
 */
export const UpdateOrderStatusBodySchema = strictBody({
  status: OrderStatusSchema,
  note: z.string().trim().max(500, { error: 'Note must be at most 500 characters' }).optional(),
  courier: CourierSchema.optional(),
  trackingNumber: z
    .string({ error: AWB_MESSAGE })
    .trim()
    .transform((value) => value.toUpperCase())
    .pipe(z.string().regex(AWB_PATTERN, { error: AWB_MESSAGE }))
    .optional(),
  reason: z
    .string({ error: RETURNED_NEEDS_REASON })
    .trim()
    .min(1, { error: RETURNED_NEEDS_REASON })
    .max(500, { error: 'Reason must be at most 500 characters' })
    .optional(),
}).superRefine((body, context) => {
  const refuse = (field: string, message: string) =>
    context.addIssue({ code: 'custom', path: [field], message });
  if (body.status === 'shipped') {
    if (body.courier === undefined) refuse('courier', SHIPPED_NEEDS.courier);
    if (body.trackingNumber === undefined) refuse('trackingNumber', SHIPPED_NEEDS.trackingNumber);
  } else {
    if (body.courier !== undefined)
      refuse('courier', 'A courier is given only when marking an order shipped');
    if (body.trackingNumber !== undefined) {
      refuse('trackingNumber', 'An AWB number is given only when marking an order shipped');
    }
  }
  if (body.status === 'returned') {
    if (body.reason === undefined) refuse('reason', RETURNED_NEEDS_REASON);
  } else if (body.reason !== undefined) {
    refuse('reason', 'A reason is given only when an order is returned to origin; use the note');
  }
});
export type UpdateOrderStatusBody = z.output<typeof UpdateOrderStatusBodySchema>;

/** "COD confirmed" (decision 028): how the customer confirmed, for the timeline; optional. */
export const ConfirmCodBodySchema = strictBody({
  note: z.string().trim().max(500, { error: 'Note must be at most 500 characters' }).optional(),
}).nullish();
