// `npm run build`: the storefront (Vite, client and server render) and the server (esbuild, then the
// empty embedded database it unpacks on a first start) side by side. Neither needs the other's
// output, and they wait on different things: Vite's bundler runs on every core in bursts, while the
// database template is one long single-threaded `initdb` in WebAssembly. Side by side, a fresh
// clone's first `npm start` is seconds sooner (decision 063).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const builds = ['apps/web', 'apps/server'].map((workspace) =>
  spawn(npm, ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' }),
);

// Stopping the build stops both halves.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    for (const build of builds) if (build.exitCode === null) build.kill(signal);
  });
}

const statuses = await Promise.all(
  builds.map(
    (build) =>
      new Promise((resolve) => {
        build.on('error', (error) => {
          console.error(error.message);
          resolve(1);
        });
        build.on('exit', (code) => resolve(code ?? 1));
      }),
  ),
);
process.exit(statuses.find((status) => status !== 0) ?? 0);
