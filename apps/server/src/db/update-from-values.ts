import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.js';

/** Rows per statement: well under PostgreSQL's 65,535 parameters with twenty columns a row. */
export const ROWS_PER_STATEMENT = 500;

export function chunksOf<T>(items: readonly T[], size = ROWS_PER_STATEMENT): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
}

/** One row's new values, by the table's property names, and the key that finds the row. */
export interface RowChange {
  key: string;
  set: Record<string, unknown>;
}

const typed = (value: unknown, column: PgColumn) =>
  sql`${sql.param(value, column)}::${sql.raw(column.getSQLType())}`;

/**
 * Many rows' changes in a few statements: `update … set … from (values …) where key = v.key`, one
 * per set of changed columns and chunk. Each value is encoded by its column (jsonb, arrays, dates)
 * and cast to its type. Row triggers still fire once per row changed.
 */
export async function updateFromValues(
  db: Db,
  table: PgTable,
  key: PgColumn,
  rows: readonly RowChange[],
  extraCondition?: SQL,
): Promise<void> {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const groups = new Map<string, RowChange[]>();
  for (const row of rows) {
    const names = Object.keys(row.set).sort().join(',');
    groups.set(names, [...(groups.get(names) ?? []), row]);
  }
  for (const [names, group] of groups) {
    const props = names.split(',').filter(Boolean);
    if (props.length === 0) continue;
    const targets = props.map((prop) => {
      const column = columns[prop];
      if (!column) throw new Error(`no column ${prop}`);
      return column;
    });
    const assignments = sql.join(
      targets.map((column) => sql`${sql.identifier(column.name)} = v.${sql.identifier(column.name)}`),
      sql`, `,
    );
    const aliases = sql.join(
      [sql.identifier('row_key'), ...targets.map((column) => sql.identifier(column.name))],
      sql`, `,
    );
    for (const chunk of chunksOf(group)) {
      const values = sql.join(
        chunk.map(
          (row) =>
            sql`(${sql.join(
              [
                typed(row.key, key),
                ...props.map((prop, index) => typed(row.set[prop], targets[index] as PgColumn)),
              ],
              sql`, `,
            )})`,
        ),
        sql`, `,
      );
      await db.execute(
        sql`update ${table} set ${assignments} from (values ${values}) as v(${aliases}) where ${key} = v.row_key${
          extraCondition ? sql` and ${extraCondition}` : sql``
        }`,
      );
    }
  }
}
