import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startBuiltServer } from './server.js';

const adminUrl = () => process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * With E2E_DATABASE=postgres the shop runs on a new database on the PostgreSQL server, dropped after
 * the run; otherwise on the embedded database in a fresh folder.
 */
export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `shop_e2e_${process.pid}_${randomBytes(3).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl() });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** One shop for the whole run; the returned function is Playwright's global teardown. */
export default async function globalSetup() {
  const postgres = process.env.E2E_DATABASE === 'postgres' ? await createPostgresDatabase() : undefined;
  const server = await startBuiltServer(postgres ? { DATABASE_URL: postgres.url } : {});
  process.env.E2E_BASE_URL = server.baseURL;
  return async () => {
    await server.stop();
    await postgres?.drop();
  };
}
