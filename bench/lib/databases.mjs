// The databases a benchmark runs against. Each target is fresh, and removed afterwards.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const postgresAdminUrl = () =>
  process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The embedded database in a new temporary folder. */
export async function pgliteTarget() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'));
  return {
    name: 'PGlite',
    kind: 'pglite',
    serverEnv: { DATA_DIR: dataDir },
    seedEnv: { BENCH_DATA_DIR: dataDir },
    version: 'embedded (@electric-sql/pglite)',
    async drop() {
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A new database `shop_bench_<random>` on the PostgreSQL server, or `{ skipped }` when the server
 * does not answer (the benchmark then reports PGlite only).
 */
export async function postgresTarget() {
  const adminUrl = postgresAdminUrl();
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (error) {
    return { name: 'PostgreSQL', skipped: `not reachable at ${redact(adminUrl)} (${error.message})` };
  }
  const name = `shop_bench_${randomBytes(4).toString('hex')}`;
  let version;
  try {
    version = (await admin.query('show server_version')).rows[0]?.server_version;
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name: 'PostgreSQL',
    kind: 'postgres',
    serverEnv: { DATABASE_URL: url.toString() },
    seedEnv: { BENCH_DATABASE_URL: url.toString() },
    version: `PostgreSQL ${version}`,
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

function redact(url) {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}
