// Starts the BUILT server as a child process, the way production runs it, and stops it.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import { root } from './paths.mjs';
import path from 'node:path';

const builtServer = path.join(root, 'apps/server/dist/main.js');

async function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Resident memory of a process in bytes (Linux /proc), or undefined where that is not available. */
export function residentBytes(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
    return kb ? Number(kb) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

/**
 * `env` is merged over a production-like environment with no demo data and quiet logs. The server's
 * output is kept for error messages; with `logFile` its stdout (a line per request at LOG_LEVEL=info)
 * goes to that file instead, so that the bench does not hold every line in memory.
 * `readyTimeoutMs` is how long start-up may take; `probe` is the address that must answer 200 (the
 * home page for the first-start scenario, which measures what a new owner waits for).
 */
export async function startServer(env, { logFile, readyTimeoutMs = 60_000, probe = '/api/ready' } = {}) {
  if (!fs.existsSync(builtServer))
    throw new Error('apps/server/dist/main.js is missing: run "npm run build".');
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const stdout = logFile ? fs.openSync(logFile, 'w') : 'pipe';
  const child = spawn(process.execPath, [builtServer], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: baseURL,
      DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // autocannon is one address sending thousands of requests: the per-address limits are off.
      RATE_LIMIT_READS: '0',
      RATE_LIMIT_SEARCH: '0',
      RATE_LIMIT_PASSWORD_CHECKS: '0',
      RATE_LIMIT_SIGNUPS: '0',
      ...env,
    },
    stdio: ['ignore', stdout, 'pipe'],
  });
  if (typeof stdout === 'number') fs.closeSync(stdout);
  return waitUntilAnswering(child, baseURL, probe, readyTimeoutMs);
}

/** The bare Fastify hello of bench/lib/hello-server.mjs, as its own process on a free port. */
export async function startHello() {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, 'bench/lib/hello-server.mjs'), String(port)], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return waitUntilAnswering(child, `http://127.0.0.1:${port}`, '/');
}

/** Resolves once `probe` answers 200; `stop()` sends SIGTERM (SIGKILL after 10 s). */
async function waitUntilAnswering(child, baseURL, probe, readyTimeoutMs = 60_000) {
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };

  const deadline = Date.now() + readyTimeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited during start-up:\n${output}`);
    try {
      if ((await fetch(`${baseURL}${probe}`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The server was not ready within ${readyTimeoutMs / 1000} s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { baseURL, pid: child.pid, stop, output: () => output };
}

/** Every process started under `pid`, children's children included (Linux /proc). */
export function descendants(pid) {
  const children = [];
  try {
    for (const task of fs.readdirSync(`/proc/${pid}/task`)) {
      const listed = fs.readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim();
      if (listed) children.push(...listed.split(/\s+/).map(Number));
    }
  } catch {
    return [];
  }
  return children.flatMap((child) => [child, ...descendants(child)]);
}

/** How long to wait at most for the demo photos drawn behind an answering shop (decision 063). */
const DRAWING_WAIT_MS = 120_000;

/**
 * Waits until the processes the server started (the demo photos' drawing process, forked once the
 * shop listens) have come and gone, or gives up after `DRAWING_WAIT_MS`. A start with nothing to draw
 * starts none: a second without one ends the wait.
 */
export async function drawingDone(pid) {
  const started = Date.now();
  let seen = false;
  while (Date.now() - started < DRAWING_WAIT_MS) {
    const children = descendants(pid).length;
    if (children > 0) seen = true;
    else if (seen || Date.now() - started > 1_000) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
