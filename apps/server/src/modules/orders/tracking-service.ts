import { and, eq, or, sql } from 'drizzle-orm';
import type { Language, Order, TrackedOrder } from '@shop/domain';
import type { Db } from '../../db/client.js';
import { orders } from './tables.js';
import { notFound } from '../../lib/errors.js';
import { toOrderViews } from './order-view.js';

/**
 * The one answer to every wrong pair (no such number, another order's mobile, a typo), so the
 * look-up tells nothing about which half was wrong (decision 040).
 */
export const TRACK_NOT_FOUND = {
  en: 'We could not find an order with that number and mobile number. Check both and try again.',
  hi: 'इस ऑर्डर नंबर और मोबाइल नंबर से कोई ऑर्डर नहीं मिला। दोनों जाँचकर फिर से कोशिश करें।',
};

/** Only what /track may show: the order's progress and contents, nothing about who bought it. */
function trackedView(order: Order): TrackedOrder {
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    paymentMethod: order.paymentMethod,
    items: order.items.map((item) => ({
      id: item.id,
      name: item.name,
      variantTitle: item.variantTitle,
      image: item.image,
      price: item.price,
      quantity: item.quantity,
      lineTotal: item.lineTotal,
      gstRate: item.gstRate,
    })),
    subtotal: order.subtotal,
    discount: order.discount,
    couponCode: order.couponCode,
    delivery: order.delivery,
    gst: order.gst,
    total: order.total,
    gstIncluded: order.gstIncluded,
    roundOff: order.roundOff,
    expectedDispatchDate: order.expectedDispatchDate,
    courier: order.courier,
    trackingNumber: order.trackingNumber,
    trackingUrl: order.trackingUrl,
    shippedAt: order.shippedAt,
    // Status changes only: the timeline's other entries (a COD confirmation) are the desk's.
    history: order.history.flatMap((entry) => (entry.event ? [] : [{ status: entry.status, at: entry.at }])),
    createdAt: order.createdAt,
  };
}

/**
 * An order found by its number (the id's last 8 characters) and the mobile number it was placed
 * with: the delivery phone, or a guest's contact phone. Both are normalised by the body's schema.
 * Its lines are named in `language`, the page's (issue 28).
 */
export async function trackOrder(
  db: Db,
  number: string,
  phone: string,
  language?: Language,
): Promise<TrackedOrder> {
  const rows = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(sql`right(${orders.id}::text, 8)`, number.toLowerCase()),
        or(eq(orders.shippingPhone, phone), eq(orders.contactPhone, phone)),
      ),
    );
  // Two orders sharing a number's 8 characters and a phone are one buyer's; the newer one is shown.
  rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  const [view] = await toOrderViews(db, rows.slice(0, 1), { id: '', role: 'customer', language });
  if (!view) throw notFound(TRACK_NOT_FOUND);
  return trackedView(view);
}
