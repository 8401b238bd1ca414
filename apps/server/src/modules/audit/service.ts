import { and, count, desc, eq, gte, ilike, lt, sql, type SQL } from 'drizzle-orm';
import {
  addDays,
  istDayStart,
  paginate,
  type AuditEntry,
  type AuditList,
  type AuditQuery,
} from '@shop/domain';
import type { Db } from '../../db/client.js';
import { recordAuditEntry } from './record.js';
import { auditEntries } from './tables.js';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type EntryRow = typeof auditEntries.$inferSelect;

function entryView(row: EntryRow): AuditEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actor:
      row.actorId && row.actorEmail
        ? { id: row.actorId, email: row.actorEmail, role: row.actorRole ?? '' }
        : null,
    address: row.address,
    action: row.action,
    entity: row.entity,
    entityId: row.entityId,
    detail: row.detail,
    changes: row.changes,
  };
}

/** `%` and `_` typed into a filter are taken as themselves. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function filtersOf(query: AuditQuery): SQL | undefined {
  const actor = query.actor
    ? UUID_PATTERN.test(query.actor)
      ? eq(auditEntries.actorId, query.actor)
      : ilike(auditEntries.actorEmail, `%${literal(query.actor)}%`)
    : undefined;
  return and(
    actor,
    query.entity ? eq(auditEntries.entity, query.entity) : undefined,
    query.entityId ? eq(auditEntries.entityId, query.entityId) : undefined,
    // `updated` finds `variant.updated` too: an action is matched as a whole word of its name.
    query.action
      ? sql`(${auditEntries.action} = ${query.action} or ${auditEntries.action} like ${`%.${literal(query.action)}`})`
      : undefined,
    query.from ? gte(auditEntries.at, istDayStart(query.from)) : undefined,
    query.to ? lt(auditEntries.at, istDayStart(addDays(query.to, 1))) : undefined,
  );
}

/** The activity log, newest first, a page at a time (administrator only: the route says so). */
export async function listAuditEntries(db: Db, query: AuditQuery): Promise<AuditList> {
  const where = filtersOf(query);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditEntries)
      .where(where)
      .orderBy(desc(auditEntries.at), desc(auditEntries.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(auditEntries).where(where),
  ]);
  return {
    entries: rows.map(entryView),
    pagination: paginate(query.page, query.limit, total?.total ?? 0),
  };
}

const HISTORY_LENGTH = 100;

/**
 * A product's or an order's latest entries, newest first, for its own page. Any staff member reads
 * it; where colleagues signed in from is the administrator's to see (`withAddresses`).
 */
export async function historyOf(
  db: Db,
  entity: string,
  entityId: string,
  { withAddresses }: { withAddresses: boolean },
): Promise<AuditEntry[]> {
  const rows = await db
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.entity, entity), eq(auditEntries.entityId, entityId)))
    .orderBy(desc(auditEntries.at), desc(auditEntries.id))
    .limit(HISTORY_LENGTH);
  return rows.map((row) => ({ ...entryView(row), address: withAddresses ? row.address : null }));
}

/**
 * The nightly clean-up: removes the entries older than the retention the administrator set, and
 * records that it did, in one transaction. The append-only trigger lets a DELETE through only for
 * entries before the moment this transaction names.
 */
export async function pruneAuditEntries(db: Db, retentionDays: number, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - retentionDays * 86_400_000);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('shop.audit_prune_before', ${before.toISOString()}, true)`);
    const removed = await tx
      .delete(auditEntries)
      .where(lt(auditEntries.at, before))
      .returning({ id: auditEntries.id });
    await recordAuditEntry(tx, null, null, {
      action: 'pruned',
      entity: 'activity_log',
      changes: { removed: removed.length, before: before.toISOString(), retentionDays },
    });
    return removed.length;
  });
}
