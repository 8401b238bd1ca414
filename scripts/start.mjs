// `npm start`: build when the built app is missing or older than its sources, then serve it.
// One command on a fresh machine must give a working shop, and a second start must not pay for a
// rebuild it does not need.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...parts) => path.join(root, ...parts);

const outputs = [at('apps/web/dist/index.html'), at('apps/server/dist/main.js')];
const sources = [
  at('apps/web/src'),
  at('apps/web/public'),
  at('apps/web/index.html'),
  at('apps/web/vite.config.ts'),
  at('apps/server/src'),
  at('apps/server/build.mjs'),
  at('packages/domain/src'),
];

function mtime(file) {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
}

/** The newest modification time under a file or folder; tests do not end up in the build. */
function newest(entry) {
  let stat;
  try {
    stat = fs.statSync(entry);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const child of fs.readdirSync(entry, { withFileTypes: true })) {
    if (child.name === 'node_modules' || /\.test\.tsx?$/.test(child.name)) continue;
    latest = Math.max(latest, newest(path.join(entry, child.name)));
  }
  return latest;
}

function buildReason() {
  const built = outputs.map(mtime);
  const missing = outputs.find((_, index) => built[index] === undefined);
  if (missing) return `${path.relative(root, missing)} is missing`;
  const oldestOutput = Math.min(...built);
  const changed = sources.find((source) => newest(source) > oldestOutput);
  return changed ? `${path.relative(root, changed)} changed since the last build` : undefined;
}

const reason = buildReason();
if (reason) {
  console.log(`Building the shop (${reason})…`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('The build failed; not starting the shop.');
    process.exit(result.status ?? 1);
  }
}

const server = spawn(process.execPath, [at('apps/server/dist/main.js')], { cwd: root, stdio: 'inherit' });

// The server shuts down gracefully on these; this wrapper only passes them on and waits.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (server.exitCode === null) server.kill(signal);
  });
}

server.on('exit', (code, signal) => {
  // Killed by a signal: exit the way a shell reports it (128 + signal number).
  process.exit(code ?? 128 + (os.constants.signals[signal] ?? 0));
});
