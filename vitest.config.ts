import net from 'node:net';
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

export default defineConfig(async () => {
  const withPostgres = (await postgresReachable()) || process.env.CI === 'true';
  if (!withPostgres) {
    console.warn('PostgreSQL is not reachable: skipping the PostgreSQL half of the API suite.');
  }
  const serverTests = ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'];
  return {
    test: {
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
        { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'], environment: 'node' } },
        {
          test: {
            name: 'api-pglite',
            include: serverTests,
            environment: 'node',
            env: { TEST_DB: 'pglite' },
            testTimeout: 30_000,
            hookTimeout: 60_000,
          },
        },
        ...(withPostgres
          ? [
              {
                test: {
                  name: 'api-postgres',
                  include: serverTests,
                  environment: 'node',
                  env: { TEST_DB: 'postgres' },
                  globalSetup: ['apps/server/test/support/postgres-global-setup.ts'],
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
          },
        },
      ],
    },
  };
});
