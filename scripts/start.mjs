// `npm start`: build when the built app is missing or older than its sources, then serve it.
// One command on a fresh machine must give a working shop, and a second start must not pay for a
// rebuild it does not need.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { newestChange } from './newest-change.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...parts) => path.join(root, ...parts);

const outputs = [
  at('apps/web/dist/index.html'),
  at('apps/web/dist-ssr/entry-server.js'),
  at('apps/server/dist/main.js'),
];
const sources = [
  at('apps/web/src'),
  at('apps/web/public'),
  at('apps/web/index.html'),
  at('apps/web/vite.config.ts'),
  at('apps/server/src'),
  at('apps/server/build.mjs'),
  // The database template the build writes carries the migrations (decision 063).
  at('apps/server/pglite-template.mjs'),
  at('apps/server/drizzle'),
  at('scripts/build.mjs'),
  at('packages/domain/src'),
];

function mtime(file) {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
}

function buildReason() {
  const built = outputs.map(mtime);
  const missing = outputs.find((_, index) => built[index] === undefined);
  if (missing) return `${path.relative(root, missing)} is missing`;
  const oldestOutput = Math.min(...built);
  const changed = sources.find((source) => newestChange(source) > oldestOutput);
  return changed ? `${path.relative(root, changed)} changed since the last build` : undefined;
}

/** The process running now (the build, then the server); signals to this wrapper go to it. */
let child;
let stopRequested;

// The server shuts down gracefully on these; this wrapper passes them on and exits with it, so a
// process manager stopping `npm start` stops the shop the same way as stopping the server itself.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    stopRequested = signal;
    if (child && child.exitCode === null && child.signalCode === null) child.kill(signal);
  });
}

/** Runs a command to its end; resolves with its exit code (128 + n when a signal ended it). */
function run(command, args) {
  return new Promise((resolve) => {
    child = spawn(command, args, { cwd: root, stdio: 'inherit' });
    child.on('error', (error) => {
      console.error(error.message);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? 128 + (os.constants.signals[signal] ?? 0)));
  });
}

// SKIP_BUILD=true serves what is built as it is: an image built ahead of time needs no source check.
const reason = process.env.SKIP_BUILD === 'true' ? undefined : buildReason();
if (reason) {
  console.log(`Building the shop (${reason})…`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const status = await run(npm, ['run', 'build']);
  if (status !== 0 && !stopRequested) {
    console.error('The build failed; not starting the shop.');
    process.exit(status);
  }
}

// Asked to stop while building: there is nothing to serve.
if (stopRequested) process.exit(128 + os.constants.signals[stopRequested]);
process.exit(await run(process.execPath, [at('apps/server/dist/main.js')]));
