import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { adminPostgresUrl, dropDatabase } from './test-database.js';

/** One id per run: every database the run creates carries it, and teardown drops them all. */
export default function setup() {
  const runId = `${process.pid}${randomBytes(2).toString('hex')}`;
  process.env.TEST_PG_RUN_ID = runId;
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
