import { recordAuditEntry } from '../audit/index.js';
import type { Executor } from './session-service.js';

/**
 * A wrong password, or a wrong code after the right password, for a staff account (issue 29). Nobody
 * known did it: the entry names the account tried (its id and e-mail), not an actor, so the owner's
 * own activity does not show an intruder's tries.
 */
export async function recordFailedSignIn(
  executor: Executor,
  account: { id: string; email: string },
  step: 'password' | 'code',
  address: string | null,
): Promise<void> {
  await recordAuditEntry(executor, null, address, {
    action: 'sign_in_failed',
    entity: 'user',
    entityId: account.id,
    detail: account.email,
    changes: { step },
  });
}
