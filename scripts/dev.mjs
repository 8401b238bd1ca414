// `npm run dev`: the API under `tsx watch` and the storefront under Vite, in one terminal.
// Open http://localhost:5173 (Vite proxies /api and /images to the server on :3000).
import { spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) =>
  path.join(root, 'node_modules', '.bin', process.platform === 'win32' ? `${name}.cmd` : name);

const parts = [
  {
    name: 'server',
    color: 36,
    // Run from the root so the embedded database lives in ./data, the same folder `npm start` uses.
    command: bin('tsx'),
    args: ['watch', '--clear-screen=false', 'apps/server/src/main.ts'],
    cwd: root,
    env: { NODE_ENV: 'development' },
  },
  {
    name: 'web',
    color: 35,
    command: bin('vite'),
    args: [],
    cwd: path.join(root, 'apps/web'),
    env: {},
  },
];

const width = Math.max(...parts.map((part) => part.name.length));
let stopping = false;
let exitCode = 0;

const children = parts.map((part) => {
  const prefix = `\x1b[${part.color}m${part.name.padEnd(width)} |\x1b[0m `;
  const child = spawn(part.command, part.args, {
    cwd: part.cwd,
    env: { ...process.env, FORCE_COLOR: '1', ...part.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) {
    readline.createInterface({ input: stream }).on('line', (line) => {
      (stream === child.stderr ? process.stderr : process.stdout).write(`${prefix}${line}\n`);
    });
  }
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${prefix}stopped (${signal ?? `exit code ${code}`}); stopping the rest.`);
      exitCode = code || 1;
      stop('SIGTERM');
    }
    if (children.every((other) => other.exitCode !== null || other.signalCode !== null)) {
      process.exit(exitCode);
    }
  });
  return child;
});

function stop(signal) {
  stopping = true;
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  }
}

process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
