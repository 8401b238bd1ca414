// The data scripts (bench/*-data.mjs) run through tsx in a child process, so the bench needs no
// build of the server's database code; each prints a JSON summary as its last line.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { root } from './paths.mjs';

/** Runs bench/<script> with `args` and `env` over this process's environment; resolves to its JSON summary. */
export function runTsxScript(script, { args = [], env = {}, what = script } = {}) {
  return new Promise((resolve, reject) => {
    const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
    const child = spawn(tsx, [path.join(root, 'bench', script), ...args], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('exit', (code) => {
      const last = stdout.trim().split('\n').pop() ?? '';
      if (code === 0 && last.startsWith('{')) return resolve(JSON.parse(last));
      reject(new Error(`${what} failed (exit ${code}):\n${(stderr || stdout).trim()}`));
    });
  });
}
