import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { openDatabase, type Database, type Db, type OpenOptions } from '../../src/db/client.js';

/** Which database the API suite runs on: set per Vitest project (see vitest.config.ts). */
export const testDatabaseKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/**
 * Work on one connection, whose prepared statements `pg_prepared_statements` lists: a transaction
 * on PostgreSQL (a pool); PGlite is one connection, and names statements outside transactions.
 */
export function onOneConnection<T>(db: Db, work: (db: Db) => Promise<T>): Promise<T> {
  return testDatabaseKind === 'postgres' ? db.transaction(work) : work(db);
}

export const adminPostgresUrl = () =>
  process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

function urlFor(database: string): string {
  const url = new URL(adminPostgresUrl());
  url.pathname = `/${database}`;
  return url.toString();
}

let pgliteTemplateBlob: Blob | undefined;

/** The run's migrated PGlite template, read once per worker (each file loads a copy of it). */
function pgliteTemplate(): Blob | undefined {
  const file = process.env.TEST_PGLITE_TEMPLATE;
  if (!file) return undefined;
  pgliteTemplateBlob ??= new Blob([fs.readFileSync(file)]);
  return pgliteTemplateBlob;
}

/**
 * A fresh, migrated, empty database for one test file: in-memory PGlite, or a new database on the
 * PostgreSQL server (named after the run so the run's teardown can drop whatever a crash left).
 * Both start as a copy of the database the run's global setup migrated once (migrated-template.ts);
 * `openDatabase` still runs the migrations, which finds nothing left to do.
 */
export async function createTestDatabase(options: Pick<OpenOptions, 'onStatement'> = {}): Promise<Database> {
  if (testDatabaseKind === 'pglite') {
    return openDatabase({ ...options, loadDataDir: pgliteTemplate() });
  }
  const { name, url } = await createEmptyPostgresDatabase(process.env.TEST_PG_TEMPLATE);
  const database = await openDatabase({ ...options, databaseUrl: url, poolSize: 20 });
  return {
    ...database,
    async close() {
      await database.close();
      await dropDatabase(name);
    },
  };
}

/**
 * A new database on the PostgreSQL server, named after the run so that the run's teardown drops
 * whatever a crashed test left behind; the caller drops it with `dropDatabase(name)`. Empty, or a
 * copy of `template`.
 */
export async function createEmptyPostgresDatabase(template?: string): Promise<{ name: string; url: string }> {
  const runId = process.env.TEST_PG_RUN_ID ?? 'adhoc';
  const name = `shop_test_${runId}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminPostgresUrl() });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  } finally {
    await admin.end();
  }
  return { name, url: urlFor(name) };
}

export async function dropDatabase(name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminPostgresUrl() });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}
