import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, onOneConnection } from '../../test/support/test-database.js';
import type { Database, Db } from './client.js';
import { reusedRows } from './reused-statements.js';
import { MAX_REUSED_STATEMENTS } from './statement-names.js';

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

/** A statement whose text differs for every `shape` and whose answer depends on `value`. */
const shaped = (shape: number, value: number) =>
  sql`select ${value}::int + ${sql.raw(String(shape))} as answer`;

const namedCount = async (db: Db) => {
  const [row] = await reusedRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from pg_prepared_statements where name like 'shop\\_%'`,
  );
  return row?.count ?? 0;
};

/** Drizzle's error for a failed query, carrying the database's own with its SQLSTATE code. */
const failure = (code: string) => ({ cause: expect.objectContaining({ code }) });

describe('reused statements', () => {
  it('answer each run by its own values, the same text many times over', async () => {
    const runs = await onOneConnection(database.db, async (db) => {
      for (let value = 0; value < 12; value += 1) {
        const [row] = await reusedRows<{ answer: number }>(db, shaped(1, value));
        expect(row?.answer).toBe(value + 1);
      }
      const [kept] = await reusedRows<{ runs: number }>(
        db,
        sql`select (generic_plans + custom_plans)::int as runs from pg_prepared_statements
            where statement = ${'select $1::int + 1 as answer'}`,
      );
      return kept?.runs;
    });
    // Prepared once on this connection and run twelve times under its name.
    expect(runs).toBe(12);
  });

  it('keep answering past the number of texts one server names, and name no more than that', async () => {
    const count = await onOneConnection(database.db, async (db) => {
      for (let shape = 0; shape < MAX_REUSED_STATEMENTS + 20; shape += 1) {
        const [row] = await reusedRows<{ answer: number }>(db, shaped(shape, 1000));
        expect(row?.answer).toBe(1000 + shape);
      }
      return namedCount(db);
    });
    expect(count).toBeGreaterThan(MAX_REUSED_STATEMENTS / 2);
    expect(count).toBeLessThanOrEqual(MAX_REUSED_STATEMENTS);
  });

  it('leave the database answering after a statement fails', async () => {
    await expect(reusedRows(database.db, sql`select 1 / ${0}::int as answer`)).rejects.toMatchObject(
      failure('22012'),
    );
    await expect(
      reusedRows(database.db, sql`select * from no_such_table where id = ${1}`),
    ).rejects.toMatchObject(failure('42P01'));
    const [row] = await reusedRows<{ answer: number }>(database.db, sql`select 1 / ${1}::int as answer`);
    expect(row?.answer).toBe(1);
    // A failed parse is not taken for a prepared statement: the same text fails the same way again.
    await expect(
      reusedRows(database.db, sql`select * from no_such_table where id = ${2}`),
    ).rejects.toMatchObject(failure('42P01'));
  });
});
