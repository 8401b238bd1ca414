import { check, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt } from '../../db/schema/columns.js';

/**
 * The one-time code of the first-run setup (issue 26): at most one row, made at start while the
 * shop has no administrator and deleted by the setup that uses it. Kept in the database so that
 * every app server over one PostgreSQL accepts the code the first one logged. Stored as typed
 * (not hashed): the log shows it anyway, and a restart logs the same code again.
 */
export const setupCodes = pgTable(
  'setup_codes',
  {
    // Always 1: the table holds one code or none.
    slot: smallint('slot').primaryKey().default(1),
    code: text('code').notNull(),
    createdAt: createdAt(),
  },
  (table) => [check('setup_codes_one_row', sql`${table.slot} = 1`)],
);
