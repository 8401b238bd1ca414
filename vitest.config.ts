import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

/** Whether the PostgreSQL half of the API suite can run here. */
async function postgresReachable(): Promise<boolean> {
  const url = new URL(process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  return new Promise((resolve) => {
    const socket = net.connect({ host: url.hostname, port: Number(url.port || 5432) });
    socket.setTimeout(1500);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

/** Every file under `dir` whose name ends with `suffix`. */
function filesUnder(dir: string, suffix: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(suffix))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * The server test files that run on a database of the suite's kind: those that reach, through their
 * relative imports, the file that picks it (test/support/test-database.ts), or read TEST_DB
 * themselves. The others (pure rules, config, templates, a child process) run once, in the PGlite
 * project, not again on PostgreSQL (decision 047). Read from the files, so a new test file is sorted
 * by what it imports, never by a list.
 */
function serverTestsOnADatabase(): string[] {
  const picker = path.resolve('apps/server/test/support/test-database.ts');
  // Static imports and re-exports (type-only ones run nothing), and dynamic imports.
  const importPatterns = [
    /^\s*(?:import|export)(?!\s+type\b)[^;'"]*?['"](\.{1,2}\/[^'"]+)['"]/gm,
    /\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g,
  ];
  const edges = new Map<string, { readsKind: boolean; imports: string[] }>();
  const read = (file: string) => {
    let known = edges.get(file);
    if (!known) {
      const text = fs.readFileSync(file, 'utf8');
      const imports = importPatterns
        .flatMap((pattern) => [...text.matchAll(pattern)])
        .map(([, specifier]) => path.resolve(path.dirname(file), specifier!.replace(/\.js$/, '')))
        .flatMap((base) =>
          [`${base}.ts`, `${base}.tsx`, base].filter((name) => fs.existsSync(name)).slice(0, 1),
        );
      known = { readsKind: /\bTEST_DB\b/.test(text), imports };
      edges.set(file, known);
    }
    return known;
  };
  const touches = (testFile: string): boolean => {
    const seen = new Set<string>();
    const stack = [testFile];
    while (stack.length > 0) {
      const file = stack.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      if (file === picker) return true;
      const { readsKind, imports } = read(file);
      if (readsKind) return true;
      stack.push(...imports);
    }
    return false;
  };
  return ['apps/server/src', 'apps/server/test']
    .flatMap((dir) => filesUnder(dir, '.test.ts'))
    .filter((file) => touches(path.resolve(file)))
    .map((file) => file.split(path.sep).join('/'));
}

export default defineConfig(async () => {
  const withPostgres = (await postgresReachable()) || process.env.CI === 'true';
  if (!withPostgres) {
    console.warn('PostgreSQL is not reachable: skipping the PostgreSQL half of the API suite.');
  }
  const serverTests = ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'];
  return {
    test: {
      // Vitest's default is one worker per core but one (here: one), which leaves a core idle while a
      // file waits on PostgreSQL, a child process or a timer; one per core keeps both busy (decision 047).
      maxWorkers: os.availableParallelism(),
      // Coverage of the code every client relies on; the run fails below these floors.
      coverage: {
        provider: 'v8' as const,
        include: ['apps/server/src/**/*.ts', 'packages/domain/src/**/*.ts'],
        // The process entries (main.ts, cluster.ts, draw-demo-photos.ts) run only as real child
        // processes, which v8 does not measure here: test/faults/ starts the first two (shutdown,
        // outage, two servers, workers), demo/photos-in-child.test.ts the drawing process.
        exclude: [
          '**/*.test.ts',
          'apps/server/src/cli/**',
          'apps/server/src/main.ts',
          'apps/server/src/cluster.ts',
          'apps/server/src/draw-demo-photos.ts',
        ],
        reporter: ['text-summary', 'json-summary'],
        thresholds: {
          'apps/server/src/**': { lines: 93 },
          'packages/domain/src/**': { lines: 97 },
        },
      },
      projects: [
        {
          test: {
            name: 'domain',
            include: ['packages/domain/src/**/*.test.ts'],
            environment: 'node',
            isolate: false,
          },
        },
        {
          test: {
            name: 'api-pglite',
            include: serverTests,
            isolate: false,
            environment: 'node',
            env: { TEST_DB: 'pglite' },
            globalSetup: ['apps/server/test/support/pglite-global-setup.ts'],
            testTimeout: 30_000,
            hookTimeout: 60_000,
          },
        },
        ...(withPostgres
          ? [
              {
                test: {
                  name: 'api-postgres',
                  include: serverTestsOnADatabase(),
                  isolate: false,
                  environment: 'node',
                  env: { TEST_DB: 'postgres' },
                  globalSetup: ['apps/server/test/support/postgres-global-setup.ts'],
                  setupFiles: ['apps/server/test/support/one-query-per-connection.ts'],
                  testTimeout: 30_000,
                  hookTimeout: 60_000,
                },
              },
            ]
          : []),
        {
          extends: './apps/web/vite.config.ts',
          test: {
            name: 'web',
            root: './apps/web',
            include: ['src/**/*.test.{ts,tsx}'],
            environment: 'jsdom',
            isolate: false,
            setupFiles: [path.resolve('apps/web/src/lib/test-support/fresh-page.ts')],
            deps: {
              optimizer: {
                client: {
                  enabled: true,
                  include: [
                    'preact',
                    'preact/hooks',
                    'preact/compat',
                    'preact/compat/client',
                    'preact/compat/server',
                    'preact/compat/jsx-runtime',
                    'preact/jsx-runtime',
                    'preact/test-utils',
                    '@tanstack/react-query',
                    'radix-ui',
                    '@lingui/react',
                    'lucide-react',
                    '@testing-library/react',
                  ],
                },
              },
            },
          },
        },
      ],
    },
  };
});
