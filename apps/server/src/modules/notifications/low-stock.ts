import type { Db } from '../../db/client.js';
import { notifications } from './tables.js';
import { lowStockLines } from './compose.js';

/**
 * The daily low-stock summary (a scheduled job, run once per day by one server): a mail to the
 * shop through the outbox when anything is at or below the threshold; nothing when all is well.
 * The mail lists the stock as it is when sent.
 */
export async function queueLowStockSummary(db: Db, shopEmail: string, threshold: number): Promise<boolean> {
  const lines = await lowStockLines(db, threshold);
  if (lines.length === 0) return false;
  await db.insert(notifications).values({
    kind: 'low_stock_summary',
    recipient: shopEmail,
    payload: { day: new Date().toISOString().slice(0, 10) },
  });
  return true;
}
