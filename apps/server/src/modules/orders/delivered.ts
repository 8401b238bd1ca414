import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orderItems, orders } from './tables.js';

/**
 * The customer's latest delivered order with a line of this product, or undefined: what lets them
 * review it (decision 006).
 */
export async function latestDeliveredOrderWith(
  tx: Db,
  userId: string,
  productId: string,
): Promise<{ orderId: string } | undefined> {
  const [delivered] = await tx
    .select({ orderId: orders.id })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(
      and(eq(orders.userId, userId), eq(orders.status, 'delivered'), eq(orderItems.productId, productId)),
    )
    .orderBy(desc(orders.createdAt))
    .limit(1);
  return delivered;
}
