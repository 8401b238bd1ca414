import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sessions, users } from '../../db/schema/index.js';
import { hashToken } from './tokens.js';

export type Role = (typeof users.$inferSelect)['role'];

export interface SessionUser {
  id: string;
  email: string;
  fullName: string;
  role: Role;
  isActive: boolean;
  createdAt: Date;
}

export interface ResolvedSession {
  sessionId: string;
  user: SessionUser;
}

/** The live session behind a bearer token: not revoked, not expired, and its user still active. */
export async function findSession(db: Db, token: string): Promise<ResolvedSession | null> {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      id: users.id,
      email: users.email,
      fullName: users.fullName,
      role: users.role,
      isActive: users.isActive,
      createdAt: users.createdAt,
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
  const { sessionId, ...user } = row;
  return { sessionId, user };
}
