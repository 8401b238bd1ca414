import { randomInt } from 'node:crypto';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { AppError, conflict, invalidField, rateLimited, unauthenticated } from '../../../lib/errors.js';
import { revokeUserSessions, type Executor } from '../session-service.js';
import { signInChallenges, twoStepRecoveryCodes, users } from '../tables.js';
import { release, takeAttempt } from '../throttle-service.js';
import { hashToken, newToken } from '../tokens.js';
import { acceptedStep, newTotpSecret, otpauthUri } from './totp.js';
import { recordStaffChange } from '../../audit/index.js';
import { isStaff, type Sentence } from '@shop/domain';
import { recordFailedSignIn } from '../failed-sign-in.js';

/** How long the second step of a sign-in may take, and how many codes it may try (issue 29). */
export const CHALLENGE_MINUTES = 5;
export const CHALLENGE_ATTEMPTS = 5;
const RECOVERY_CODE_COUNT = 10;
/**
 * Wrong codes per account in a quarter of an hour, over every sign-in and the turning off together:
 * the per-sign-in limit alone would let someone with the password sign in again and again for five
 * more guesses each time (about 1 in 333,000 codes is accepted, so unlimited guessing wins in hours).
 */
export const WRONG_CODE_LIMIT = { perAccount: 10, windowSeconds: 15 * 60 } as const;

export const WRONG_CODE: Sentence = {
  en: 'That code is not right. Check the time on your phone and try the newest code.',
  hi: 'यह कोड सही नहीं है। अपने फ़ोन का समय जाँचें और सबसे नया कोड डालें।',
};
export const CHALLENGE_ENDED: Sentence = {
  en: 'This sign-in has expired. Please sign in again.',
  hi: 'इस साइन इन का समय खत्म हो गया है। कृपया फिर से साइन इन करें।',
};
export const TOO_MANY_CODES: Sentence = {
  en: 'Too many wrong codes. Please sign in again.',
  hi: 'बहुत बार गलत कोड डाला गया। कृपया फिर से साइन इन करें।',
};
const NOT_ON: Sentence = {
  en: 'Two-step sign-in is not on for your account',
  hi: 'आपके अकाउंट पर टू-स्टेप साइन इन चालू नहीं है',
};

/** `k7m2q-9xw4p`: ten characters without look-alikes (no 0/o, 1/l/i), in two halves. */
function newRecoveryCode(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const chars = Array.from({ length: 10 }, () => alphabet[randomInt(alphabet.length)]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}
/** Stored as a hash, compared without the dash or case: "K7M2Q 9XW4P" is the same code. */
const hashRecoveryCode = (code: string) => hashToken(code.replace(/[^a-z0-9]/gi, '').toLowerCase());

/**
 * Whether `code` is the person's current authenticator code (accepted once: the step is recorded in
 * the same statement that checks it is newer, so two requests cannot both use it) or one of their
 * unused recovery codes (used up by the same kind of statement).
 */
export async function useSecondFactor(tx: Executor, userId: string, code: string): Promise<boolean> {
  const [user] = await tx
    .select({ secret: users.twoStepSecret, lastStep: users.twoStepLastStep })
    .from(users)
    .where(eq(users.id, userId));
  if (!user?.secret) return false;
  const step = acceptedStep(user.secret, code, user.lastStep, Date.now());
  if (step !== null) {
    const taken = await tx
      .update(users)
      .set({ twoStepLastStep: step })
      .where(and(eq(users.id, userId), or(isNull(users.twoStepLastStep), lt(users.twoStepLastStep, step))))
      .returning({ id: users.id });
    return taken.length > 0;
  }
  const used = await tx
    .update(twoStepRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(twoStepRecoveryCodes.userId, userId),
        eq(twoStepRecoveryCodes.codeHash, hashRecoveryCode(code)),
        isNull(twoStepRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: twoStepRecoveryCodes.id });
  return used.length > 0;
}

/**
 * `useSecondFactor` under the account's limit of wrong codes (WRONG_CODE_LIMIT): each try is
 * counted before it is judged, a right one is taken back. Not inside a transaction: a wrong try must
 * stay counted when the request fails.
 */
async function useSecondFactorLimited(db: Db, userId: string, code: string): Promise<boolean> {
  const attempt = await takeAttempt(db, [
    {
      key: `two-step:${userId}`,
      limit: WRONG_CODE_LIMIT.perAccount,
      windowSeconds: WRONG_CODE_LIMIT.windowSeconds,
    },
  ]);
  if (!attempt.allowed) throw rateLimited(attempt.retryAfterSeconds, 'wrong codes');
  const right = await useSecondFactor(db, userId, code);
  if (right) await release(db, attempt.ids);
  return right;
}

/** Sign-ins waiting for their code end when the password changes (reset or change). */
export async function endSignInChallenges(tx: Executor, userId: string): Promise<void> {
  await tx
    .update(signInChallenges)
    .set({ spentAt: new Date() })
    .where(and(eq(signInChallenges.userId, userId), isNull(signInChallenges.spentAt)));
}

/** Step one: a new secret for the authenticator app, kept aside until its first code confirms it. */
export async function startTwoStep(
  db: Db,
  user: { id: string; email: string },
  issuer: string,
): Promise<{ secret: string; otpauthUri: string }> {
  const secret = newTotpSecret();
  const [updated] = await db
    .update(users)
    .set({ twoStepPendingSecret: secret })
    .where(and(eq(users.id, user.id), isNull(users.twoStepSecret)))
    .returning({ id: users.id });
  if (!updated) {
    throw conflict({
      en: 'Two-step sign-in is already on. Turn it off first to set up a new app.',
      hi: 'टू-स्टेप साइन इन पहले से चालू है। नया ऐप सेट करने के लिए पहले इसे बंद करें।',
    });
  }
  return { secret, otpauthUri: otpauthUri(secret, user.email, issuer) };
}

/**
 * Step two: the app's first code turns two-step sign-in on; ten new recovery codes are answered,
 * shown once (only their hashes are kept). Every other session ends: they were opened with the
 * password alone, and must not pass for two-step ones.
 */
export async function confirmTwoStep(
  db: Db,
  current: { userId: string; sessionId: string },
  code: string,
): Promise<string[]> {
  const { userId } = current;
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ pending: users.twoStepPendingSecret, on: users.twoStepSecret })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (user?.on) {
      throw conflict({ en: 'Two-step sign-in is already on', hi: 'टू-स्टेप साइन इन पहले से चालू है' });
    }
    if (!user?.pending) {
      throw conflict({
        en: 'Start the set-up first: no authenticator app is waiting to be confirmed',
        hi: 'पहले सेट-अप शुरू करें: कोई ऑथेंटिकेटर ऐप पुष्टि के इंतज़ार में नहीं है',
      });
    }
    const step = acceptedStep(user.pending, code, null, Date.now());
    if (step === null) throw invalidField('code', WRONG_CODE);
    await tx
      .update(users)
      .set({ twoStepSecret: user.pending, twoStepPendingSecret: null, twoStepLastStep: step })
      .where(eq(users.id, userId));
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await tx.delete(twoStepRecoveryCodes).where(eq(twoStepRecoveryCodes.userId, userId));
    await tx
      .insert(twoStepRecoveryCodes)
      .values(codes.map((recovery) => ({ userId, codeHash: hashRecoveryCode(recovery) })));
    // A staff member's own change is in the activity log (a shopper's is not: no actor is named).
    await revokeUserSessions(tx, userId, current.sessionId);
    await recordStaffChange(tx, { action: 'two_step.enabled', entity: 'user', entityId: userId });
    return codes;
  });
}

/** Turning it off takes a current code (or a recovery code): a stolen session alone cannot. */
export async function disableTwoStep(db: Db, userId: string, code: string): Promise<void> {
  const [user] = await db.select({ on: users.twoStepSecret }).from(users).where(eq(users.id, userId));
  if (!user?.on) throw conflict(NOT_ON);
  if (!(await useSecondFactorLimited(db, userId, code))) throw invalidField('code', WRONG_CODE);
  await db.transaction(async (tx) => {
    await turnOffTwoStep(tx, userId);
    await recordStaffChange(tx, { action: 'two_step.disabled', entity: 'user', entityId: userId });
  });
}

/** Two-step sign-in off for an account: its secret, the one being set up and its recovery codes go. */
async function turnOffTwoStep(tx: Executor, userId: string): Promise<void> {
  await tx
    .update(users)
    .set({ twoStepSecret: null, twoStepPendingSecret: null, twoStepLastStep: null })
    .where(eq(users.id, userId));
  await tx.delete(twoStepRecoveryCodes).where(eq(twoStepRecoveryCodes.userId, userId));
}

/**
 * An administrator turns off another staff member's two-step sign-in (a lost phone and its recovery
 * codes): every session of theirs ends, and they sign in again with the password (setting it up
 * again if the shop requires it). Logged. False when the account had it off.
 */
export async function resetTwoStep(tx: Executor, userId: string): Promise<boolean> {
  const [user] = await tx.select({ on: users.twoStepSecret }).from(users).where(eq(users.id, userId));
  if (!user?.on) return false;
  await turnOffTwoStep(tx, userId);
  await endSignInChallenges(tx, userId);
  // Its sessions end too: a lost phone's signed-in browser must not stay in.
  await revokeUserSessions(tx, userId);
  await recordStaffChange(tx, { action: 'two_step.reset', entity: 'user', entityId: userId });
  return true;
}

/** A right password on an account with two-step sign-in: the token for the second step. */
export async function openChallenge(tx: Executor, userId: string): Promise<string> {
  const token = newToken();
  await tx.insert(signInChallenges).values({
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + CHALLENGE_MINUTES * 60_000),
  });
  return token;
}

/**
 * Not inside a transaction: a wrong code's count must stay counted when the request fails.
 *
 * The second step: the challenge must be live (401 when expired or already used) and have tries
 * left (429 once five codes were wrong; it is spent). A wrong code answers 401 with the same words
 * every time. The user's id is answered when the code is right, the challenge then spent.
 */
export async function answerChallenge(
  tx: Db,
  token: string,
  code: string,
  address: string | null = null,
): Promise<string> {
  const [challenge] = await tx
    .update(signInChallenges)
    .set({ attempts: sql`${signInChallenges.attempts} + 1` })
    .where(
      and(
        eq(signInChallenges.tokenHash, hashToken(token)),
        isNull(signInChallenges.spentAt),
        gt(signInChallenges.expiresAt, new Date()),
      ),
    )
    .returning({
      id: signInChallenges.id,
      userId: signInChallenges.userId,
      attempts: signInChallenges.attempts,
    });
  if (!challenge) throw unauthenticated(CHALLENGE_ENDED);
  if (challenge.attempts > CHALLENGE_ATTEMPTS) {
    await tx
      .update(signInChallenges)
      .set({ spentAt: new Date() })
      .where(eq(signInChallenges.id, challenge.id));
    throw new AppError(429, 'RATE_LIMITED', TOO_MANY_CODES);
  }
  if (!(await useSecondFactorLimited(tx, challenge.userId, code))) {
    // The password was right: a wrong code is the most telling failed sign-in of a staff account.
    const [account] = await tx
      .select({ id: users.id, email: users.email, role: users.role })
      .from(users)
      .where(eq(users.id, challenge.userId));
    if (account && isStaff(account.role)) await recordFailedSignIn(tx, account, 'code', address);
    throw unauthenticated(WRONG_CODE);
  }
  // Two right codes sent at once (two recovery codes, say) open one session, not two.
  const spent = await tx
    .update(signInChallenges)
    .set({ spentAt: new Date() })
    .where(and(eq(signInChallenges.id, challenge.id), isNull(signInChallenges.spentAt)))
    .returning({ id: signInChallenges.id });
  if (spent.length === 0) throw unauthenticated(CHALLENGE_ENDED);
  return challenge.userId;
}
