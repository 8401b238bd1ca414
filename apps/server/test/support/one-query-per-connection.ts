import { afterAll, expect } from 'vitest';

/**
 * Fails the PostgreSQL half of the API suite when node-postgres is handed a query on a connection
 * that is still running another: `Promise.all` over a transaction's queries. pg 8 queues it with a
 * deprecation warning, once per process; pg 9 refuses it, which would break that code in production.
 * A setup file of the `api-postgres` project (vitest.config.ts).
 */
const PG_QUEUED_QUERY = /client\.query\(\) when the client is already executing a query/;

const seen = globalThis as { pgQueuedQueryWarnings?: string[] };
if (!seen.pgQueuedQueryWarnings) {
  const warnings: string[] = [];
  seen.pgQueuedQueryWarnings = warnings;
  process.on('warning', (warning) => {
    if (PG_QUEUED_QUERY.test(warning.message)) warnings.push(warning.message);
  });
}

afterAll(() => {
  // A test file that sent two queries at once on one connection (the first such file in a worker).
  expect(seen.pgQueuedQueryWarnings?.splice(0) ?? []).toEqual([]);
});
