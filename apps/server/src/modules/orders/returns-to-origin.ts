import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/**
 * Per order, how many of its customer's other orders came back to origin: same account, or the
 * same mobile number under another account (a second sign-up does not wipe the record). Staff see
 * it before they ship (decision 028). One statement for a whole page of orders.
 */
export async function returnsToOriginCounts(
  db: Db,
  orderIds: readonly string[],
): Promise<Map<string, number>> {
  if (orderIds.length === 0) return new Map();
  const ids = sql.join(
    orderIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const result: unknown = await db.execute(sql`
    select o.id, (
      select count(*)::int from orders r
      where r.status = 'returned' and r.id <> o.id
        and (r.user_id = o.user_id or r.shipping_phone = o.shipping_phone)
    ) as returned
    from orders o where o.id in (${ids})`);
  const rows = (result as { rows: { id: string; returned: number }[] }).rows;
  return new Map(rows.map((row) => [row.id, Number(row.returned)]));
}
