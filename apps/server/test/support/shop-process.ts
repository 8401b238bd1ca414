import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase, type Database } from '../../src/db/client.js';
import { createEmptyPostgresDatabase, dropDatabase } from './test-database.js';

/** The repository root, where `npm start` runs. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** A TCP port nobody listens on right now. */
export async function sparePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface ShopProcess {
  url: string;
  child: ChildProcess;
  /** Everything the process printed so far, for failure messages. */
  output(): string;
  /** Resolves when the process has exited, with its exit code (128 + n after signal n). */
  exited: Promise<number>;
  alive(): boolean;
  /** SIGTERM, then SIGKILL if it is still there after `graceMs`; resolves with the exit code. */
  stop(graceMs?: number): Promise<number>;
}

export interface StartOptions {
  /** Settings for the shop (DATABASE_URL or DATA_DIR, ADMIN_EMAIL, ...). */
  env: Record<string, string>;
  /** `server`: the server itself, compiled on the fly by tsx; `npm-start`: `npm start` around the built server. */
  via?: 'server' | 'npm-start';
}

/**
 * The shop as a real operating-system process on a spare port, ready when this resolves. A real
 * process, not `app.inject`: an unhandled 'error' event or a failed shutdown would end it for real.
 */
export async function startShop({ env, via = 'server' }: StartOptions): Promise<ShopProcess> {
  const port = await sparePort();
  const [command, args] =
    via === 'server'
      ? [process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts']]
      : ['npm', ['start', '--silent']];
  const inherited = { ...process.env };
  // The test runner's own database settings must not leak into the shop under test.
  delete inherited.DATABASE_URL;
  delete inherited.DATA_DIR;
  const child = spawn(command, args, {
    cwd: repoRoot,
    env: {
      ...inherited,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      DEMO_DATA: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number>((resolve) => {
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 128 + signalNumber(signal) : 1)));
  });
  let hasExited = false;
  void exited.then(() => (hasExited = true));

  const url = `http://127.0.0.1:${port}`;
  const shop: ShopProcess = {
    url,
    child,
    output: () => output,
    exited,
    alive: () => !hasExited,
    async stop(graceMs = 10_000) {
      if (hasExited) return exited;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
  };

  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (hasExited) throw new Error(`The shop exited while starting:\n${output}`);
    try {
      const response = await fetch(`${url}/api/ready`);
      if (response.status === 200) return shop;
    } catch {
      // Not listening yet.
    }
    await sleep(200);
  }
  await shop.stop(1_000);
  throw new Error(`The shop did not become ready in time:\n${output}`);
}

function signalNumber(signal: NodeJS.Signals): number {
  return { SIGHUP: 1, SIGINT: 2, SIGKILL: 9, SIGTERM: 15 }[signal as string] ?? 0;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface Answer {
  status: number;
  headers: Headers;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** One JSON request to a running shop; a network failure rejects. */
export async function call(
  base: string,
  method: string,
  url: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...options.headers,
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: kept as text for the failure message.
  }
  return { status: response.status, headers: response.headers, body };
}

/**
 * Where a shop process keeps its data: a new, empty database on the shared PostgreSQL server, or a
 * new PGlite data folder. Named after the run, so the run's teardown drops what a crash left.
 */
export async function newShopStorage(kind: 'pglite' | 'postgres'): Promise<ShopStorage> {
  if (kind === 'pglite') {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-process-'));
    return {
      env: { DATA_DIR: dataDir },
      dataDir,
      open: () => openDatabase({ dataDir }),
      remove: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const { name, url: databaseUrl } = await createEmptyPostgresDatabase();
  return {
    env: { DATABASE_URL: databaseUrl },
    databaseUrl,
    open: () => openDatabase({ databaseUrl }),
    remove: () => dropDatabase(name),
  };
}

export interface ShopStorage {
  /** The settings that point a shop process at it. */
  env: Record<string, string>;
  dataDir?: string;
  databaseUrl?: string;
  /** Opens it from the test (PGlite: only while no shop process holds the folder). */
  open(): Promise<Database>;
  remove(): Promise<void>;
}
