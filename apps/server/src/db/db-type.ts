import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index.js';

/** The typed database (either driver), apart from client.ts so that its helpers can name it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
