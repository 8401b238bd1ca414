import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sessions, users } from './tables.js';
import type { ResolvedSession } from '../../lib/session.js';
import { hashToken, newToken } from './tokens.js';
import { userColumns } from './user-view.js';

/** The live session behind a bearer token: not revoked, not expired, and its user still active. */
export async function findSession(db: Db, token: string): Promise<ResolvedSession | null> {
  const [row] = await db
    .select({ sessionId: sessions.id, ...userColumns })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
        eq(users.isActive, true),
      ),
    )
    .limit(1);
  if (!row) return null;
  const { sessionId, ...user } = row;
  return { sessionId, user };
}

/** The database or a transaction on it: session writes take part in the caller's transaction. */
export type Executor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export interface NewSession {
  token: string;
  expiresAt: Date;
}

export async function createSession(
  db: Executor,
  userId: string,
  days: number,
  userAgent?: string,
): Promise<NewSession> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + days * 24 * 3600 * 1000);
  await db.insert(sessions).values({
    userId,
    tokenHash: hashToken(token),
    expiresAt,
    userAgent: userAgent?.slice(0, 300) ?? null,
  });
  return { token, expiresAt };
}

export async function revokeSession(db: Executor, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Every live session of a user, except optionally the one making the request. */
export async function revokeUserSessions(
  db: Executor,
  userId: string,
  exceptSessionId?: string,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined,
      ),
    );
}

/**
 * Locks the account's row (no key update) for the rest of the transaction: another module's changes
 * to one customer's records wait for each other (the address book's limit and default).
 */
export async function lockAccount(tx: Executor, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}
