import { and, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { loginAttempts } from './tables.js';

/** At most `limit` attempts under `key` within `windowSeconds`. */
export interface ThrottleRule {
  key: string;
  limit: number;
  windowSeconds: number;
  /** How many this attempt counts for (an upload of 4 pictures counts 4); 1 unless told. */
  cost?: number;
}

export type Attempt = { allowed: true; ids: number[] } | { allowed: false; retryAfterSeconds: number };

const windowStart = (seconds: number) => sql`now() - (${seconds}::int * interval '1 second')`;

/**
 * Counts an attempt against every rule. The attempt is written before it is judged, so that a burst
 * of parallel requests (on one or several app servers) sees itself and cannot slip past the limit;
 * a refused attempt is taken back so that hammering during a lock-out does not prolong it.
 * Times come from the database clock, the one clock every app server shares.
 */
export async function takeAttempt(db: Db, rules: ThrottleRule[]): Promise<Attempt> {
  const inserted = await db
    .insert(loginAttempts)
    .values(rules.flatMap((rule) => Array.from({ length: rule.cost ?? 1 }, () => ({ key: rule.key }))))
    .returning({ id: loginAttempts.id });
  const ids = inserted.map((row) => row.id);

  const over: ThrottleRule[] = [];
  for (const rule of rules) {
    const [beyond] = await db
      .select({ id: loginAttempts.id })
      .from(loginAttempts)
      .where(
        and(eq(loginAttempts.key, rule.key), gt(loginAttempts.attemptedAt, windowStart(rule.windowSeconds))),
      )
      .orderBy(desc(loginAttempts.attemptedAt))
      .offset(rule.limit)
      .limit(1);
    if (beyond) over.push(rule);
  }
  if (over.length === 0) {
    await pruneOccasionally(db, rules);
    return { allowed: true, ids };
  }

  await release(db, ids);
  let wait = 1;
  for (const rule of over) wait = Math.max(wait, await secondsUntilBelowLimit(db, rule));
  return { allowed: false, retryAfterSeconds: wait };
}

/** When enough attempts have left the window for this one to fit. */
async function secondsUntilBelowLimit(db: Db, rule: ThrottleRule): Promise<number> {
  const [row] = await db
    .select({
      wait: sql<number>`ceil(extract(epoch from (${loginAttempts.attemptedAt} + (${rule.windowSeconds}::int * interval '1 second') - now())))::int`,
    })
    .from(loginAttempts)
    .where(
      and(eq(loginAttempts.key, rule.key), gt(loginAttempts.attemptedAt, windowStart(rule.windowSeconds))),
    )
    .orderBy(desc(loginAttempts.attemptedAt))
    .offset(Math.max(0, rule.limit - (rule.cost ?? 1)))
    .limit(1);
  return Math.max(1, Number(row?.wait ?? 1));
}

/** Takes back attempts that turned out not to count (a refused one, a successful sign-in's address). */
export async function release(db: Db, ids: number[]): Promise<void> {
  if (ids.length > 0) await db.delete(loginAttempts).where(inArray(loginAttempts.id, ids));
}

/** Forgets every attempt under a key (a successful sign-in clears the account's failures). */
export async function clearKey(db: Db, key: string): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.key, key));
}

/** Rows outside every window are useless; drop them now and then rather than on every request. */
async function pruneOccasionally(db: Db, rules: ThrottleRule[]): Promise<void> {
  if (Math.random() > 0.02) return;
  const longest = Math.max(...rules.map((rule) => rule.windowSeconds), 3600);
  await db.delete(loginAttempts).where(lt(loginAttempts.attemptedAt, windowStart(longest)));
}
