import { AsyncLocalStorage } from 'node:async_hooks';

/** Who a staff member's write is by, as the activity log keeps it (issue 29, decision 069). */
export interface AuditActor {
  id: string;
  email: string;
  role: string;
  /** The address the request came from. */
  address: string;
}

/**
 * The staff member whose request is running. The access plugin sets it for a staff member's write
 * request, and every transaction opened while it runs names them to the database (db/client.ts),
 * whose triggers record the rows the transaction changes. Lives here, not in a module, because a
 * plugin and the database client both need it and import no module.
 */
export const auditActors = new AsyncLocalStorage<AuditActor>();

/** The staff member behind the running request, if it is a staff member's write. */
export const currentAuditActor = (): AuditActor | undefined => auditActors.getStore();
