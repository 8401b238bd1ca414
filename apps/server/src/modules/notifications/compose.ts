import { asc, desc, eq } from 'drizzle-orm';
import { orderNumber, RETURN_STATUSES, type ReturnStatus } from '@shop/domain';
import type { Db } from '../../db/client.js';
import type { notifications } from './tables.js';
import { products, productVariants } from '../catalog/tables.js';
import { orderItems, orders, orderStatusHistory } from '../orders/tables.js';
import { users } from '../auth/tables.js';
import { pricedCartsOf } from '../cart/index.js';
import { lowStockLines } from './low-stock.js';
import { NothingToSend } from './nothing-to-send.js';
import { returnMailKind, type ReturnMailKind } from './return-mail-kind.js';
import { cartReminderMail } from './templates/cart-mails.js';
import { complaintMail } from './templates/complaint-mails.js';
import { returnMail, shopNewReturnMail, type ReturnMailData } from './templates/return-mails.js';
import type { MailShop } from './templates/layout.js';
import { orderMail, type Mail, type OrderMailData } from './templates/order-mails.js';
import { backInStockMail, lowStockMail } from './templates/stock-mails.js';
import { upiMail, type UpiMailKind } from './templates/upi-mails.js';
import { testMail } from './templates/test-mail.js';
import { newDeviceMail } from './templates/account-mails.js';

export type NotificationRow = typeof notifications.$inferSelect;

export interface ComposeSettings {
  shop: MailShop;
  lowStockThreshold: number;
}

async function orderMailData(db: Db, orderId: string): Promise<OrderMailData> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw new NothingToSend('The order no longer exists');
  const [lines, [lastEntry]] = await Promise.all([
    db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id)),
    db
      .select({ note: orderStatusHistory.note })
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, orderId))
      .orderBy(desc(orderStatusHistory.createdAt))
      .limit(1),
  ]);
  // The parcel as the order kept it when it shipped (decision 028): the link the customer was given.
  const shipment =
    order.courier && order.trackingNumber
      ? { courier: order.courier, trackingNumber: order.trackingNumber, trackingUrl: order.trackingUrl }
      : null;
  return {
    id: order.id,
    number: orderNumber(order.id),
    guest: order.userId === null,
    customerName: order.shippingName,
    address: {
      name: order.shippingName,
      address: order.shippingAddress,
      city: order.shippingCity,
      state: order.shippingState,
      pincode: order.shippingPincode,
      phone: order.shippingPhone,
    },
    lines: lines.map((line) => ({
      name: line.productName,
      variantTitle: line.variantTitle,
      note: line.personalisationNote,
      quantity: line.quantity,
      unitPaise: line.unitPricePaise,
    })),
    subtotalPaise: order.subtotalPaise,
    discountPaise: order.discountPaise,
    couponCode: order.couponCode,
    deliveryPaise: order.deliveryPaise,
    gstPaise: order.gstPaise,
    totalPaise: order.totalPaise,
    gstIncluded: order.gstMode !== 'exclusive',
    roundOffPaise: order.roundOffPaise,
    shipment,
    note: lastEntry?.note ?? null,
    paymentMethod: order.paymentMethod,
    paymentDueBy: order.status === 'awaiting_payment' ? order.paymentDueBy : null,
    paymentUtr: order.paymentUtr,
    language: order.language,
  };
}

async function backInStock(db: Db, row: NotificationRow, shop: MailShop): Promise<Mail> {
  const variantId = row.payload.variantId ?? '';
  const [item] = await db
    .select({
      productId: products.id,
      productName: products.name,
      optionValues: productVariants.optionValues,
      pricePaise: productVariants.pricePaise,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(eq(productVariants.id, variantId));
  if (!item) throw new NothingToSend('The product no longer exists');
  return backInStockMail(shop, {
    productName: item.productName,
    variantTitle: Object.values(item.optionValues).join(' / '),
    pricePaise: item.pricePaise,
    productUrl: `${shop.publicUrl}/product/${item.productId}?variant=${variantId}`,
  });
}

const isUpiMail = (kind: NotificationRow['kind']): kind is UpiMailKind => kind.startsWith('upi_');

/** The customer's cart as it is now, for a reminder staff sent (decision 043); nothing when empty. */
async function cartReminder(db: Db, row: NotificationRow, shop: MailShop): Promise<Mail> {
  const userId = row.payload.userId ?? '';
  const [customer] = await db.select({ name: users.fullName }).from(users).where(eq(users.id, userId));
  // The cart's own pricer, in paise (decision 053): the mail shows what the cart page would.
  const cart = (await pricedCartsOf(db, [userId])).get(userId);
  const lines = (cart?.lines ?? []).filter((line) => line.available);
  if (!customer || !cart || lines.length === 0) throw new NothingToSend('The cart is empty now');
  const token = row.payload.unsubscribeToken;
  return cartReminderMail(shop, {
    // A reminder written before unsubscribe links existed goes without one.
    unsubscribeUrl: token ? `${shop.publicUrl}/unsubscribe?token=${encodeURIComponent(token)}` : null,
    customerName: customer.name,
    lines: lines.map((line) => ({
      name: line.name,
      variantTitle: line.variantTitle,
      quantity: line.quantity,
      lineTotalPaise: line.lineTotalPaise,
    })),
    totalPaise: cart.subtotalPaise,
  });
}

const RETURN_STEP_BY_KIND = new Map<string, ReturnStatus>(
  RETURN_STATUSES.map((step) => [returnMailKind(step), step]),
);
const isReturnMail = (kind: NotificationRow['kind']): kind is ReturnMailKind =>
  kind === 'shop_new_return' || RETURN_STEP_BY_KIND.has(kind);

/**
 * A return's mail (decision 054): the words kept in its payload; the order read only for the
 * shopper's link (their account's order page, or a guest's tracking page).
 */
async function returnStepMail(db: Db, row: NotificationRow, shop: MailShop): Promise<Mail> {
  const step = RETURN_STEP_BY_KIND.get(row.kind);
  const {
    customerName = '',
    returnNumber = '',
    orderNumber = '',
    reason = '',
    lines = '',
    ...rest
  } = row.payload;
  const data: ReturnMailData = { customerName, returnNumber, orderNumber, reason, lines, ...rest };
  if (!step) return shopNewReturnMail(shop, data);
  const [order] = row.orderId
    ? await db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, row.orderId))
    : [];
  const href =
    order && order.userId !== null
      ? `${shop.publicUrl}/orders/${row.orderId}`
      : `${shop.publicUrl}/track?order=${encodeURIComponent(orderNumber)}`;
  return returnMail(step, shop, data, href);
}

/** The mail a notification stands for, read from the shop as it is now. */
export async function composeMail(db: Db, row: NotificationRow, settings: ComposeSettings): Promise<Mail> {
  const { shop } = settings;
  if (row.kind === 'back_in_stock') return backInStock(db, row, shop);
  if (row.kind === 'cart_reminder') return cartReminder(db, row, shop);
  if (row.kind === 'test_mail') return testMail(shop);
  if (row.kind === 'new_device_sign_in') {
    const { device = '', address = '', at = '' } = row.payload;
    return newDeviceMail(shop, { device, address, at });
  }
  if (
    row.kind === 'complaint_received' ||
    row.kind === 'complaint_reply' ||
    row.kind === 'complaint_resolved'
  ) {
    const { ticketNumber = '', name = '', subject = '', ...rest } = row.payload;
    return complaintMail(shop, { kind: row.kind, ticketNumber, name, subject, ...rest });
  }
  if (isReturnMail(row.kind)) return returnStepMail(db, row, shop);
  if (row.kind === 'low_stock_summary') {
    return lowStockMail(
      shop,
      settings.lowStockThreshold,
      await lowStockLines(db, settings.lowStockThreshold),
    );
  }
  if (!row.orderId) throw new NothingToSend('The notification names no order');
  const order = await orderMailData(db, row.orderId);
  return isUpiMail(row.kind) ? upiMail(row.kind, shop, order) : orderMail(row.kind, shop, order);
}
