import type { Db } from '../../db/client.js';
import { products } from './tables.js';

/** Whether the shop holds any product at all, shown or hidden: the back office's first step (issue 26). */
export async function anyProductExists(db: Db): Promise<boolean> {
  const [row] = await db.select({ id: products.id }).from(products).limit(1);
  return Boolean(row);
}
