import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { concurrencyLimit } from '../../lib/concurrency-limit.js';

/**
 * scrypt cost. OWASP recommends N=2^17, r=8, p=1; on this project's 2-core host that measured
 * ~380 ms per hash, over the ~250 ms budget for a sign-in, so N=2^16 (64 MiB, ~190 ms) is used.
 * The parameters are stored in every hash, so raising them later only needs this constant:
 * older hashes are upgraded at the next successful sign-in.
 */
export const CURRENT_COST = { logN: 16, r: 8, p: 1 } as const;

/**
 * The cost new hashes are made with and checked against for upgrades: CURRENT_COST unless the app's
 * config says otherwise, which only the tests' config does (`testConfig`, decision 047: a sign-up
 * costs ~190 ms at 2^16 and ~1 ms at 2^10, and the suite signs up hundreds of accounts). Production's
 * config carries no cost of its own; passwords.test.ts proves that it hashes at 2^16.
 */
let activeCost: Cost = CURRENT_COST;

/** Sets the cost of new hashes for this process: `undefined` is CURRENT_COST. Called by buildApp. */
export function useHashCost(logN: number | undefined): void {
  const next = logN === undefined ? CURRENT_COST : { ...CURRENT_COST, logN };
  if (next.logN !== activeCost.logN) dummy = undefined;
  activeCost = next;
}
const KEY_LENGTH = 64;
const SALT_BYTES = 16;
/** Refuse hashes asking for absurd work (a tampered row must not exhaust the server). */
const MAX_LOG_N = 20;

/**
 * scrypt runs on libuv's pool (4 threads) shared with file and compression work, and the host has
 * 2 cores. Unbounded, a flood of 30 sign-ups queued 30 hashes there and pushed everyone's sign-in
 * from 230 ms to 3.6 s. So new hashes (sign-up, reset, change) take one lane of one, and checks
 * (sign-in) a lane of two: a flood of new accounts waits behind itself, sign-ins keep moving, and
 * a thread stays free for everything else.
 */
const newHashLane = concurrencyLimit(1);
const verifyLane = concurrencyLimit(2);

interface Cost {
  logN: number;
  r: number;
  p: number;
}

function derive(password: string, salt: Buffer, cost: Cost): Promise<Buffer> {
  const N = 2 ** cost.logN;
  const options: ScryptOptions = {
    N,
    r: cost.r,
    p: cost.p,
    // scrypt needs 128·N·r bytes; Node's default ceiling (32 MiB) is below that.
    maxmem: 256 * N * cost.r + 1024 * 1024,
  };
  // The async form runs on libuv's pool, so hashing never blocks other requests.
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `scrypt$ln=16,r=8,p=1$<salt base64>$<key base64>` */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await newHashLane(() => derive(password, salt, activeCost));
  const { logN, r, p } = activeCost;
  return `scrypt$ln=${logN},r=${r},p=${p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

interface Parsed extends Cost {
  salt: Buffer;
  key: Buffer;
}

function parse(encoded: string): Parsed | null {
  const match = /^scrypt\$ln=(\d+),r=(\d+),p=(\d+)\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/.exec(encoded);
  if (!match) return null;
  const [, ln, r, p, salt, key] = match;
  const parsed = {
    logN: Number(ln),
    r: Number(r),
    p: Number(p),
    salt: Buffer.from(salt ?? '', 'base64'),
    key: Buffer.from(key ?? '', 'base64'),
  };
  if (parsed.logN < 1 || parsed.logN > MAX_LOG_N || parsed.r < 1 || parsed.r > 32) return null;
  if (parsed.p < 1 || parsed.p > 16 || parsed.key.length === 0) return null;
  return parsed;
}

export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  const parsed = parse(encoded);
  if (!parsed) return false;
  const key = await verifyLane(() => derive(password, parsed.salt, parsed));
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

/** Whether a stored hash was made with weaker parameters than today's. */
export function needsRehash(encoded: string): boolean {
  const parsed = parse(encoded);
  if (!parsed) return false;
  return parsed.logN < activeCost.logN || parsed.r < activeCost.r || parsed.p < activeCost.p;
}

let dummy: Promise<string> | undefined;
/**
 * A hash of nothing anyone knows, checked when the email is unknown, so "no such account" takes as
 * long as "wrong password" and the timing does not tell which accounts exist.
 */
export function dummyHash(): Promise<string> {
  // A failed hash is not kept: the next sign-in tries again rather than failing for ever.
  dummy ??= hashPassword(randomBytes(16).toString('hex')).catch((error: unknown) => {
    dummy = undefined;
    throw error;
  });
  return dummy;
}
