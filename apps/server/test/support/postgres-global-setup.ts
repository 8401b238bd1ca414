import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migratedPostgresTemplate } from './migrated-template.js';
import { adminPostgresUrl, dropDatabase } from './test-database.js';

/**
 * One id per run: every database the run creates carries it, and teardown drops them all. And one
 * migrated template database, which every test file's database copies (decision 047).
 */
export default async function setup() {
  const runId = `${process.pid}${randomBytes(2).toString('hex')}`;
  process.env.TEST_PG_RUN_ID = runId;
  process.env.TEST_PG_TEMPLATE = await migratedPostgresTemplate();
  return async () => {
    const admin = new pg.Client({ connectionString: adminPostgresUrl() });
    await admin.connect();
    const { rows } = await admin.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE $1`,
      [`shop_test_${runId}_%`],
    );
    await admin.end();
    for (const row of rows) await dropDatabase(row.datname);
  };
}
