import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { AuditActor } from '../../lib/audit-actor.js';
import { auditEntries } from './tables.js';

/** The database or a transaction on it. */
export type AuditExecutor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export interface AuditFacts {
  action: string;
  entity: string;
  entityId?: string | null;
  detail?: string | null;
  changes?: Record<string, unknown>;
}

/**
 * An entry by the staff member the transaction names (a staff write: db/audit-actor-transactions.ts),
 * for what a row trigger cannot tell: an import's counts, a list replaced whole. Nothing is written
 * when the transaction names nobody.
 */
export async function recordStaffChange(tx: AuditExecutor, facts: AuditFacts): Promise<void> {
  await tx.execute(
    sql`select audit_record(${facts.action}, ${facts.entity}, ${facts.entityId ?? null}, ${facts.detail ?? null}, ${JSON.stringify(facts.changes ?? {})}::jsonb)`,
  );
}

/**
 * An entry whose actor the caller names: a sign-in (no session yet), a failed one (the account
 * tried), a two-step change on a person's own account; null for the shop itself (a nightly job).
 */
export async function recordAuditEntry(
  executor: AuditExecutor,
  actor: Omit<AuditActor, 'address'> | null,
  address: string | null,
  facts: AuditFacts,
): Promise<void> {
  await executor.insert(auditEntries).values({
    actorId: actor?.id ?? null,
    actorEmail: actor?.email ?? null,
    actorRole: actor?.role ?? null,
    address,
    action: facts.action,
    entity: facts.entity,
    entityId: facts.entityId ?? null,
    detail: facts.detail ?? null,
    changes: facts.changes ?? {},
  });
}

/**
 * Asks the row triggers to stand aside for the rest of the transaction: a change of many rows is
 * recorded as one summary entry instead (an import with its counts, leaving the demo).
 */
export async function recordOneSummaryOnly(tx: AuditExecutor): Promise<void> {
  await tx.execute(sql`select set_config('shop.audit_quiet', 'on', true)`);
}
