// What the shop adds to every request: its own /api/health against a bare Fastify hello, measured
// one right after the other in this run, on the same machine and load generator.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pgliteTarget } from '../lib/databases.mjs';
import { measure } from '../lib/load.mjs';
import { startHello, startServer } from '../lib/server.mjs';

/** The health check must reach this share of the bare hello's rate (issue 9). */
const BUDGET = 0.6;

/** The shop as it ships (`info`: a line per request) and as the other scenarios run it (`warn`). */
const LOG_LEVELS = ['info', 'warn'];

async function measureShop(logLevel) {
  const target = await pgliteTarget();
  const logFile = path.join(os.tmpdir(), `shop-bench-log-${process.pid}-${logLevel}.jsonl`);
  let server;
  try {
    server = await startServer({ ...target.serverEnv, LOG_LEVEL: logLevel }, { logFile });
    return await measure(`${server.baseURL}/api/health`);
  } finally {
    await server?.stop();
    await target.drop();
    fs.rmSync(logFile, { force: true });
  }
}

async function measureHello() {
  const hello = await startHello();
  try {
    return await measure(`${hello.baseURL}/`);
  } finally {
    await hello.stop();
  }
}

export const requestOverhead = {
  id: 'request-overhead',
  title: 'Request overhead',
  scope: 'once',
  description:
    'Requests per second of a bare Fastify hello (bench/lib/hello-server.mjs: no plugin, no logger) and ' +
    "of the shop's `GET /api/health` (every plugin and hook of a real request: request id, security " +
    'headers, compression check, URL checks, the log line), each in its own process on an empty ' +
    'embedded database, measured one after the other. The hello is measured before and after the ' +
    "shop and the higher rate is used. The ratio is what the shop keeps of the framework's own speed; " +
    'decision 020 prices each hook.',
  columns: ['Server', 'LOG_LEVEL', 'req/s', 'p50 ms', 'p99 ms', 'ratio to hello', 'failed'],

  async run() {
    const first = await measureHello();
    const shop = [];
    for (const level of LOG_LEVELS) shop.push({ level, figures: await measureShop(level) });
    const again = await measureHello();
    const hello = again.rps > first.rps ? again : first;

    const row = (name, level, figures) => [
      name,
      level,
      Math.round(figures.rps),
      figures.p50,
      figures.p99,
      `${(figures.rps / hello.rps).toFixed(2)}×`,
      figures.failures,
    ];
    const rows = [row('bare Fastify hello', '—', hello)];
    const checks = [];
    for (const { level, figures } of shop) {
      rows.push(row('shop GET /api/health', level, figures));
      const ratio = figures.rps / hello.rps;
      checks.push({
        label: `GET /api/health at LOG_LEVEL=${level}, share of a bare Fastify hello`,
        target: `≥ ${BUDGET.toFixed(2)}×`,
        actual: `${ratio.toFixed(2)}×`,
        pass: ratio >= BUDGET && figures.failures === 0,
      });
    }
    return { rows, checks, notes: [] };
  },
};
