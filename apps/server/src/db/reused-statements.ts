import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client.js';
import { nameStatement } from './statement-names.js';

const dialect = new PgDialect({ casing: 'snake_case' });

/**
 * Runs a read as a named (prepared) statement and returns its rows. The database then parses it
 * once per connection and, after a few runs, keeps one plan for it instead of planning every
 * request anew: planning a listing costs as much as running it (decision 046). For reads whose
 * text has few shapes, with what varies as parameters. node-postgres names the statement through
 * Drizzle; the embedded database's client names the texts marked here (client.ts). Inside a
 * transaction on PGlite it runs unnamed.
 */
export async function reusedRows<T>(db: Db, query: SQL): Promise<T[]> {
  const built = dialect.sqlToQuery(query);
  const prepared = db._.session.prepareQuery(built, undefined, nameStatement(built.sql), false);
  const result: unknown = await prepared.execute();
  return (result as { rows: T[] }).rows;
}
