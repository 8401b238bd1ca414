import { z } from 'zod';
import { limitParam, PaginationSchema, pageParam, strictBody } from './api.js';
import { EmailSchema } from './auth.js';
import { normaliseIndianMobile } from './field-rules.js';
import { DEFAULT_LANGUAGE, hindiDateTime, LanguageSchema, type Language } from './languages.js';
import { SHOPPER_FORM_WORDS } from './shopper-form-words.js';

/**
 * Complaints to the grievance officer (Consumer Protection (E-Commerce) Rules, 2020; decision 048):
 * a complaint gets a ticket number the customer can read over the phone, is acknowledged within 48
 * hours and resolved within one month of being received.
 */

export const COMPLAINT_STATUSES = ['open', 'acknowledged', 'resolved'] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];

export const COMPLAINT_STATUS_LABELS: Record<ComplaintStatus, string> = {
  open: 'Received',
  acknowledged: 'Acknowledged',
  resolved: 'Resolved',
};

/** The officer acknowledges a complaint within this many hours of receiving it. */
export const ACKNOWLEDGE_WITHIN_HOURS = 48;
export const COMPLAINTS_PAGE_SIZE = 20;

/** `GRV-2611-0007`: the year and month it came in (India time), then its number. */
export const TICKET_NUMBER_PATTERN = /^GRV-\d{4}-\d{4,}$/;

/** The same instant one calendar month later; the 31st of a shorter month ends on its last day. */
export function addOneMonth(from: Date): Date {
  const next = new Date(from.getTime());
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}

/** When a complaint received at `createdAt` must be acknowledged and resolved. */
export function complaintDeadlines(createdAt: Date): { acknowledgeBy: Date; resolveBy: Date } {
  return {
    acknowledgeBy: new Date(createdAt.getTime() + ACKNOWLEDGE_WITHIN_HOURS * 3600_000),
    resolveBy: addOneMonth(createdAt),
  };
}

/** Past a deadline and not done: not acknowledged by `acknowledgeBy`, or not resolved by `resolveBy`. */
export function isComplaintOverdue(
  complaint: { status: ComplaintStatus; acknowledgeBy: Date | string; resolveBy: Date | string },
  now: Date = new Date(),
): boolean {
  if (complaint.status === 'resolved') return false;
  const past = (deadline: Date | string) => new Date(deadline).getTime() < now.getTime();
  return past(complaint.resolveBy) || (complaint.status === 'open' && past(complaint.acknowledgeBy));
}

const text = (label: string, max: number, min = 1) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(min, { error: min > 1 ? `${label} must be at least ${min} characters` : `${label} is required` })
    .max(max, { error: `${label} must be at most ${max} characters` });

/** The number as typed; `+91 98765 43210`, `0120 432 1098`, `9876543210` all pass. */
export function isIndianPhone(input: string): boolean {
  const compact = input.replace(/[\s\-().]/g, '');
  return normaliseIndianMobile(compact) !== null || /^(?:\+?91|0)?[1-9]\d{9}$/.test(compact);
}

export const PHONE_MESSAGE = SHOPPER_FORM_WORDS.complaintPhone.en;

export const ComplaintPhoneSchema = z
  .string({ error: 'Phone is required' })
  .trim()
  .refine(isIndianPhone, { error: PHONE_MESSAGE });

export const ComplaintBodySchema = strictBody({
  name: text('Name', 100),
  email: EmailSchema,
  phone: ComplaintPhoneSchema,
  /** The order it concerns, when there is one: any end of its number as the customer has it. */
  orderNumber: z
    .string({ error: 'Order number must be text' })
    .trim()
    .max(40, { error: 'Order number must be at most 40 characters' })
    .optional(),
  subject: text('Subject', 150, 3),
  message: text('Message', 4000, 10),
  /** The storefront's language (issue 28): the `/hi/` grievance page sends `hi`; its mails follow it. */
  language: LanguageSchema.default(DEFAULT_LANGUAGE),
});
export type ComplaintBody = z.infer<typeof ComplaintBodySchema>;

export const ComplaintTrackBodySchema = strictBody({
  ticketNumber: z
    .string({ error: 'Ticket number is required' })
    .trim()
    .toUpperCase()
    .min(1, { error: 'Ticket number is required' })
    .max(40, { error: 'Ticket number must be at most 40 characters' }),
  email: EmailSchema,
});
export type ComplaintTrackBody = z.infer<typeof ComplaintTrackBodySchema>;

export const ComplaintReplyBodySchema = strictBody({ message: text('Reply', 4000, 2) });
export type ComplaintReplyBody = z.infer<typeof ComplaintReplyBodySchema>;

/** What the customer is told when the complaint is received (201). */
export const ComplaintReceiptSchema = z.object({
  ticketNumber: z.string(),
  status: z.enum(COMPLAINT_STATUSES),
  /** ISO 8601. */
  acknowledgeBy: z.string(),
  resolveBy: z.string(),
});
export type ComplaintReceipt = z.infer<typeof ComplaintReceiptSchema>;

export const ComplaintReplySchema = z.object({
  message: z.string(),
  /** ISO 8601. */
  createdAt: z.string(),
});

/** What the customer sees when tracking: the status, its dates and every reply, oldest first. */
export const TrackedComplaintSchema = ComplaintReceiptSchema.extend({
  subject: z.string(),
  createdAt: z.string(),
  acknowledgedAt: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  replies: z.array(ComplaintReplySchema),
});
export type TrackedComplaint = z.infer<typeof TrackedComplaintSchema>;

/** What staff see. */
export const AdminComplaintSchema = TrackedComplaintSchema.extend({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  orderNumber: z.string().nullable(),
  message: z.string(),
  /** The storefront's language it was filed in (issue 28): the customer's mails, replies included, are in it. */
  language: LanguageSchema,
  overdue: z.boolean(),
  replies: z.array(ComplaintReplySchema.extend({ staffName: z.string().nullable() })),
});
export type AdminComplaint = z.infer<typeof AdminComplaintSchema>;

export const ComplaintListQuerySchema = z.object({
  status: z.enum(COMPLAINT_STATUSES, { error: 'Status must be open, acknowledged or resolved' }).optional(),
  /** Only those past a deadline and not done. */
  overdue: z.stringbool({ error: 'Overdue must be true or false' }).optional(),
  page: pageParam,
  limit: limitParam(COMPLAINTS_PAGE_SIZE, 100),
});
export type ComplaintListQuery = z.infer<typeof ComplaintListQuerySchema>;

export const ComplaintListSchema = z.object({
  complaints: z.array(AdminComplaintSchema.omit({ replies: true, message: true })),
  pagination: PaginationSchema,
  /** Across every status: how many wait in each, and how many are overdue. */
  counts: z.object({ open: z.number().int(), acknowledged: z.number().int(), resolved: z.number().int() }),
  overdue: z.number().int(),
});
export type ComplaintList = z.infer<typeof ComplaintListSchema>;
export type ComplaintListItem = ComplaintList['complaints'][number];

/** How a complaint's times read, India time, in any language ("30 November 2026 at 9:15 pm"). */
const COMPLAINT_TIME_FORMAT: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
};
const indianDateTime = new Intl.DateTimeFormat('en-IN', COMPLAINT_TIME_FORMAT);

/**
 * "30 November 2026 at 9:15 pm", India time: how a complaint's dates read in mails and pages; in
 * Hindi for a complaint filed from the Hindi pages ("30 नवंबर 2026, 21:15 बजे").
 */
export function formatComplaintTime(value: Date | string, language: Language = DEFAULT_LANGUAGE): string {
  return language === 'hi' ? hindiDateTime(value) : indianDateTime.format(new Date(value));
}
