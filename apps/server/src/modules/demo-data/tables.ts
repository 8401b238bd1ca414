import { sql } from 'drizzle-orm';
import { check, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/schema/columns.js';

/** What the demo seed writes, by kind; leaving the demo removes these and nothing else (decision 056). */
export const DEMO_RECORD_KINDS = ['category', 'product', 'image', 'account', 'coupon'] as const;
export type DemoRecordKind = (typeof DEMO_RECORD_KINDS)[number];

/**
 * Every row the demo seed created, written by the seed in its own transaction: the only reliable
 * marker of the demo's rows, since the owner may add a product or category named like one of them.
 * No foreign keys: a row the owner deleted by hand just has nothing left to remove.
 */
export const demoRecords = pgTable(
  'demo_records',
  {
    kind: text('kind', { enum: DEMO_RECORD_KINDS }).notNull(),
    recordId: uuid('record_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.recordId] }),
    check('demo_records_kind_check', sql`${t.kind} in ('category', 'product', 'image', 'account', 'coupon')`),
  ],
);

/**
 * Each time the owner left the demo: once there is a row, a restart never seeds the demo again
 * (the seed would otherwise find an empty catalogue and fill it back).
 */
export const demoRemovals = pgTable('demo_removals', {
  removedAt: timestamp('removed_at', { withTimezone: true }).primaryKey().defaultNow(),
  /** The administrator who asked; no foreign key, the record outlives the account. */
  removedBy: uuid('removed_by'),
  backup: text('backup').notNull(),
});
