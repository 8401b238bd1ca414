import { and, eq, gt, isNull } from 'drizzle-orm';
import {
  buildFullName,
  isStaff,
  RESET_TOKEN_MINUTES,
  type AccountSession,
  type AuthResult,
  type LoginBody,
  type LoginResult,
  type MfaBody,
  type Role,
  type RefreshResult,
  type Sentence,
  type SignupBody,
  type User,
} from '@shop/domain';
import type { Db } from '../../db/client.js';
import { passwordResetTokens, users } from './tables.js';
import {
  badRequest,
  conflict,
  fieldRefusal,
  forbidden,
  notFound,
  pgErrorCode,
  rateLimited,
  unauthenticated,
} from '../../lib/errors.js';
import type { Mailer } from '../mail/index.js';
import { assertStrongPassword } from './password-strength.js';
import { dummyHash, hashPassword, needsRehash, verifyPassword } from './passwords.js';
import { resetMail } from './reset-mail.js';
import {
  createSession,
  endOwnSession,
  hasSignedInWith,
  liveSessionsOf,
  revokeSession,
  revokeUserSessions,
  type NewSession,
} from './session-service.js';
import { describeDevice } from './device.js';
import { recordAuditEntry, recordStaffChange } from '../audit/index.js';
import { recordFailedSignIn } from './failed-sign-in.js';
import { answerChallenge, CHALLENGE_ENDED, endSignInChallenges, openChallenge } from './two-step/service.js';
import { clearKey, release, takeAttempt, type ThrottleRule } from './throttle-service.js';
import { hashToken, newToken } from './tokens.js';
import { toUser, userColumns } from './user-view.js';

export interface AuthDeps {
  db: Db;
  sessionDays: number;
  /** The shop's name and public address as Shop Settings hold them now (issue 26), for the reset mail. */
  shopIdentity: () => Promise<{ name: string; publicUrl: string }>;
  mailer: Mailer;
  log: { error(object: object, message: string): void };
  /** New accounts per client address per hour; 0 means no limit. */
  signupsPerHour: number;
  /**
   * A staff member signed in from a device (user agent) their account had never used: app.ts hands
   * in the notifications module's outbox write, which auth cannot import (notifications uses cart,
   * which uses auth). Called inside the sign-in's transaction.
   */
  onNewStaffDevice?: (tx: Db, signIn: NewStaffDevice) => Promise<void>;
}

export interface NewStaffDevice {
  email: string;
  device: string;
  address: string | undefined;
  at: Date;
}

/** Who is asking, for throttling and the session record. */
export interface RequestMeta {
  /** The client's address as the limits count it (an IPv6 address stands for its /64). */
  ip: string;
  /** The client's address as it is, kept with the session the person sees in their list. */
  address?: string | undefined;
  userAgent?: string | undefined;
}

const originOf = (meta: RequestMeta) => ({ userAgent: meta.userAgent, address: meta.address });

const WINDOW_SECONDS = 15 * 60;
/** Failed sign-ins allowed per account and per address within the window. */
export const LOGIN_LIMITS = { perAccount: 5, perAddress: 20 } as const;
/** Reset mails requested per email address and per address within the window. */
export const RESET_REQUEST_LIMITS = { perEmail: 3, perAddress: 10 } as const;
/** Wrong current passwords allowed per account within the window. */
const CHANGE_PASSWORD_LIMIT = 5;

const INVALID_CREDENTIALS: Sentence = { en: 'Invalid email or password', hi: 'ईमेल या पासवर्ड गलत है' };
const DEACTIVATED: Sentence = {
  en: 'Your account has been deactivated',
  hi: 'आपका अकाउंट बंद कर दिया गया है',
};
const ACCOUNT_EXISTS: Sentence = {
  en: 'An account with this email already exists',
  hi: 'इस ईमेल से पहले से एक अकाउंट बना हुआ है',
};
const INVALID_RESET_LINK: Sentence = {
  en: 'This reset link is invalid or has expired',
  hi: 'यह रीसेट लिंक सही नहीं है या इसकी समय-सीमा खत्म हो गई है',
};
const WRONG_CURRENT_PASSWORD: Sentence = {
  en: 'Current password is incorrect',
  hi: 'मौजूदा पासवर्ड गलत है',
};
export const FORGOT_PASSWORD_ANSWER =
  'If an account exists for this email, we have sent a link to reset the password. It works for 30 minutes.';

/** Computes the dummy hash up front, so the first unknown-email sign-in is not the slow one. */
export async function warmUp(): Promise<void> {
  await dummyHash();
}

const sessionInfo = (session: NewSession) => ({ expiresAt: session.expiresAt.toISOString() });

/**
 * The address's sign-ups of the last hour are counted in the database, so the limit holds across app
 * servers; a refused flood costs neither a strength check nor a hash. A weak password does not count
 * against the address: the shopper picks a better one and tries again.
 */
export async function signup(deps: AuthDeps, body: SignupBody, meta: RequestMeta): Promise<AuthResult> {
  const attempt =
    deps.signupsPerHour > 0
      ? await takeAttempt(deps.db, [
          { key: `signup-ip:${meta.ip}`, limit: deps.signupsPerHour, windowSeconds: 3600 },
        ])
      : { allowed: true as const, ids: [] };
  if (!attempt.allowed) throw rateLimited(attempt.retryAfterSeconds);
  try {
    await assertStrongPassword('password', body.password, body);
  } catch (error) {
    await release(deps.db, attempt.ids);
    throw error;
  }
  const passwordHash = await hashPassword(body.password);
  try {
    return await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({ email: body.email, fullName: buildFullName(body), passwordHash, role: 'customer' })
        .returning(userColumns);
      if (!row) throw new Error('user not created');
      const session = await createSession(tx, row.id, deps.sessionDays, originOf(meta));
      return { token: session.token, user: toUser(row), session: sessionInfo(session) };
    });
  } catch (error) {
    // Named by field, so the sign-up form says it under the email (a sign-up cannot hide that an
    // account exists: the shopper must learn to sign in instead).
    if (pgErrorCode(error) === '23505')
      throw conflict(ACCOUNT_EXISTS, [{ field: 'email', message: ACCOUNT_EXISTS }]);
    throw error;
  }
}

export async function login(deps: AuthDeps, body: LoginBody, meta: RequestMeta): Promise<LoginResult> {
  const { db } = deps;
  const accountKey = `email:${body.email}`;
  const attempt = await takeAttempt(db, [
    { key: accountKey, limit: LOGIN_LIMITS.perAccount, windowSeconds: WINDOW_SECONDS },
    { key: `ip:${meta.ip}`, limit: LOGIN_LIMITS.perAddress, windowSeconds: WINDOW_SECONDS },
  ]);
  if (!attempt.allowed) throw rateLimited(attempt.retryAfterSeconds);

  const [user] = await db
    .select({ ...userColumns, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, body.email))
    .limit(1);
  // Unknown accounts check a dummy hash: both failures cost the same time and read the same.
  const matches = await verifyPassword(body.password, user?.passwordHash ?? (await dummyHash()));
  if (user && !matches && isStaff(user.role)) {
    await recordFailedSignIn(db, user, 'password', meta.address ?? null);
  }
  if (!user || !matches) throw unauthenticated(INVALID_CREDENTIALS);

  // The password was right: this attempt is no failure, whatever follows.
  await release(db, attempt.ids);
  if (!user.isActive) throw forbidden(DEACTIVATED);
  await clearKey(db, accountKey);
  if (needsRehash(user.passwordHash)) {
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(body.password) })
      .where(eq(users.id, user.id));
  }
  const { passwordHash: _hash, ...visible } = user;
  // Two-step sign-in (issue 29): the password alone opens no session; a code must follow.
  if (visible.twoStep) return { mfaRequired: true, mfaToken: await openChallenge(db, user.id) };
  const session = await db.transaction((tx) => startSession(deps, tx, visible, meta));
  return { token: session.token, user: toUser(visible), session: sessionInfo(session) };
}

/**
 * A new session for a person who has proved who they are, in the caller's transaction. A staff
 * member's first sign-in with this device (user agent) writes a mail to their address.
 */
async function startSession(
  deps: AuthDeps,
  tx: Db,
  user: { id: string; email: string; role: Role },
  meta: RequestMeta,
): Promise<NewSession> {
  const newDevice = isStaff(user.role) && !(await hasSignedInWith(tx, user.id, meta.userAgent ?? ''));
  const session = await createSession(tx, user.id, deps.sessionDays, originOf(meta));
  if (isStaff(user.role)) {
    await recordAuditEntry(tx, user, meta.address ?? null, {
      action: 'signed_in',
      entity: 'user',
      entityId: user.id,
      changes: { device: describeDevice(meta.userAgent), newDevice },
    });
  }
  if (newDevice && deps.onNewStaffDevice) {
    await deps.onNewStaffDevice(tx, {
      email: user.email,
      device: describeDevice(meta.userAgent),
      address: meta.address,
      at: new Date(),
    });
  }
  return session;
}

/** Sign-in's second step (issue 29): the code, then the session the password alone did not open. */
export async function completeSignIn(deps: AuthDeps, body: MfaBody, meta: RequestMeta): Promise<AuthResult> {
  const { db } = deps;
  const userId = await answerChallenge(db, body.mfaToken, body.code, meta.address ?? null);
  const [user] = await db.select(userColumns).from(users).where(eq(users.id, userId));
  if (!user) throw unauthenticated(CHALLENGE_ENDED);
  if (!user.isActive) throw forbidden(DEACTIVATED);
  const session = await db.transaction((tx) => startSession(deps, tx, user, meta));
  return { token: session.token, user: toUser(user), session: sessionInfo(session) };
}

export async function logout(db: Db, sessionId: string): Promise<void> {
  await revokeSession(db, sessionId);
}

/** Where the person is signed in, the session asking marked as current (issue 29). */
export async function listSessions(
  db: Db,
  current: { sessionId: string; userId: string },
): Promise<AccountSession[]> {
  const rows = await liveSessionsOf(db, current.userId);
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    address: row.address,
    device: describeDevice(row.userAgent),
    current: row.id === current.sessionId,
  }));
}

const SESSION_NOT_FOUND: Sentence = {
  en: 'No such session of yours is signed in',
  hi: 'आपका ऐसा कोई सेशन साइन इन नहीं है',
};

/** Signs out one of the person's own sessions; another person's, or one already ended, is a 404. */
export async function endSession(db: Db, userId: string, sessionId: string): Promise<void> {
  if (!(await endOwnSession(db, userId, sessionId))) throw notFound(SESSION_NOT_FOUND);
}

/** Signs out every session of the person but the one asking; how many ended. */
export async function endOtherSessions(
  db: Db,
  current: { sessionId: string; userId: string },
): Promise<number> {
  return revokeUserSessions(db, current.userId, current.sessionId);
}

/** A fresh token for the same user; the old one stops working at once. */
export async function refresh(
  deps: AuthDeps,
  current: { sessionId: string; userId: string },
  meta: RequestMeta,
): Promise<RefreshResult> {
  return deps.db.transaction(async (tx) => {
    await revokeSession(tx, current.sessionId);
    const session = await createSession(tx, current.userId, deps.sessionDays, originOf(meta));
    return { token: session.token, session: sessionInfo(session) };
  });
}

export async function updateProfile(db: Db, userId: string, fullName: string): Promise<User> {
  // In a transaction, as every write a staff member makes: the activity log records it there.
  const [row] = await db.transaction((tx) =>
    tx.update(users).set({ fullName }).where(eq(users.id, userId)).returning(userColumns),
  );
  if (!row) throw notFound({ en: 'User not found', hi: 'यह अकाउंट नहीं मिला' });
  return toUser(row);
}

/**
 * Always answers the same, whether or not the account exists (no enumeration): after the throttle,
 * everything that depends on the account (the look-up, the token, the mail) happens after the
 * answer, so neither the answer nor the time it takes can tell.
 */
export async function forgotPassword(deps: AuthDeps, email: string, meta: RequestMeta): Promise<void> {
  const rules: ThrottleRule[] = [
    { key: `reset-email:${email}`, limit: RESET_REQUEST_LIMITS.perEmail, windowSeconds: WINDOW_SECONDS },
    { key: `reset-ip:${meta.ip}`, limit: RESET_REQUEST_LIMITS.perAddress, windowSeconds: WINDOW_SECONDS },
  ];
  const attempt = await takeAttempt(deps.db, rules);
  if (!attempt.allowed) throw rateLimited(attempt.retryAfterSeconds);
  void issueResetLink(deps, email).catch((error: unknown) => {
    deps.log.error({ err: error }, 'password reset link could not be issued');
  });
}

/** For an active account: a single-use token (stored hashed) and the mail with its link. */
async function issueResetLink(deps: AuthDeps, email: string): Promise<void> {
  const { db } = deps;
  const [user] = await db
    .select({ id: users.id, email: users.email, fullName: users.fullName })
    .from(users)
    .where(and(eq(users.email, email), eq(users.isActive, true)))
    .limit(1);
  if (!user) return;
  const token = newToken();
  await db.insert(passwordResetTokens).values({
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + RESET_TOKEN_MINUTES * 60 * 1000),
  });
  const shop = await deps.shopIdentity();
  const link = `${shop.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  const message = resetMail({ to: user.email, fullName: user.fullName, link, shopName: shop.name });
  await deps.mailer.send(message).catch((error: unknown) => {
    deps.log.error({ err: error, userId: user.id }, 'password reset mail could not be sent');
  });
}

export async function resetPassword(
  db: Db,
  token: string,
  password: string,
  address: string | null = null,
): Promise<void> {
  const tokenHash = hashToken(token);
  const live = and(
    eq(passwordResetTokens.tokenHash, tokenHash),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, new Date()),
  );
  // A cheap look first: a made-up token costs no hashing.
  const [candidate] = await db
    .select({ id: passwordResetTokens.id, email: users.email, fullName: users.fullName })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(live)
    .limit(1);
  if (!candidate) throw badRequest(INVALID_RESET_LINK);
  await assertStrongPassword('password', password, candidate);
  const passwordHash = await hashPassword(password);

  await db.transaction(async (tx) => {
    // Claiming the token and using it is one statement: two requests with it cannot both win.
    const [claimed] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(live)
      .returning({ userId: passwordResetTokens.userId });
    if (!claimed) throw badRequest(INVALID_RESET_LINK);
    const [user] = await tx
      .update(users)
      .set({ passwordHash })
      .where(and(eq(users.id, claimed.userId), eq(users.isActive, true)))
      .returning({ id: users.id, email: users.email, role: users.role });
    if (!user) throw badRequest(INVALID_RESET_LINK);
    if (isStaff(user.role)) {
      await recordAuditEntry(tx, user, address, {
        action: 'password_reset',
        entity: 'user',
        entityId: user.id,
      });
    }
    // Other links sent earlier die with this one; every signed-in device must sign in again.
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
    await revokeUserSessions(tx, user.id);
    await endSignInChallenges(tx, user.id);
  });
}

/** Changes the password of the signed-in user and signs out their other devices. */
export async function changePassword(
  db: Db,
  current: { userId: string; sessionId: string },
  body: { currentPassword: string; newPassword: string },
): Promise<void> {
  const attempt = await takeAttempt(db, [
    { key: `password:${current.userId}`, limit: CHANGE_PASSWORD_LIMIT, windowSeconds: WINDOW_SECONDS },
  ]);
  if (!attempt.allowed) throw rateLimited(attempt.retryAfterSeconds);
  const [user] = await db
    .select({ passwordHash: users.passwordHash, email: users.email, fullName: users.fullName })
    .from(users)
    .where(eq(users.id, current.userId))
    .limit(1);
  if (!user || !(await verifyPassword(body.currentPassword, user.passwordHash))) {
    // Named by field, so the form says it under the current password.
    throw fieldRefusal(400, 'BAD_REQUEST', 'currentPassword', WRONG_CURRENT_PASSWORD);
  }
  await release(db, attempt.ids);
  await assertStrongPassword('newPassword', body.newPassword, user);
  const passwordHash = await hashPassword(body.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, current.userId));
    // A staff member's own change is in the activity log (issue 29); the hash never is.
    await recordStaffChange(tx, { action: 'password_changed', entity: 'user', entityId: current.userId });
    await revokeUserSessions(tx, current.userId, current.sessionId);
    await endSignInChallenges(tx, current.userId);
  });
}
