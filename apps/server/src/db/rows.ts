import type { SQL } from 'drizzle-orm';
import type { Db } from './client.js';

/** Runs raw SQL and returns its rows; both drivers answer with `{ rows }`. */
export async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}
