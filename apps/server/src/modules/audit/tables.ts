import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The staff activity log (issue 29, decision 069): who did what to which record, from where, and
 * the fields before and after. Append-only: a trigger refuses UPDATE, TRUNCATE and any DELETE but
 * the retention job's (see the migration). Rows of staff writes are written by the row triggers of
 * the audited tables, in the write's own transaction; the rest (sign-ins, imports, two-step) by
 * `recordAuditEntry`. The actor is kept as it was (id, e-mail, role) with no foreign key: an entry
 * outlives any change to the account.
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
    /** Null: the shop itself (a nightly job). */
    actorId: uuid('actor_id'),
    actorEmail: text('actor_email'),
    actorRole: text('actor_role'),
    address: text('address'),
    /** `updated`, `variant.created`, `signed_in`, `import`…: what happened to the entity. */
    action: text('action').notNull(),
    /** `product`, `order`, `user`, `settings`…, and its id (a slug or section for pages and settings). */
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    /** Names what changed for people: a product's name, a variant's SKU, a coupon's code, an e-mail. */
    detail: text('detail'),
    /** Field → { from, to } (null: the row did not exist on that side), or a summary's counts. */
    changes: jsonb('changes')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
  },
  (t) => [
    index('audit_entries_at_idx').on(t.at),
    index('audit_entries_entity_idx').on(t.entity, t.entityId, t.at),
    index('audit_entries_actor_idx').on(t.actorId, t.at),
  ],
);
