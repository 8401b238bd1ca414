import { z } from 'zod';
import { limitParam, PaginationSchema, pageParam, strictBody } from './api.js';
import type { Paise } from './money.js';
import { taxOf, type GstMode } from './pricing.js';
import { TrackingPairShape } from './orders.js';
import { CourierSchema } from './settings.js';
import { SHOPPER_FORM_WORDS } from './shopper-form-words.js';

/**
 * Returns, exchanges and refunds the shopper starts after delivery (decision 054): what they may
 * ask, the steps staff take, and the shapes of the API. Pure rules and schemas.
 */

export const RETURN_REASONS = ['size', 'damaged', 'different', 'wrong_item', 'changed_mind'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

export const RETURN_REASON_LABELS: Record<ReturnReason, string> = {
  size: 'Size does not fit',
  damaged: 'Damaged or defective',
  different: 'Different from the picture or description',
  wrong_item: 'Wrong item sent',
  changed_mind: 'Changed my mind',
};

/**
 * The shop's fault: photos are required, the delivery fee is refunded, and a piece marked not
 * returnable (personalised, made to order, earrings) may still be sent back.
 */
export const SHOP_FAULT_REASONS: readonly ReturnReason[] = ['damaged', 'different', 'wrong_item'];
export const isShopFault = (reason: ReturnReason) => SHOP_FAULT_REASONS.includes(reason);

export const RETURN_STATUSES = [
  'requested',
  'approved',
  'picked_up',
  'received',
  'refunded',
  'exchanged',
  'rejected',
  'cancelled',
] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

export const RETURN_STATUS_LABELS: Record<ReturnStatus, string> = {
  requested: 'Requested',
  approved: 'Approved',
  picked_up: 'Picked up',
  received: 'Received',
  refunded: 'Refunded',
  exchanged: 'Exchanged',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
};

/** Statuses a return is still moving in: the dashboard's "returns waiting" and the held stock. */
export const OPEN_RETURN_STATUSES: readonly ReturnStatus[] = [
  'requested',
  'approved',
  'picked_up',
  'received',
];
/** A return in these statuses no longer counts against what a line may still return. */
export const VOID_RETURN_STATUSES: readonly ReturnStatus[] = ['rejected', 'cancelled'];

export const RETURN_RESOLUTIONS = ['refund', 'exchange'] as const;
export type ReturnResolution = (typeof RETURN_RESOLUTIONS)[number];

export const MAX_RETURN_PHOTOS = 3;
export const RETURN_NOTE_MAX = 1000;

/** What a return has done so far, for the next step: its status and whether each half is settled. */
export interface ReturnProgress {
  status: ReturnStatus;
  hasRefundLines: boolean;
  hasExchangeLines: boolean;
  refunded: boolean;
  exchanged: boolean;
}

/**
 * The steps staff may take next, one at a time: requested → approved → picked_up → received →
 * refunded | exchanged (a return with both kinds of line settles both, in either order);
 * rejected from requested, approved or received (after looking at the piece); cancelled before
 * the pickup.
 */
export function nextReturnStatuses(progress: ReturnProgress): ReturnStatus[] {
  switch (progress.status) {
    case 'requested':
      return ['approved', 'rejected', 'cancelled'];
    case 'approved':
      return ['picked_up', 'rejected', 'cancelled'];
    case 'picked_up':
      return ['received'];
    case 'received':
      return [...settlements(progress), 'rejected'];
    case 'refunded':
    case 'exchanged':
      return settlements(progress);
    default:
      return [];
  }
}

function settlements(progress: ReturnProgress): ReturnStatus[] {
  const next: ReturnStatus[] = [];
  if (progress.hasRefundLines && !progress.refunded) next.push('refunded');
  if (progress.hasExchangeLines && !progress.exchanged) next.push('exchanged');
  return next;
}

/** The shopper may take a request back until the parcel is picked up. */
export const shopperCanCancel = (status: ReturnStatus) => status === 'requested' || status === 'approved';

/** `name@bank`: a UPI ID's shape (NPCI: 2–256 characters, '@', the handle). */
export const UPI_ID_PATTERN = /^[a-zA-Z0-9._-]{2,256}@[a-zA-Z][a-zA-Z0-9]{1,63}$/;
/** Four letters, a zero, six letters or digits: every Indian bank branch's IFSC. */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
/** Indian bank account numbers run from 9 to 18 digits. */
export const ACCOUNT_NUMBER_PATTERN = /^\d{9,18}$/;

const UpiRefundSchema = strictBody({
  upiId: z
    .string({ error: 'UPI ID is required' })
    .trim()
    .regex(UPI_ID_PATTERN, { error: SHOPPER_FORM_WORDS.upiIdFormat.en }),
});

const BankRefundSchema = strictBody({
  accountName: z
    .string({ error: 'Account holder’s name is required' })
    .trim()
    .min(2, { error: 'Account holder’s name is required' })
    .max(100, { error: 'Account holder’s name must be at most 100 characters' }),
  accountNumber: z
    .string({ error: 'Account number is required' })
    .transform((value) => value.replace(/\s/g, ''))
    .pipe(z.string().regex(ACCOUNT_NUMBER_PATTERN, { error: SHOPPER_FORM_WORDS.accountNumberFormat.en })),
  /** The number typed a second time; when sent it must match. */
  confirmAccountNumber: z
    .string()
    .transform((value) => value.replace(/\s/g, ''))
    .optional(),
  ifsc: z
    .string({ error: 'IFSC is required' })
    .trim()
    .toUpperCase()
    .regex(IFSC_PATTERN, { error: SHOPPER_FORM_WORDS.ifscFormat.en }),
});

/** Where a Cash on Delivery order's refund goes: a UPI ID, or a bank account. */
export const RefundToSchema = z
  .union([UpiRefundSchema, BankRefundSchema], { error: SHOPPER_FORM_WORDS.upiIdOrBankAccount.en })
  .superRefine((refundTo, context) => {
    if (
      'accountNumber' in refundTo &&
      refundTo.confirmAccountNumber !== undefined &&
      refundTo.confirmAccountNumber !== refundTo.accountNumber
    ) {
      context.addIssue({
        code: 'custom',
        path: ['confirmAccountNumber'],
        message: SHOPPER_FORM_WORDS.accountNumbersDiffer.en,
      });
    }
  });
export type RefundToInput = z.input<typeof RefundToSchema>;
export type RefundTo = z.output<typeof RefundToSchema>;

const ReturnLineBodySchema = strictBody({
  orderItemId: z.uuid({ error: 'Choose a line of the order' }),
  quantity: z
    .number({ error: 'Quantity must be a number' })
    .int({ error: 'Quantity must be a whole number' })
    .min(1, { error: 'Return at least one piece' })
    .max(100, { error: 'Quantity must be at most 100' }),
  resolution: z.enum(RETURN_RESOLUTIONS, { error: 'Choose a refund or an exchange' }),
  exchangeVariantId: z.uuid({ error: SHOPPER_FORM_WORDS.exchangeChoiceNeeded.en }).optional(),
});

export const PHOTOS_REQUIRED_MESSAGE = SHOPPER_FORM_WORDS.photosRequired.en;

/**
 * `POST /api/orders/:id/returns`: the lines and quantities, why, and how each is settled. A guest
 * adds the tracking pair (`orderNumber`, `phone`) in place of a session.
 */
export const CreateReturnBodySchema = strictBody({
  items: z
    .array(ReturnLineBodySchema, { error: 'Choose what you are returning' })
    .min(1, { error: 'Choose at least one piece to return' })
    .max(50, { error: 'At most 50 lines' }),
  reason: z.enum(RETURN_REASONS, { error: `Reason must be one of ${RETURN_REASONS.join(', ')}` }),
  note: z
    .string()
    .trim()
    .max(RETURN_NOTE_MAX, { error: `Note must be at most ${RETURN_NOTE_MAX} characters` })
    .optional(),
  photoIds: z
    .array(z.uuid({ error: 'Unknown photo' }))
    .max(MAX_RETURN_PHOTOS, { error: `At most ${MAX_RETURN_PHOTOS} photos` })
    .optional(),
  refundTo: RefundToSchema.optional(),
  orderNumber: TrackingPairShape.orderNumber.optional(),
  phone: TrackingPairShape.phone.optional(),
}).superRefine((body, context) => {
  const seen = new Set<string>();
  body.items.forEach((item, index) => {
    if (seen.has(item.orderItemId)) {
      context.addIssue({
        code: 'custom',
        path: ['items', index, 'orderItemId'],
        message: SHOPPER_FORM_WORDS.eachLineOnce.en,
      });
    }
    seen.add(item.orderItemId);
    if (item.resolution === 'exchange' && !item.exchangeVariantId) {
      context.addIssue({
        code: 'custom',
        path: ['items', index, 'exchangeVariantId'],
        message: SHOPPER_FORM_WORDS.exchangeChoiceNeeded.en,
      });
    }
    if (item.resolution === 'refund' && item.exchangeVariantId) {
      context.addIssue({
        code: 'custom',
        path: ['items', index, 'exchangeVariantId'],
        message: SHOPPER_FORM_WORDS.refundTakesNoReplacement.en,
      });
    }
  });
  if (isShopFault(body.reason) && (body.photoIds?.length ?? 0) === 0) {
    context.addIssue({ code: 'custom', path: ['photoIds'], message: PHOTOS_REQUIRED_MESSAGE });
  }
});
export type CreateReturnBody = z.input<typeof CreateReturnBodySchema>;

/** The tracking pair a guest sends in place of a session (or nothing, with one). */
export const GuestPairBodySchema = strictBody({
  orderNumber: TrackingPairShape.orderNumber.optional(),
  phone: TrackingPairShape.phone.optional(),
}).nullish();
export type GuestPairBody = z.input<typeof GuestPairBodySchema>;

const reasonText = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(3, { error: `${label} is required` })
    .max(500, { error: `${label} must be at most 500 characters` });

/** Rupees to the paisa, as staff type a refund. */
const RefundAmountSchema = z
  .number({ error: 'Amount must be a number' })
  .positive({ error: 'Amount must be more than ₹0' })
  .max(10_00_000, { error: 'Amount must be at most ₹10,00,000' })
  .refine((rupees) => Math.abs(rupees * 100 - Math.round(rupees * 100)) < 1e-6, {
    error: 'Amount is in rupees with at most two decimals',
  });

const PickupSchema = z.discriminatedUnion(
  'method',
  [
    z.strictObject({
      method: z.literal('courier'),
      courier: CourierSchema,
      trackingNumber: z
        .string({ error: 'AWB number is required' })
        .trim()
        .toUpperCase()
        .regex(/^[A-Z0-9][A-Z0-9-]{3,39}$/, {
          error: 'Enter the AWB (tracking) number: 4 to 40 letters, digits or hyphens',
        }),
    }),
    z.strictObject({ method: z.literal('customer') }),
  ],
  { error: 'Say how the parcel comes back: the courier’s pickup, or the customer sends it' },
);

const STAFF_STEPS = [
  'approved',
  'rejected',
  'cancelled',
  'picked_up',
  'received',
  'refunded',
  'exchanged',
] as const;

/** Which fields each step takes; any other is refused rather than ignored. */
const STEP_FIELDS: Record<(typeof STAFF_STEPS)[number], readonly string[]> = {
  approved: ['pickup'],
  rejected: ['reason'],
  cancelled: ['note'],
  picked_up: [],
  received: ['items'],
  refunded: ['amount', 'reference'],
  exchanged: [],
};

const STEP_NEEDS: Record<string, string> = {
  pickup: 'Say how the parcel comes back: the courier’s pickup, or the customer sends it',
  reason: 'Say why the return is rejected; the shopper reads it',
  items: 'Say for each line whether it goes back to stock',
  amount: 'Enter the amount refunded',
  reference: 'Enter the UTR or bank reference of the refund',
};

/**
 * `PATCH /api/returns/:id`: one step a call (staff). Approving names the pickup, rejecting its
 * reason, receiving the restock of each line, refunding the amount (rupees) and its UTR or bank
 * reference. A field of another step is refused.
 */
export const UpdateReturnBodySchema = strictBody({
  status: z.enum(STAFF_STEPS, { error: `Status must be one of ${STAFF_STEPS.join(', ')}` }),
  pickup: PickupSchema.optional(),
  reason: reasonText('Reason').optional(),
  note: z.string().trim().max(500, { error: 'Note must be at most 500 characters' }).optional(),
  items: z
    .array(
      z.strictObject({
        returnItemId: z.uuid({ error: 'Unknown line of the return' }),
        restock: z.boolean({ error: 'Say whether it goes back to stock' }),
      }),
    )
    .min(1, { error: 'Say for each line whether it goes back to stock' })
    .optional(),
  amount: RefundAmountSchema.optional(),
  reference: z
    .string({ error: 'Enter the UTR or bank reference of the refund' })
    .trim()
    .min(6, { error: 'The UTR or bank reference is at least 6 characters' })
    .max(40, { error: 'Reference must be at most 40 characters' })
    .optional(),
}).superRefine((body, context) => {
  const wanted = STEP_FIELDS[body.status];
  for (const field of ['pickup', 'reason', 'note', 'items', 'amount', 'reference'] as const) {
    const given = body[field] !== undefined;
    if (wanted.includes(field) && !given && field !== 'note') {
      context.addIssue({
        code: 'custom',
        path: [field],
        message: STEP_NEEDS[field] ?? `${field} is required`,
      });
    }
    if (!wanted.includes(field) && given) {
      context.addIssue({
        code: 'custom',
        path: [field],
        message: `${field} is not part of the step '${body.status}'`,
      });
    }
  }
});
export type UpdateReturnBody = z.input<typeof UpdateReturnBodySchema>;
export type ReturnStep = z.output<typeof UpdateReturnBodySchema>;

/** The refund's destination as shown: a bank account's number masked but for its last four digits. */
export const RefundToViewSchema = z.discriminatedUnion('method', [
  z.object({ method: z.literal('upi'), upiId: z.string() }),
  z.object({
    method: z.literal('bank'),
    accountName: z.string(),
    accountNumber: z.string(),
    ifsc: z.string(),
  }),
]);
export type RefundToView = z.infer<typeof RefundToViewSchema>;

/** `XXXXXX1234`: all but the last four digits hidden. */
export function maskAccountNumber(accountNumber: string): string {
  return `${'X'.repeat(Math.max(0, accountNumber.length - 4))}${accountNumber.slice(-4)}`;
}

/** `ra•••@okicici`: a UPI ID with its name mostly hidden. */
export function maskUpiId(upiId: string): string {
  const [name = '', handle = ''] = upiId.split('@');
  return `${name.slice(0, 2)}${'•'.repeat(Math.max(1, name.length - 2))}@${handle}`;
}

export const ReturnItemSchema = z.object({
  id: z.uuid(),
  orderItemId: z.uuid(),
  /** The line as ordered: name, variant, picture, and the price of one piece (rupees). */
  name: z.string(),
  variantTitle: z.string(),
  image: z.string().nullable(),
  unitPrice: z.number(),
  quantity: z.number().int(),
  resolution: z.enum(RETURN_RESOLUTIONS),
  exchangeVariantId: z.uuid().nullable(),
  /** The replacement's variant title ("L / Indigo"), or null. */
  exchangeVariantTitle: z.string().nullable(),
  /** Set when the parcel is received: back to stock, or not (damaged); null before. */
  restock: z.boolean().nullable(),
});

export const ReturnHistoryEntrySchema = z.object({
  status: z.enum(RETURN_STATUSES),
  note: z.string().nullable(),
  at: z.string(),
});

export const ReturnSchema = z.object({
  id: z.uuid(),
  /** `R-3F2A9C1B-1`: the order's number and the return's place among its returns. */
  number: z.string(),
  orderId: z.uuid(),
  orderNumber: z.string(),
  status: z.enum(RETURN_STATUSES),
  reason: z.enum(RETURN_REASONS),
  note: z.string().nullable(),
  /** Why staff said no, for the shopper to read; null unless rejected. */
  rejectionReason: z.string().nullable(),
  items: z.array(ReturnItemSchema),
  /** Photo ids; staff and the shopper open them at `/api/return-photos/:id`. */
  photoIds: z.array(z.uuid()),
  /**
   * Where a Cash on Delivery refund goes: in full to staff until the refund is made, masked to the
   * shopper and to everyone after; null for a prepaid order (refunded to its source) or an exchange.
   */
  refundTo: RefundToViewSchema.nullable(),
  /** Rupees the shop owes by default: the refund lines after their discount share, with tax (and delivery when the shop was at fault). */
  refundDue: z.number(),
  /** The most staff may refund: what the lines (and delivery, when owed) are worth. */
  refundLimit: z.number(),
  refund: z.object({ amount: z.number(), reference: z.string(), at: z.string() }).nullable(),
  pickup: z
    .object({
      method: z.enum(['courier', 'customer']),
      courier: z.string().nullable(),
      trackingNumber: z.string().nullable(),
      trackingUrl: z.string().nullable(),
    })
    .nullable(),
  replacementOrderId: z.uuid().nullable(),
  replacementOrderNumber: z.string().nullable(),
  creditNoteNumber: z.string().nullable(),
  history: z.array(ReturnHistoryEntrySchema),
  /** What the shopper may do now. */
  canCancel: z.boolean(),
  /** Staff only: the steps they may take next. */
  nextStatuses: z.array(z.enum(RETURN_STATUSES)),
  /** Staff only: who asked, how the order was paid. */
  customer: z.object({ name: z.string(), email: z.string(), phone: z.string() }).optional(),
  paymentMethod: z.enum(['cod', 'upi']),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Return = z.infer<typeof ReturnSchema>;
export type ReturnItem = z.infer<typeof ReturnItemSchema>;

export const ReturnResponseSchema = z.object({ return: ReturnSchema });
export const ReturnListResponseSchema = z.object({ returns: z.array(ReturnSchema) });

export const ADMIN_RETURNS_PAGE_SIZE = 20;
/** Age filters of the Returns screen: waiting longer than this many days since the request. */
export const RETURN_AGE_FILTERS = ['2', '7'] as const;

export const AdminReturnListQuerySchema = z.object({
  status: z.enum([...RETURN_STATUSES, 'open'], { error: 'Unknown status' }).optional(),
  /** Only returns asked more than this many days ago. */
  olderThanDays: z.coerce.number().int().min(0).max(365).optional(),
  page: pageParam,
  limit: limitParam(ADMIN_RETURNS_PAGE_SIZE, 100),
});
export const AdminReturnListSchema = z.object({
  returns: z.array(ReturnSchema),
  pagination: PaginationSchema,
  /** Returns per status over the whole shop, for the filter's counts. */
  counts: z.record(z.string(), z.number()),
});
export type AdminReturnList = z.infer<typeof AdminReturnListSchema>;

/** What the request form offers for one line of a delivered order. */
export const ReturnOptionLineSchema = z.object({
  orderItemId: z.uuid(),
  name: z.string(),
  variantTitle: z.string(),
  image: z.string().nullable(),
  unitPrice: z.number(),
  quantity: z.number().int(),
  /** Pieces that may still be asked for: delivered less those in returns not rejected or cancelled. */
  returnableQuantity: z.number().int(),
  /**
   * False for a personalised or made-to-order piece, or one whose product or category is marked
   * not returnable: only a damaged, different or wrong piece may come back.
   */
  returnable: z.boolean(),
  /** Other variants of the same product at the same price, and whether each is in stock now. */
  exchangeOptions: z.array(z.object({ variantId: z.uuid(), title: z.string(), inStock: z.boolean() })),
});

export const ReturnOptionsSchema = z.object({
  /** Whether the order may have a return asked now (delivered, inside the window). */
  open: z.boolean(),
  /** Why not, in words for the shopper; null when open. */
  closedReason: z.string().nullable(),
  /** When the window closes (ISO), or null when the order was never delivered. */
  windowEndsAt: z.string().nullable(),
  /** A Cash on Delivery order's refund needs a UPI ID or bank account. */
  refundToRequired: z.boolean(),
  lines: z.array(ReturnOptionLineSchema),
  returns: z.array(ReturnSchema),
});
export type ReturnOptions = z.infer<typeof ReturnOptionsSchema>;
export const ReturnOptionsResponseSchema = z.object({ options: ReturnOptionsSchema });

export const ReturnPhotoSchema = z.object({ id: z.uuid() });
export const ReturnPhotosResponseSchema = z.object({ photos: z.array(ReturnPhotoSchema) });
/** The multipart field return photos are sent in. */
export const RETURN_PHOTO_FIELD = 'photos';

/** An order line as a return prices it: its unit price, quantity bought, discount share and rate. */
export interface ReturnedLineBasis {
  unitPricePaise: Paise;
  quantity: number;
  discountPaise: Paise;
  gstRate: number;
}

/** The part of a line's coupon discount that goes with the pieces returned, to the paisa. */
export function returnedDiscountPaise(line: ReturnedLineBasis, returned: number): Paise {
  return Math.round((line.discountPaise * returned) / line.quantity);
}

/**
 * What returned pieces cost the buyer: their price less their share of the discount, with the GST
 * charged on it (inside the price when prices include GST, on top otherwise): the refund owed.
 */
export function returnedValuePaise(line: ReturnedLineBasis, returned: number, mode: GstMode): Paise {
  const tax = taxOf(
    line.unitPricePaise * returned - returnedDiscountPaise(line, returned),
    line.gstRate,
    mode,
  );
  return tax.taxablePaise + tax.taxPaise;
}

/** The delivery fee as charged, with its GST at the goods' highest rate (as the invoice has it). */
export function deliveryChargedPaise(deliveryPaise: Paise, rates: readonly number[], mode: GstMode): Paise {
  if (deliveryPaise <= 0) return 0;
  const tax = taxOf(deliveryPaise, Math.max(0, ...rates), mode);
  return tax.taxablePaise + tax.taxPaise;
}
