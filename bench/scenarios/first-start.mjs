// The first start of a new shop with demo data: an empty embedded database, migrations, the demo
// catalogue drawn and stored, until /api/ready answers; then a restart on the same folder. Peak memory
// is the server process's high-water mark (VmHWM), which includes sharp's and PGlite's memory.
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

/** CPU time the process has used (user + system), in ms: a figure a busy machine disturbs less than wall time. */
function cpuMs(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    // utime and stime are fields 14 and 15 of the line, in clock ticks (100 a second on Linux).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

const mb = (bytes) => (bytes === undefined ? 'n/a' : `${Math.round(bytes / 1024 / 1024)} MB`);
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const cpuSeconds = (ms) => (ms === undefined ? 'n/a' : seconds(ms));

async function timedStart(dataDir) {
  const started = performance.now();
  const server = await startServer({ DATA_DIR: dataDir, DEMO_DATA: 'true' });
  const ms = performance.now() - started;
  const peak = peakResidentBytes(server.pid);
  const cpu = cpuMs(server.pid);
  await server.stop();
  return { ms, peak, cpu };
}

export const firstStart = {
  id: 'first-start',
  title: 'First start with demo data (embedded database)',
  scope: 'once',
  description:
    'The built server on a new, empty PGlite folder with `DEMO_DATA=true`: time from spawning the process until `/api/ready` answers (migrations, demo catalogue and its pictures included) and the process’s peak memory (VmHWM); then a restart on the same folder.',
  columns: ['Start', 'Until /api/ready', 'CPU time until ready', 'Peak memory'],

  async run() {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-first-start-'));
    try {
      const first = await timedStart(dataDir);
      const restart = await timedStart(dataDir);
      return {
        rows: [
          ['First (empty folder, demo data drawn)', seconds(first.ms), cpuSeconds(first.cpu), mb(first.peak)],
          ['Restart (same folder)', seconds(restart.ms), cpuSeconds(restart.cpu), mb(restart.peak)],
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
