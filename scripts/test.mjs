// `npm test`: every check CI runs (decision 009), arranged for a 2-core machine (decision 047).
//
//   lane "lint"   eslint, architecture.md's lists                         ┐ side by side: neither fills
//   lane "types"  tsc (every workspace), prettier, build, madge, knip      ┘ both cores for long
//   then          vitest with coverage (the server start-up test uses the build above)
//   then          the browser journeys against the same build, on PGlite and on PostgreSQL
//
// A failure stops the run after the stage it is in. At the end every step's wall time is printed,
// so a step that grows shows in the CI log.
import { spawn } from 'node:child_process';

/** @typedef {{ name: string, command: string, args: string[], env?: Record<string, string> }} Step */

const npmRun = (script) => ({ name: script, command: 'npm', args: ['run', '--silent', script] });

/** @type {{ lane: string, steps: Step[] }[][]} stages of lanes run side by side, each lane's steps in turn */
const stages = [
  [
    {
      lane: 'lint',
      // ESLint alone takes about as long as the other lane's five steps (2m45s against 2m31s, idle).
      steps: [{ name: 'eslint', command: 'npx', args: ['eslint', '.'] }, npmRun('lint:docs')],
    },
    {
      lane: 'types',
      steps: [
        npmRun('typecheck'),
        npmRun('format:check'),
        { name: 'build', command: 'npm', args: ['run', 'build'] },
        npmRun('lint:cycles'),
        { name: 'knip', command: 'npx', args: ['knip'] },
      ],
    },
  ],
  // SERVER_BUILT: the start-up test (test/faults/graceful-shutdown.test.ts) serves this build
  // instead of bundling the server again.
  [{ lane: 'unit', steps: [{ ...npmRun('test:unit'), env: { SERVER_BUILT: 'true' } }] }],
  // The journeys without `npm run test:e2e`'s own build: the build above is the one they test.
  [{ lane: 'e2e', steps: [{ name: 'test:e2e', command: 'node', args: ['scripts/e2e.mjs'] }] }],
];

/** @type {{ name: string, lane: string, seconds: number, ok: boolean }[]} */
const timings = [];
const started = Date.now();

/** Runs one step; with a prefix its output is marked line by line (two lanes print at once). */
function run(step, lane, prefix) {
  return new Promise((resolve) => {
    const begun = Date.now();
    const child = spawn(step.command, step.args, {
      env: { ...process.env, ...step.env },
      stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    if (prefix) {
      for (const [source, sink] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ]) {
        let pending = '';
        source.on('data', (chunk) => {
          const lines = (pending + chunk.toString()).split('\n');
          pending = lines.pop() ?? '';
          for (const line of lines) sink.write(`[${prefix}] ${line}\n`);
        });
        source.on('end', () => pending && sink.write(`[${prefix}] ${pending}\n`));
      }
    }
    child.on('close', (code) => {
      const ok = code === 0;
      timings.push({ name: step.name, lane, seconds: (Date.now() - begun) / 1000, ok });
      resolve(ok);
    });
  });
}

async function runLane({ lane, steps }, prefixed) {
  const prefix = prefixed ? lane : undefined;
  for (const step of steps) {
    console.log(`${prefix ? `[${prefix}] ` : ''}== ${step.name}`);
    if (!(await run(step, lane, prefix))) return false;
  }
  return true;
}

function printTimings() {
  const format = (seconds) =>
    `${Math.floor(seconds / 60)}m${String(Math.round(seconds % 60)).padStart(2, '0')}s`;
  console.log('\nWall time per step (lanes of one stage run side by side):');
  for (const { name, lane, seconds, ok } of timings) {
    console.log(
      `  ${lane.padEnd(6)} ${name.padEnd(13)} ${format(seconds).padStart(7)}${ok ? '' : '  FAILED'}`,
    );
  }
  console.log(`  ${'npm test'.padEnd(20)} ${format((Date.now() - started) / 1000).padStart(7)}`);
}

let passed = true;
for (const lanes of stages) {
  const results = await Promise.all(lanes.map((lane) => runLane(lane, lanes.length > 1)));
  if (!results.every(Boolean)) {
    passed = false;
    break;
  }
}
printTimings();
process.exit(passed ? 0 : 1);
