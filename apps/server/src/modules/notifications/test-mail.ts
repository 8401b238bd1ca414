import type { Db } from '../../db/client.js';
import { notifications } from './tables.js';

/** A test mail (issue 26) written to the outbox: it leaves through the queue like any other mail. */
export async function queueTestMail(db: Db, recipient: string): Promise<void> {
  await db.insert(notifications).values({ kind: 'test_mail', recipient });
}
