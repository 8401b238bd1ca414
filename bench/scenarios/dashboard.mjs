// The owner's dashboard over 100,000 orders (decision 036, issue 13): GET /api/dashboard for the last
// 30 days and for a custom year must answer with p95 ≤ 200 ms on PostgreSQL and ≤ 1 s on PGlite.
// The orders are written straight to a fresh database of its own (bench/dashboard-data.mjs, bulk SQL)
// before its server starts. The dashboard is a staff screen, opened by a handful of people: the
// figure is the latency of one request at a time, not throughput under a crowd.
import { pgliteTarget, postgresTarget } from '../lib/databases.mjs';
import { startServer } from '../lib/server.mjs';
import { runTsxScript } from '../lib/tsx-script.mjs';

const P95_BUDGET_MS = { postgres: 200, pglite: 1000 };
const WARMUP = 3;
const SAMPLES = Number(process.env.BENCH_DASHBOARD_SAMPLES ?? 40);
const factories = { pglite: pgliteTarget, postgres: postgresTarget };

/** A YYYY-MM-DD day in India, `daysBack` days before today there. */
function indiaDay(daysBack) {
  const now = new Date(Date.now() + 330 * 60 * 1000 - daysBack * 86400 * 1000);
  return now.toISOString().slice(0, 10);
}

const percentile = (sorted, share) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];

/** Latencies (ms) of one request at a time; fails on any answer but 200. */
async function sample(url, token) {
  const headers = { authorization: `Bearer ${token}` };
  const times = [];
  for (let i = 0; i < WARMUP + SAMPLES; i += 1) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    const body = await response.json();
    const ms = performance.now() - started;
    if (response.status !== 200) throw new Error(`dashboard answered ${response.status}: ${body.message}`);
    if (i >= WARMUP) times.push(ms);
    if (i === WARMUP) times.orders = body.data.totals.orders;
  }
  const sorted = [...times].sort((a, b) => a - b);
  return {
    orders: times.orders,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    max: sorted[sorted.length - 1],
  };
}

export const dashboard = {
  id: 'dashboard',
  title: 'Dashboard over 100,000 orders',
  description:
    '`GET /api/dashboard` on a fresh database holding 100,000 orders (one to three lines each, every ' +
    'status, spread over 400 days; bulk SQL) and a 500-product catalogue, for the last 30 days and for ' +
    `a custom year (365 days): ${WARMUP} warm-up requests, then ${SAMPLES} one at a time (a staff screen, ` +
    'not a crowd). Budgets: p95 ≤ 200 ms on PostgreSQL, ≤ 1 s on PGlite.',
  columns: ['Database', 'Range', 'Orders in range', 'p50 ms', 'p95 ms', 'max ms', 'Seed'],
  scope: 'once',
  async run() {
    const rows = [];
    const checks = [];
    const notes = [];
    const wanted = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',').map((name) => name.trim());
    for (const kind of wanted) {
      const target = await factories[kind]();
      if (target.skipped) {
        notes.push(`${target.name} skipped: ${target.skipped}`);
        continue;
      }
      let server;
      try {
        console.log(`== ${target.name}: writing the orders…`);
        const prepared = await runTsxScript('dashboard-data.mjs', {
          env: target.seedEnv,
          what: 'dashboard data',
        });
        server = await startServer(target.serverEnv);
        const ranges = [
          { label: 'Last 30 days', from: indiaDay(29), to: indiaDay(0) },
          { label: 'Custom year (365 days)', from: indiaDay(364), to: indiaDay(0) },
        ];
        for (const range of ranges) {
          const figures = await sample(
            `${server.baseURL}/api/dashboard?from=${range.from}&to=${range.to}`,
            prepared.token,
          );
          rows.push([
            target.name,
            range.label,
            figures.orders,
            Math.round(figures.p50),
            Math.round(figures.p95),
            Math.round(figures.max),
            `${prepared.orders} orders, ${prepared.lines} lines in ${prepared.seconds.toFixed(1)} s`,
          ]);
          checks.push({
            label: `${target.name} GET /api/dashboard, ${range.label.toLowerCase()}, p95`,
            target: `≤ ${P95_BUDGET_MS[kind]} ms`,
            actual: `${Math.round(figures.p95)} ms`,
            pass: figures.p95 <= P95_BUDGET_MS[kind],
          });
        }
      } catch (error) {
        notes.push(`${target.name}: ${error.message.split('\n')[0]}`);
        checks.push({ label: `${target.name} dashboard ran`, target: 'yes', actual: 'no', pass: false });
      } finally {
        await server?.stop();
        await target.drop();
      }
    }
    return { rows, checks, notes };
  },
};
