import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  createEmptyPostgresDatabase,
  createTestDatabase,
  dropDatabase,
  testDatabaseKind,
} from '../../test/support/test-database.js';
import { isNewEmbeddedDatabase, openDatabase } from './client.js';
import { users } from './schema/index.js';

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

describe('migrations', () => {
  it.skipIf(testDatabaseKind !== 'postgres')(
    'let several app servers start together on a new database',
    async () => {
      const { name, url } = await createEmptyPostgresDatabase();
      try {
        const servers = await Promise.all([1, 2, 3].map(() => openDatabase({ databaseUrl: url })));
        expect(await servers[0]!.db.$count(users)).toBe(0);
        await Promise.all(servers.map((server) => server.close()));
      } finally {
        await dropDatabase(name);
      }
    },
  );
});

describe('the embedded database', () => {
  it.skipIf(testDatabaseKind !== 'pglite')('keeps its data across a restart', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-restart-'));
    try {
      // A new shop is told apart before the database opens (its demo photos are drawn first).
      expect(isNewEmbeddedDatabase(dataDir)).toBe(true);
      const first = await openDatabase({ dataDir });
      expect(isNewEmbeddedDatabase(dataDir)).toBe(false);
      await first.db
        .insert(users)
        .values({ email: 'kept@example.test', fullName: 'Kept', passwordHash: 'x' });
      await first.close();
      const second = await openDatabase({ dataDir });
      expect(await second.db.$count(users)).toBe(1);
      await second.close();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
