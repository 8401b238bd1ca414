import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { TaxDocument } from '@shop/domain';
import { id } from '../../db/schema/columns.js';
import { orders } from '../orders/tables.js';
import { returns } from '../returns/tables.js';

/**
 * The last serial of each document series per financial year (decision 027). Issuing a document
 * bumps its row with UPDATE … RETURNING inside the order's transaction: the row stays locked until
 * commit, so concurrent issues take their numbers one after another, and a rolled-back issue gives
 * its number back. Numbers are gapless and never reused.
 */
export const documentSeries = pgTable(
  'document_series',
  {
    /** 'invoice' or 'credit-note'. */
    kind: text('kind').notNull(),
    /** '26-27'. */
    financialYear: text('financial_year').notNull(),
    lastSerial: integer('last_serial').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.financialYear] }),
    check('document_series_kind', sql`${t.kind} in ('invoice', 'credit-note')`),
  ],
);

/** The tax invoice of a shipped order: its number and the document as issued, never rewritten. */
export const invoices = pgTable('invoices', {
  id: id(),
  orderId: uuid('order_id')
    .notNull()
    .unique()
    .references(() => orders.id, { onDelete: 'restrict' }),
  number: text('number').notNull().unique(),
  issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  document: jsonb('document').$type<TaxDocument>().notNull(),
});

/**
 * A credit note against an invoice: the whole of it (a return to origin, a cancellation after
 * invoicing; at most one, `return_id` null), or the lines a customer's return sent back (one per
 * return; decision 054).
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: id(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    /** The customer's return it settles; null for the whole invoice reversed. */
    returnId: uuid('return_id')
      .unique()
      .references(() => returns.id, { onDelete: 'restrict' }),
    number: text('number').notNull().unique(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    document: jsonb('document').$type<TaxDocument>().notNull(),
  },
  (t) => [
    uniqueIndex('credit_notes_whole_invoice_unique')
      .on(t.invoiceId)
      .where(sql`${t.returnId} is null`),
    index('credit_notes_invoice_idx').on(t.invoiceId),
  ],
);
