import http from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import {
  newShopStorage,
  sleep,
  startShop,
  type ShopProcess,
  type ShopStorage,
} from '../support/shop-process.js';
import { testDatabaseKind } from '../support/test-database.js';

/**
 * One GET on a connection of its own, so that the cluster may hand it to any worker. Its status, or
 * 0 when it got no answer (a connection handed to a worker at the moment it was killed is lost).
 */
function freshGet(base: string, url: string): Promise<number> {
  return new Promise((resolve) => {
    const request = http.get(`${base}${url}`, { agent: false, timeout: 3_000 }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(0));
  });
}

/** The process ids that wrote a request line for `url`: every log line carries its writer's pid. */
function answeringPids(shop: ShopProcess, url: string): Set<number> {
  const pids = new Set<number>();
  for (const text of shop.output().split('\n')) {
    if (!text.startsWith('{')) continue;
    const line = JSON.parse(text) as { msg?: string; url?: string; pid?: number };
    if (line.msg === 'request' && line.url === url && line.pid) pids.add(line.pid);
  }
  return pids;
}

/** Requests on fresh connections until `done` holds for the pids that answered (or time runs out). */
async function requestUntil(shop: ShopProcess, url: string, done: (pids: Set<number>) => boolean) {
  const deadline = Date.now() + 20_000;
  let pids = answeringPids(shop, url);
  const statuses = new Set<number>();
  while (!done(pids) && Date.now() < deadline) {
    statuses.add(await freshGet(shop.url, url));
    // The log is written asynchronously: give the line a moment to arrive.
    await sleep(50);
    pids = answeringPids(shop, url);
  }
  return { pids, statuses };
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe.skipIf(testDatabaseKind !== 'postgres')('WEB_CONCURRENCY=2 on PostgreSQL', () => {
  let storage: ShopStorage | undefined;
  let shop: ShopProcess | undefined;

  afterAll(async () => {
    await shop?.stop(2_000);
    await storage?.remove();
  });

  it('answers from two worker processes, replaces one that dies, and stops them all on SIGTERM', async () => {
    storage = await newShopStorage('postgres');
    shop = await startShop({ env: { ...storage.env, WEB_CONCURRENCY: '2', LOG_LEVEL: 'info' } });
    const primary = shop.child.pid;

    const { pids: workers, statuses } = await requestUntil(shop, '/api/health', (pids) => pids.size >= 2);
    expect([...statuses]).toEqual([200]);
    expect([...workers], shop.output()).toHaveLength(2);
    expect(workers.has(primary ?? -1)).toBe(false);

    // A worker that crashes is replaced; the shop keeps answering meanwhile.
    const [crashed, survivor] = [...workers] as [number, number];
    process.kill(crashed, 'SIGKILL');
    const url = '/api/health?after-crash';
    const { pids: after } = await requestUntil(shop, url, (pids) =>
      [...pids].some((pid) => pid !== survivor),
    );
    const replacement = [...after].find((pid) => pid !== survivor);
    expect(replacement, shop.output()).toBeDefined();
    expect(replacement).not.toBe(crashed);
    expect(shop.output()).toContain('worker stopped unexpectedly');

    const signalledAt = Date.now();
    const code = await shop.stop(10_000);
    expect(code, shop.output()).toBe(0);
    expect(Date.now() - signalledAt).toBeLessThan(10_000);
    expect([survivor, replacement].filter((pid) => pid !== undefined && alive(pid))).toEqual([]);
    // The log is asynchronous, yet the last lines written before each exit got out.
    expect(shop.output().match(/"msg":"shut down"/g)).toHaveLength(2);
    expect(shop.output()).toContain('"msg":"every worker has stopped"');
  }, 90_000);
});
