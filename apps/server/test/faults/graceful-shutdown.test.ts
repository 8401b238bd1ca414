import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.js';
import { newShopStorage, repoRoot, sleep, startShop, type ShopProcess } from '../support/shop-process.js';
import { testDatabaseKind } from '../support/test-database.js';

/** A request the client is still sending: the headers and half the body are out, the rest on demand. */
function requestInFlight(base: string, url: string, payload: object) {
  const body = Buffer.from(JSON.stringify(payload));
  const request = http.request(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': body.length },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.once('error', reject);
    request.once('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
  });
  request.write(body.subarray(0, 10));
  return { answer, finish: () => request.end(body.subarray(10)) };
}

/** What a new visitor gets: refused at the door, or a 503 on a connection that was already open. */
async function newVisitor(base: string): Promise<string> {
  try {
    const response = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(5_000) });
    return `status ${response.status}`;
  } catch (error) {
    return `refused (${String((error as { cause?: { code?: string } }).cause?.code ?? error)})`;
  }
}

/** The PGlite data folder's control file says whether its database was shut down cleanly. */
function pgliteState(dataDir: string): 'shut down' | 'in production' | number {
  const state = fs.readFileSync(path.join(dataDir, 'pglite', 'global', 'pg_control')).readUInt32LE(16);
  return state === 1 ? 'shut down' : state === 6 ? 'in production' : state;
}

/**
 * SIGTERM, as a process manager or `docker stop` sends it: requests in flight finish, new visitors
 * are refused, and the process exits well within the 10 s such a manager waits before killing.
 */
describe('stopping the shop with SIGTERM', () => {
  const cases: { via: 'server' | 'npm-start'; runs: boolean }[] = [
    { via: 'server', runs: true },
    // `npm start` serves the built server: built once, in one project, so two runs never race on dist/.
    { via: 'npm-start', runs: testDatabaseKind === 'pglite' },
  ];

  // `npm test` builds once for this test and the browser journeys, and says so with SERVER_BUILT.
  beforeAll(async () => {
    if (testDatabaseKind === 'pglite' && process.env.SERVER_BUILT !== 'true') {
      await promisify(execFile)(process.execPath, ['build.mjs'], { cwd: path.join(repoRoot, 'apps/server') });
    }
  }, 120_000);

  it.each(cases.filter((entry) => entry.runs))(
    'sent to the $via process: drains, refuses newcomers, closes the database, exits in time',
    async ({ via }) => {
      const storage = await newShopStorage(testDatabaseKind);
      let shop: ShopProcess | undefined;
      try {
        shop = await startShop({ env: { ...storage.env, SKIP_BUILD: 'true' }, via });
        const email = `drain-${via}-${Date.now()}@example.test`;
        const signup = requestInFlight(shop.url, '/api/auth/signup', {
          email,
          password: 'Tamarind-Loom-4821-Brass',
          fullName: 'Drained Customer',
        });
        await sleep(200);

        const signalledAt = Date.now();
        shop.child.kill('SIGTERM');
        await sleep(500);
        const newcomer = await newVisitor(shop.url);
        signup.finish();
        const inFlight = await signup.answer;
        const answeredMs = Date.now() - signalledAt;
        const exitCode = await shop.exited;
        const shutdownMs = Date.now() - signalledAt;
        console.info(
          `SIGTERM to the ${via} process (${testDatabaseKind}): in-flight request answered after ${answeredMs} ms, exited ${exitCode} after ${shutdownMs} ms`,
        );

        expect(inFlight.status, inFlight.body).toBe(201);
        expect(newcomer).toMatch(/^refused|^status 503$/);
        expect(exitCode, shop.output()).toBe(0);
        expect(shutdownMs).toBeLessThan(10_000);
        // Once the last request is answered nothing holds the process (no idle keep-alive connection).
        expect(shutdownMs - answeredMs).toBeLessThan(3_000);
        // Nothing is left listening: with `npm start`, the server under it has gone too.
        expect(await newVisitor(shop.url)).toMatch(/^refused/);
        if (storage.dataDir) expect(pgliteState(storage.dataDir)).toBe('shut down');

        // The data folder (or database) opens again and holds what the drained request wrote.
        const reopened = await storage.open();
        try {
          const rows = await reopened.db
            .select({ email: users.email })
            .from(users)
            .where(eq(users.email, email));
          expect(rows).toEqual([{ email }]);
        } finally {
          await reopened.close();
        }
      } finally {
        await shop?.stop(1_000);
        await storage.remove();
      }
    },
    60_000,
  );
});
