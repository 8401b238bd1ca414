import { sql } from 'drizzle-orm';
import { currentAuditActor } from '../lib/audit-actor.js';
import type { Db } from './db-type.js';

/**
 * Makes every transaction opened during a staff member's write name them to the database first
 * (`shop.audit_actor`, local to the transaction), so that the audited tables' triggers record what
 * the transaction changes, by whom, in the same transaction (issue 29, decision 069). A shopper's
 * or a job's transaction names nobody and costs nothing more. A staff write outside a transaction
 * is not recorded: the services run staff writes in transactions.
 */
export function nameAuditActorInTransactions(db: Db): Db {
  const transaction = db.transaction.bind(db);
  db.transaction = (work, config) => {
    // Read now, in the caller's context: on PGlite the callback may start later, from the context of
    // the transaction it queued behind (lib/connection-queue.ts), whoever that was.
    const actor = currentAuditActor();
    return transaction(async (tx) => {
      if (actor) await tx.execute(sql`select set_config('shop.audit_actor', ${JSON.stringify(actor)}, true)`);
      return work(tx);
    }, config);
  };
  return db;
}
