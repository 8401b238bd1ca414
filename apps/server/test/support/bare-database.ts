import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder, type Db } from '../../src/db/client.js';
import { PGLITE_OPTIONS } from '../../src/db/pglite-folder.js';
import * as schema from '../../src/db/schema/index.js';
import { createEmptyPostgresDatabase, dropDatabase, testDatabaseKind } from './test-database.js';

/**
 * For migration tests: the migrations folder as it was before the migration tagged `*_<tag>` (the
 * journal cut there), and an empty database of this suite's kind that migrates to a folder of the
 * test's choosing, so a test can write data the way an older shop held it and migrate it.
 */
export function migrationsBefore(tag: string): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), `migrations-before-${tag}-`));
  fs.cpSync(migrationsFolder(), folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag.endsWith(`_${tag}`));
  if (at <= 0) throw new Error(`no migration tagged ${tag}`);
  journal.entries = journal.entries.slice(0, at);
  fs.writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

export interface BareDatabase {
  db: Db;
  migrate: (folder: string) => Promise<void>;
  close(): Promise<void>;
}

export async function openBareDatabase(): Promise<BareDatabase> {
  if (testDatabaseKind === 'pglite') {
    const client = await PGlite.create(PGLITE_OPTIONS);
    const db = drizzlePglite(client, { schema, casing: 'snake_case' });
    return {
      db: db as unknown as Db,
      migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
      close: () => client.close(),
    };
  }
  const { name, url } = await createEmptyPostgresDatabase();
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  // Closing drops the database WITH (FORCE): a connection the pool has not yet let go of is ended by
  // the server, which is expected here, not an error of the test.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool, { schema, casing: 'snake_case' });
  return {
    db: db as unknown as Db,
    migrate: (folder) => migratePg(db, { migrationsFolder: folder }),
    close: async () => {
      await pool.end();
      await dropDatabase(name);
    },
  };
}
