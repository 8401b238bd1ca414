import { sql } from 'drizzle-orm';
import { check, index, pgSequence, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { COMPLAINT_STATUSES, LANGUAGES } from '@shop/domain';
import { createdAt, id, updatedAt } from '../../db/schema/columns.js';
import { users } from '../auth/tables.js';

/** The running number of complaint tickets (`GRV-2611-0007`): unique whatever the month. */
export const complaintTicketSeq = pgSequence('complaint_ticket_seq', { startWith: 1 });

/**
 * Complaints to the grievance officer (decision 048). The deadlines are written when the complaint
 * is received, so "overdue" is a plain comparison with now() over an index.
 */
export const complaints = pgTable(
  'complaints',
  {
    id: id(),
    ticketNumber: text('ticket_number').notNull().unique('complaints_ticket_number_unique'),
    name: text('name').notNull(),
    /** Lower case, as typed otherwise; with the ticket number it opens the complaint for tracking. */
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    orderNumber: text('order_number'),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    /** The storefront's language it was filed in (issue 28): the customer's mails about it follow it. */
    language: text('language', { enum: LANGUAGES }).notNull().default('en'),
    status: text('status', { enum: COMPLAINT_STATUSES }).notNull().default('open'),
    acknowledgeBy: timestamp('acknowledge_by', { withTimezone: true }).notNull(),
    resolveBy: timestamp('resolve_by', { withTimezone: true }).notNull(),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('complaints_status_created_idx').on(t.status, t.createdAt),
    check('complaints_status_check', sql`${t.status} in ('open', 'acknowledged', 'resolved')`),
    check('complaints_email_lowercase', sql`${t.email} = lower(${t.email})`),
    check('complaints_language_known', sql`${t.language} in ('en', 'hi')`),
  ],
);

/** Staff's answers to a complaint, each mailed to the customer when written. */
export const complaintReplies = pgTable(
  'complaint_replies',
  {
    id: id(),
    complaintId: uuid('complaint_id')
      .notNull()
      .references(() => complaints.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    staffId: uuid('staff_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('complaint_replies_complaint_idx').on(t.complaintId, t.createdAt)],
);
