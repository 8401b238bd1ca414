// `npm run bench` (builds first): the speed budgets, measured rather than asserted by timed tests.
// For each database (PGlite, then PostgreSQL when reachable): a fresh database seeded with the bench
// catalogue, the BUILT server started on a free port, every per-database scenario run against it.
// Then the scenarios that need no server. Figures are printed beside the previous run's (kept in
// bench/results.json, the record) and written to bench/RESULTS.md.
// `--only <id>[,<id>]` runs just those scenarios; the others keep their previous figures in the record.
// Settings: BENCH_PRODUCTS (2000), BENCH_SECONDS (10), BENCH_WARMUP_SECONDS (3), BENCH_CONNECTIONS (50),
// BENCH_DATABASES (pglite,postgres), BENCH_POSTGRES_URL (postgres://postgres@127.0.0.1:5432/postgres),
// BENCH_NOTE (a line for the report's header, such as "other work was running on the machine").
import { spawn, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pgliteTarget, postgresTarget } from './lib/databases.mjs';
import { loadSettings, measure } from './lib/load.mjs';
import { root } from './lib/paths.mjs';
import { markdownReport, printResult, readRecord, writeRecord } from './lib/report.mjs';
import { residentBytes, startServer } from './lib/server.mjs';
import { scenarios } from './scenarios/index.mjs';

const productCount = Number(process.env.BENCH_PRODUCTS ?? 2000);
const wanted = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',').map((name) => name.trim());
const targetFactories = { pglite: pgliteTarget, postgres: postgresTarget };
const mb = (bytes) => (bytes === undefined ? 'n/a' : `${Math.round(bytes / 1024 / 1024)} MB`);

function machineInfo() {
  const cpus = os.cpus();
  let commit = 'unknown';
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain'], { cwd: root, encoding: 'utf8' }).trim();
    if (dirty) commit += ' with uncommitted changes';
  } catch {
    // Not a git checkout.
  }
  return {
    Machine: `${cpus[0]?.model ?? 'unknown CPU'} × ${cpus.length}, ${mb(os.totalmem())} RAM, ${os.type()} ${os.release()} (${os.arch()})`,
    Node: process.version,
    // Other work on the machine lowers every figure; a busy start is worth knowing about.
    'Load average at start': os
      .loadavg()
      .map((value) => value.toFixed(2))
      .join(', '),
    Commit: commit,
    // What the figures cannot show by themselves, such as other work on a shared machine.
    ...(process.env.BENCH_NOTE ? { Note: process.env.BENCH_NOTE } : {}),
  };
}

/** Seeds through tsx in a child process, so the bench needs no build of the seeder. */
function seed(target) {
  return new Promise((resolve, reject) => {
    const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
    const child = spawn(tsx, [path.join(root, 'bench/seed.mjs')], {
      cwd: root,
      env: { ...process.env, ...target.seedEnv, BENCH_PRODUCTS: String(productCount) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('exit', (code) => {
      const last = stdout.trim().split('\n').pop() ?? '';
      if (code === 0 && last.startsWith('{')) return resolve(JSON.parse(last));
      const output = (stderr || stdout).trim();
      const cause = output.split('\n').find((line) => /Error/.test(line)) ?? output.split('\n').pop();
      reject(new Error(`seeding ${target.name} failed (exit ${code}): ${cause}\n${output}`));
    });
  });
}

function selectedScenarios() {
  const { values } = parseArgs({ options: { only: { type: 'string' } } });
  if (values.only === undefined) return scenarios;
  const ids = values.only
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  const unknown = ids.filter((id) => !scenarios.some((scenario) => scenario.id === id));
  if (unknown.length || ids.length === 0) {
    console.error(
      `Unknown scenario "${unknown.join('", "')}" in --only. Scenarios: ${scenarios.map((s) => s.id).join(', ')}`,
    );
    process.exit(2);
  }
  return scenarios.filter((scenario) => ids.includes(scenario.id));
}

const selected = selectedScenarios();
const perDatabase = selected.filter((scenario) => scenario.scope === 'per-database');
const once = selected.filter((scenario) => scenario.scope === 'once');
const collected = new Map(selected.map((scenario) => [scenario.id, { rows: [], checks: [], notes: [] }]));
/** The server's own /api/health rate per database in this run: the ceiling every figure is read against. */
const ceilings = [];
const serverRows = [];
const serverNotes = [];
const serverChecks = [];

function absorb(scenario, result) {
  const into = collected.get(scenario.id);
  into.rows.push(...result.rows);
  into.checks.push(...(result.checks ?? []));
  into.notes.push(...(result.notes ?? []));
}

async function benchDatabase(kind) {
  const target = await targetFactories[kind]();
  if (target.skipped) {
    const message = `${target.name} skipped: ${target.skipped}`;
    console.warn(message);
    serverNotes.push(message);
    return;
  }
  let server;
  try {
    console.log(`\n== ${target.name}: seeding ${productCount} products…`);
    const seeded = { count: productCount, ...(await seed(target)) };
    const startedAt = performance.now();
    server = await startServer(target.serverEnv);
    const startupMs = Math.round(performance.now() - startedAt);
    console.log(`== ${target.name}: server ready in ${startupMs} ms on ${server.baseURL}`);
    const ceiling = await measure(`${server.baseURL}/api/health`);
    ceilings.push({ database: target.name, rps: Math.round(ceiling.rps) });
    console.log(`== ${target.name}: health-check ceiling ${Math.round(ceiling.rps)} req/s`);
    for (const scenario of perDatabase) {
      console.log(`== ${target.name}: ${scenario.title}…`);
      absorb(
        scenario,
        await scenario.run({ baseURL: server.baseURL, target, seeded, serverPid: server.pid, ceiling }),
      );
    }
    serverRows.push([
      target.name,
      target.version,
      `${seeded.seconds?.toFixed(1) ?? '?'} s`,
      `${startupMs} ms`,
      Math.round(ceiling.rps),
      mb(residentBytes(server.pid)),
    ]);
  } catch (error) {
    console.error(error.message);
    serverNotes.push(`${target.name}: ${error.message.split('\n')[0]}`);
    serverChecks.push({ label: `${target.name} benchmark ran`, target: 'yes', actual: 'no', pass: false });
  } finally {
    await server?.stop();
    await target.drop();
  }
}

const startedAt = new Date();
const machine = machineInfo();
const settings = `${loadSettings.connections} connections, ${loadSettings.seconds} s per route after ${loadSettings.warmupSeconds} s warm-up, ${productCount} products`;
console.log(`Benchmarks on ${machine.Machine}; ${settings}`);

for (const kind of wanted) {
  if (!targetFactories[kind]) throw new Error(`Unknown database "${kind}" in BENCH_DATABASES`);
  if (perDatabase.length) await benchDatabase(kind);
}
for (const scenario of once) absorb(scenario, await scenario.run({}));

const ranAt = startedAt.toISOString();
const results = selected.map((scenario) => ({
  id: scenario.id,
  title: scenario.title,
  description: scenario.description,
  columns: scenario.columns,
  ...collected.get(scenario.id),
  ranAt,
}));
if (perDatabase.length) {
  results.push({
    id: 'server',
    title: 'Server',
    description:
      'Seeding time, start-up to `/api/ready`, the health-check ceiling (`GET /api/health` req/s, the ' +
      'rate every other figure is read against) and resident memory (RSS) of the server after the load.',
    columns: ['Database', 'Version', 'Seed', 'Start-up', 'Health ceiling req/s', 'RSS after load'],
    rows: serverRows,
    notes: serverNotes,
    checks: serverChecks,
    ranAt,
  });
}

// The previous run's figures, for comparison; scenarios not run this time keep theirs in the record.
const previous = readRecord();
const order = [...scenarios.map((scenario) => scenario.id), 'server'];
const resultsPage = path.join(root, 'bench/RESULTS.md');
/**
 * Everything from the first hand-written section on (measurements behind decisions, moved out of
 * them): the run rewrites the figures above it and keeps this part as it is.
 */
function handWrittenPart() {
  const page = fs.existsSync(resultsPage) ? fs.readFileSync(resultsPage, 'utf8') : '';
  const start = page.search(/^## .*\n\n> Written by hand/m);
  return start < 0 ? '' : `\n${page.slice(start)}`;
}

const kept = (previous?.results ?? []).filter(
  (old) => order.includes(old.id) && !results.some((result) => result.id === old.id),
);
const record = {
  startedAt: ranAt,
  machine,
  settings,
  ceilings: ceilings.length ? ceilings : (previous?.ceilings ?? []),
  results: [...results, ...kept].sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id)),
};
for (const result of results) printResult(result, previous);
writeRecord(record);
fs.writeFileSync(resultsPage, markdownReport(record, previous) + handWrittenPart());
const checks = results.flatMap((result) => result.checks ?? []);
const failed = checks.filter((check) => !check.pass);
console.log(
  `\nBudgets: ${checks.length - failed.length} of ${checks.length} met${failed.length ? `, ${failed.length} missed` : ''}. Written to bench/RESULTS.md and bench/results.json.`,
);
process.exitCode = failed.length ? 1 : 0;
