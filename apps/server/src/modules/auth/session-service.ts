import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sessions, users } from './tables.js';
import type { ResolvedSession } from '../../lib/session.js';
import { hashToken, newToken } from './tokens.js';
import { userColumns } from './user-view.js';
import { describeDevice } from './device.js';

/**
 * A session's last use moves forward at most this often: a write on every request would cost more
 * than "active 3 minutes ago" is worth.
 */
const LAST_SEEN_STEP_MS = 5 * 60 * 1000;

/** Sessions that are still good: not signed out, not expired. */
const live = () => and(isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date()));

/**
 * The live session behind a bearer token: not revoked, not expired, and its user still active. A
 * request from `address` moves its last use (and address) forward when the last one is a few
 * minutes old or came from elsewhere.
 */
export async function findSession(db: Db, token: string, address?: string): Promise<ResolvedSession | null> {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
      lastAddress: sessions.address,
      ...userColumns,
    })
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
  const { sessionId, lastSeenAt, lastAddress, ...user } = row;
  const stale = Date.now() - lastSeenAt.getTime() >= LAST_SEEN_STEP_MS;
  if (stale || (address !== undefined && address !== lastAddress)) {
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(), ...(address !== undefined ? { address } : {}) })
      .where(eq(sessions.id, sessionId));
  }
  return { sessionId, user };
}

/** The database or a transaction on it: session writes take part in the caller's transaction. */
export type Executor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export interface NewSession {
  token: string;
  expiresAt: Date;
}

/** Where a sign-in comes from: the browser's user agent and the client's address. */
export interface SessionOrigin {
  userAgent?: string | undefined;
  address?: string | undefined;
}

export async function createSession(
  db: Executor,
  userId: string,
  days: number,
  origin: SessionOrigin = {},
): Promise<NewSession> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + days * 24 * 3600 * 1000);
  await db.insert(sessions).values({
    userId,
    tokenHash: hashToken(token),
    expiresAt,
    userAgent: origin.userAgent?.slice(0, 300) ?? null,
    address: origin.address ?? null,
  });
  return { token, expiresAt };
}

/** A person's live sessions, the most recently used first. */
export async function liveSessionsOf(db: Db, userId: string) {
  return db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      address: sessions.address,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), live()))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
}

/** Ends one of the person's own live sessions; false when there is none by that id (or not theirs). */
export async function endOwnSession(db: Db, userId: string, sessionId: string): Promise<boolean> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), live()))
    .returning({ id: sessions.id });
  return ended.length > 0;
}

/**
 * Whether the person has signed in before with this kind of device: the same browser on the same
 * system ('Chrome on Android'), so that a browser's update is not a new device.
 */
export async function hasSignedInWith(db: Executor, userId: string, userAgent: string): Promise<boolean> {
  const device = describeDevice(userAgent);
  const seen = await db
    .selectDistinct({ userAgent: sessions.userAgent })
    .from(sessions)
    .where(eq(sessions.userId, userId));
  return seen.some((row) => describeDevice(row.userAgent) === device);
}

export async function revokeSession(db: Executor, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Every live session of a user, except optionally the one making the request; how many ended. */
export async function revokeUserSessions(
  db: Executor,
  userId: string,
  exceptSessionId?: string,
): Promise<number> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(sessions.userId, userId),
        live(),
        exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined,
      ),
    )
    .returning({ id: sessions.id });
  return ended.length;
}

/**
 * Locks the account's row (no key update) for the rest of the transaction: another module's changes
 * to one customer's records wait for each other (the address book's limit and default).
 */
export async function lockAccount(tx: Executor, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}
