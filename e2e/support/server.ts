import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const builtServer = path.join(root, 'apps/server/dist/main.js');
/** Start-up seeds the demo catalogue (pictures drawn locally), which is slow on a busy machine. */
const START_TIMEOUT_MS = 180_000;

export interface RunningServer {
  baseURL: string;
  dataDir: string;
  /** What the server has printed so far (at LOG_LEVEL=warn: warnings, such as the setup code). */
  output(): string;
  stop(): Promise<void>;
}

/** A port nobody listens on right now (the OS picks it). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitUntilReady(baseURL: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The shop server exited before it was ready:\n${output()}`);
    }
    try {
      const response = await fetch(`${baseURL}/api/ready`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The shop server was not ready within ${START_TIMEOUT_MS / 1000} s:\n${output()}`);
}

/** The processes `pid` started (Linux /proc; elsewhere none are seen). */
function childrenOf(pid: number): number[] {
  try {
    return fs
      .readdirSync(`/proc/${pid}/task`)
      .flatMap((task) => fs.readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim().split(/\s+/))
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

/**
 * Waits until the demo photos the server draws behind the answering shop (a process it forks once
 * it listens, decision 063) are done, so that drawing does not slow the first journeys on two cores.
 * A start with nothing to draw forks none: a second without one ends the wait.
 */
async function photosDrawn(pid: number): Promise<void> {
  const started = Date.now();
  let seen = false;
  while (Date.now() - started < START_TIMEOUT_MS) {
    if (childrenOf(pid).length > 0) seen = true;
    else if (seen || Date.now() - started > 1_000) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Starts the BUILT server the way production does, on a free port with a fresh data folder, and
 * waits until its database answers. `stop()` ends it and removes the folder.
 */
export async function startBuiltServer(env: Record<string, string> = {}): Promise<RunningServer> {
  if (!fs.existsSync(builtServer)) {
    throw new Error(`${path.relative(root, builtServer)} is missing: run "npm run build" first.`);
  }
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-'));
  const child = spawn(process.execPath, [builtServer], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // Every journey (and every parallel worker) comes from 127.0.0.1: per-address limits are off.
      RATE_LIMIT_READS: '0',
      RATE_LIMIT_SEARCH: '0',
      RATE_LIMIT_PASSWORD_CHECKS: '0',
      RATE_LIMIT_SIGNUPS: '0',
      // Playwright's API client reuses an idle keep-alive connection without retrying: one the shop
      // closed after its 10 s at that very moment failed a journey with ECONNRESET. Browsers retry
      // such a request themselves; here an idle connection simply outlives the longest journey.
      KEEP_ALIVE_TIMEOUT_MS: '300000',
      IDLE_TIMEOUT_MS: '300000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Kept for the error message when start-up fails; at level warn it is short.
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    process.stderr.write(chunk.toString().replace(/^(?=.)/gm, '[shop] '));
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await waitUntilReady(baseURL, child, () => output);
    if (child.pid !== undefined) await photosDrawn(child.pid);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL, dataDir, output: () => output, stop };
}
