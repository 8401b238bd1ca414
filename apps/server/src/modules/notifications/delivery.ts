import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { notifications } from './tables.js';
import type { MailOutcome, Mailer } from '../mail/index.js';
import type { ComposeSettings } from './compose.js';
import { NothingToSend } from './nothing-to-send.js';

/**
 * The mail templates and their renderer (React Email, with its code highlighter) take a quarter of a
 * second to load: the server loads them on its first delivery rather than on every start (issue 27).
 */
const mailWriting = () =>
  Promise.all([import('./compose.js'), import('./templates/render.js')]).then(([compose, render]) => ({
    composeMail: compose.composeMail,
    renderMail: render.renderMail,
  }));

export const DELIVERY_QUEUE = 'notification-delivery';
export interface DeliveryJob {
  notificationId: string;
}

/** What a notification interrupted mid-send says: it may have arrived, so it is not sent again. */
export const INTERRUPTED =
  'Interrupted while sending (the server stopped); it may have arrived. Resend it if the customer did not get it.';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/**
 * Sends one notification, at most once. The row is claimed (queued → sending) before the mail goes
 * and marked sent after: a second job for the same row, on this server or another, finds it no
 * longer queued and sends nothing. A row still `sending` when a job comes back to it was left by a
 * server that died mid-send; whether the mail left is unknown, so it is marked failed for staff to
 * resend rather than risk a second copy.
 */
export async function deliverNotification(
  db: Db,
  mailer: Mailer,
  settings: ComposeSettings,
  job: DeliveryJob,
  attempt: { isLast: boolean },
): Promise<void> {
  const [claimed] = await db
    .update(notifications)
    .set({ state: 'sending', attempts: sql`${notifications.attempts} + 1`, updatedAt: new Date() })
    .where(and(eq(notifications.id, job.notificationId), eq(notifications.state, 'queued')))
    .returning();
  if (!claimed) {
    await db
      .update(notifications)
      .set({ state: 'failed', lastError: INTERRUPTED, updatedAt: new Date() })
      .where(and(eq(notifications.id, job.notificationId), eq(notifications.state, 'sending')));
    return;
  }
  let outcome: MailOutcome;
  try {
    const { composeMail, renderMail } = await mailWriting();
    const mail = await composeMail(db, claimed, settings);
    outcome = await mailer.send(await renderMail(claimed.recipient, mail));
  } catch (error) {
    const gaveUp = attempt.isLast || error instanceof NothingToSend;
    await db
      .update(notifications)
      .set({ state: gaveUp ? 'failed' : 'queued', lastError: errorText(error), updatedAt: new Date() })
      .where(eq(notifications.id, claimed.id));
    if (error instanceof NothingToSend) return;
    throw error;
  }
  await db
    .update(notifications)
    // A mail only written to the log reached nobody: staff must not read it as sent.
    .set({ state: outcome, sentAt: new Date(), lastError: null, updatedAt: new Date() })
    .where(eq(notifications.id, claimed.id));
}
