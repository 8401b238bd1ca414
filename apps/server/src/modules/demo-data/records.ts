import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { demoRecords, demoRemovals, type DemoRecordKind } from './tables.js';

/** The demo seed marks what it created, in its own transaction (decision 056). */
export async function recordDemoRows(tx: Db, kind: DemoRecordKind, ids: readonly string[]): Promise<void> {
  const unique = [...new Set(ids.filter(Boolean))];
  if (unique.length === 0) return;
  await tx
    .insert(demoRecords)
    .values(unique.map((recordId) => ({ kind, recordId })))
    .onConflictDoNothing();
}

/**
 * The demo's sign-in accounts, found by e-mail after the users module made them (it owns `users`;
 * one statement reading it by address, the one crossing of this file).
 */
export async function recordDemoAccounts(db: Db, emails: readonly string[]): Promise<void> {
  if (emails.length === 0) return;
  const list = sql.join(
    emails.map((email) => sql`${email.toLowerCase()}`),
    sql`, `,
  );
  await db.execute(sql`
    insert into demo_records (kind, record_id)
    select 'account', id from users where email in (${list})
    on conflict do nothing`);
}

/** Whether the owner already left the demo: then a restart must not seed it again. */
export async function demoWasRemoved(db: Db): Promise<boolean> {
  return (await db.$count(demoRemovals)) > 0;
}
