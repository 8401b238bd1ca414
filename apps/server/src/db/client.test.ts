import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKind } from '../../test/support/test-database.js';

async function waitFor(check: () => boolean, timeoutMs = 5_000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('database change notifications', () => {
  it('delivers NOTIFY payloads to listeners', async () => {
    const database = await createTestDatabase();
    const received: string[] = [];
    const stop = await database.listen('test_changes', (payload) => received.push(payload));
    await database.db.execute(sql`select pg_notify('test_changes', 'hello')`);
    await waitFor(() => received.includes('hello'));
    expect(received).toEqual(['hello']);
    await stop();
    await database.close();
  });

  it.skipIf(testDatabaseKind !== 'postgres')(
    'comes back after the listening connection is killed, and reports a change so caches clear',
    async () => {
      const database = await createTestDatabase();
      const received: string[] = [];
      const stop = await database.listen('test_changes', (payload) => received.push(payload));
      await database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and query like 'LISTEN%' and pid <> pg_backend_pid()`,
      );
      // The reconnect announces a possible missed change with an empty payload.
      await waitFor(() => received.includes(''));
      await database.db.execute(sql`select pg_notify('test_changes', 'after')`);
      await waitFor(() => received.includes('after'));
      expect(received.slice(-2)).toEqual(['', 'after']);
      await stop();
      await database.close();
    },
  );
});
