// The first start of a new shop with demo data: an empty embedded database, migrations, the demo
// catalogue drawn and stored, until /api/ready answers; then a restart on the same folder. Peak memory
// is the higher of the server process's high-water mark (VmHWM: PGlite's memory and the app's) and
// the sampled sum over the server and the processes it starts (the demo photos' drawing process).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer } from '../lib/server.mjs';

const FIRST_START_BUDGET_MS = 10_000;
const PEAK_BUDGET_BYTES = 500 * 1024 * 1024;
const RESTART_BUDGET_MS = 3_000;

/** The most memory the process has held so far (Linux /proc), or undefined elsewhere. */
function peakResidentBytes(pid) {
  try {
    const kb = /^VmHWM:\s+(\d+)\s+kB/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

/**
 * CPU time the process and the children it has waited for have used (user + system), in ms: a
 * figure a busy machine disturbs less than wall time. The demo photos' drawing process counts.
 */
function cpuMs(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    // utime, stime, cutime and cstime are fields 14 to 17 of the line, in clock ticks (100 a second).
    return (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) * 10;
  } catch {
    return undefined;
  }
}

/** Resident memory of a process (Linux /proc), in bytes; 0 once it has gone. */
function residentBytes(pid) {
  try {
    const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** Every process started under `pid`, children's children included (Linux /proc). */
function descendants(pid) {
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

/**
 * Samples, every 50 ms, the memory of every process this bench has started: the server and any
 * process of its own (the server draws the demo photos in one, decision 025), so a peak moved into a
 * child still counts. Returns a function that stops sampling and gives the highest sum seen.
 */
function sampleProcessTree() {
  let peak = 0;
  const timer = setInterval(() => {
    const sum = descendants(process.pid).reduce((total, pid) => total + residentBytes(pid), 0);
    peak = Math.max(peak, sum);
  }, 50);
  return () => {
    clearInterval(timer);
    return peak || undefined;
  };
}

const mb = (bytes) => (bytes === undefined ? 'n/a' : `${Math.round(bytes / 1024 / 1024)} MB`);
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const cpuSeconds = (ms) => (ms === undefined ? 'n/a' : seconds(ms));

async function timedStart(dataDir) {
  const started = performance.now();
  const stopSampling = sampleProcessTree();
  const server = await startServer({ DATA_DIR: dataDir, DEMO_DATA: 'true' });
  const ms = performance.now() - started;
  const treePeak = stopSampling();
  const serverPeak = peakResidentBytes(server.pid);
  // The server's own high-water mark is exact; the sampled sum catches memory held by its children.
  const peak = serverPeak === undefined ? treePeak : Math.max(serverPeak, treePeak ?? 0);
  const cpu = cpuMs(server.pid);
  await server.stop();
  return { ms, peak, serverPeak, cpu };
}

export const firstStart = {
  id: 'first-start',
  title: 'First start with demo data (embedded database)',
  scope: 'once',
  description:
    'The built server on a new, empty PGlite folder with `DEMO_DATA=true`: time from spawning the process until `/api/ready` answers (migrations, demo catalogue and its pictures included) and the peak memory: the higher of the server’s own high-water mark (VmHWM, also shown alone) and the sum of the resident memory of the server and every process it started (sampled every 50 ms; the demo photos are drawn in a process of their own); then a restart on the same folder. CPU time is the server’s, its drawing process included.',
  columns: ['Start', 'Until /api/ready', 'CPU time until ready', 'Peak memory', 'Server process peak'],

  async run() {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-first-start-'));
    try {
      const first = await timedStart(dataDir);
      const restart = await timedStart(dataDir);
      return {
        rows: [
          [
            'First (empty folder, demo data drawn)',
            seconds(first.ms),
            cpuSeconds(first.cpu),
            mb(first.peak),
            mb(first.serverPeak),
          ],
          [
            'Restart (same folder)',
            seconds(restart.ms),
            cpuSeconds(restart.cpu),
            mb(restart.peak),
            mb(restart.serverPeak),
          ],
        ],
        notes: [],
        checks: [
          {
            label: 'First start until ready',
            target: `≤ ${seconds(FIRST_START_BUDGET_MS)}`,
            actual: seconds(first.ms),
            pass: first.ms <= FIRST_START_BUDGET_MS,
          },
          {
            label: 'First start peak memory',
            target: `≤ ${mb(PEAK_BUDGET_BYTES)}`,
            actual: mb(first.peak),
            // Without /proc there is nothing to judge; the row says n/a.
            pass: first.peak === undefined || first.peak <= PEAK_BUDGET_BYTES,
          },
          {
            label: 'Restart until ready',
            target: `≤ ${seconds(RESTART_BUDGET_MS)}`,
            actual: seconds(restart.ms),
            pass: restart.ms <= RESTART_BUDGET_MS,
          },
        ],
      };
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  },
};
