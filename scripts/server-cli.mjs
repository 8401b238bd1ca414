// `npm run backup`, `npm run restore` and `npm run create-admin`: run the server's command as built
// into apps/server/dist/<name>.js, with plain node. A shop installed without development
// dependencies (`npm ci --omit=dev` after `npm run build`) has no tsx, and needs none.
// Where the build tools are installed and the sources changed since the last build, the server is
// built first, so a developer never runs yesterday's command.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { newestChange } from './newest-change.mjs';

const COMMANDS = ['backup', 'restore', 'create-admin'];

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const server = path.join(root, 'apps/server');
const [name, ...args] = process.argv.slice(2);
if (!COMMANDS.includes(name)) {
  console.error(`Usage: node scripts/server-cli.mjs <${COMMANDS.join('|')}> [options]`);
  process.exit(2);
}
const entry = path.join(server, 'dist', `${name}.js`);

/** Whether esbuild (a development dependency) is installed: only then can the server be built here. */
function canBuild() {
  try {
    createRequire(path.join(server, 'package.json')).resolve('esbuild');
    return true;
  } catch {
    return false;
  }
}

const builtAt = () => (fs.existsSync(entry) ? fs.statSync(entry).mtimeMs : undefined);
const sources = [
  path.join(server, 'src'),
  path.join(server, 'build.mjs'),
  path.join(root, 'packages/domain/src'),
];
const isStale = (built) => built === undefined || sources.some((source) => newestChange(source) > built);

/** Waits a moment without a timer (this script is synchronous up to the command's start). */
const pause = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * One build at a time: two commands started together (tests of both databases) would otherwise
 * write the same files at once. The lock is a folder (mkdir either makes it or fails), and one
 * older than five minutes is left over from a build that was killed.
 */
function buildOnce() {
  const lock = path.join(server, '.build-lock');
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      const age = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 5 * 60_000) fs.rmSync(lock, { recursive: true, force: true });
      else pause(250);
    }
  }
  try {
    // Another command may have built it while this one waited.
    if (!isStale(builtAt())) return 0;
    // Progress goes to stderr: a command's own output stays alone on stdout.
    console.error('The server is not built, or its sources changed: building it first…');
    const build = spawnSync(process.execPath, ['build.mjs'], {
      cwd: server,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    return build.status ?? 1;
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

if (isStale(builtAt())) {
  const status = canBuild() ? buildOnce() : 0;
  if (status !== 0) process.exit(status);
  if (builtAt() === undefined) {
    console.error(
      `The shop is not built yet (${path.relative(root, entry)} is missing): run npm run build first.`,
    );
    process.exit(1);
  }
}

// The command runs in the folder npm ran it from, with the same settings (DATA_DIR, DATABASE_URL).
const child = spawn(process.execPath, ['--enable-source-maps', entry, ...args], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
