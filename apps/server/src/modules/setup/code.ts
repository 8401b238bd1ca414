import { randomInt, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { normalizeSetupCode, SETUP_CODE_ALPHABET, SETUP_CODE_LENGTH } from '@shop/domain';
import type { Db } from '../../db/client.js';
import { hasAnyAdministrator } from '../users/index.js';
import { setupCodes } from './tables.js';

type Executor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/** 10 characters of 31: about 8 × 10¹⁴ codes, guessed at the throttle's pace never. */
function newSetupCode(): string {
  return Array.from(
    { length: SETUP_CODE_LENGTH },
    () => SETUP_CODE_ALPHABET[randomInt(SETUP_CODE_ALPHABET.length)],
  ).join('');
}

/**
 * At start: while the shop has no administrator, the code that opens /setup, made once and kept in
 * the database, so a restart and every other app server (over one PostgreSQL) show and accept the
 * same one. Null when the shop is set up. Idempotent: servers starting together insert one row.
 */
export async function ensureSetupCode(db: Db): Promise<string | null> {
  if (await hasAnyAdministrator(db)) {
    // An administrator made another way (ADMIN_EMAIL, create-admin): the code must open nothing.
    await db.delete(setupCodes);
    return null;
  }
  await db.insert(setupCodes).values({ code: newSetupCode() }).onConflictDoNothing();
  return storedSetupCode(db);
}

/** The code that stands, if any. Tests read it here rather than from the log. */
export async function storedSetupCode(db: Executor): Promise<string | null> {
  const [row] = await db.select({ code: setupCodes.code }).from(setupCodes).limit(1);
  return row?.code ?? null;
}

/**
 * Locks the code's row for the setup's transaction: a second setup waits here until the first has
 * committed (and deleted the row) or rolled back. Answers the stored code, or null when there is none.
 */
export async function lockSetupCode(tx: Executor): Promise<string | null> {
  const [row] = await tx
    .select({ code: setupCodes.code })
    .from(setupCodes)
    .where(eq(setupCodes.slot, 1))
    .for('update');
  return row?.code ?? null;
}

/** Used up by the setup that succeeded, in its transaction. */
export async function consumeSetupCode(tx: Executor): Promise<void> {
  await tx.delete(setupCodes);
}

/** Compared in constant time, as typed (spaces, dashes and case forgiven). */
export function codeMatches(typed: string, stored: string | null): boolean {
  if (!stored) return false;
  const given = Buffer.from(normalizeSetupCode(typed));
  const expected = Buffer.from(stored);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
