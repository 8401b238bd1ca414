import { asc, desc, eq } from 'drizzle-orm';
import {
  DEFAULT_LANGUAGE,
  LanguageSchema,
  orderNumber,
  pathInLanguage,
  RETURN_STATUSES,
  type Language,
  type ReturnStatus,
} from '@shop/domain';
import type { Db } from '../../db/client.js';
import type { notifications } from './tables.js';
import { orderItems, orders, orderStatusHistory } from '../orders/tables.js';
import { users } from '../auth/tables.js';
import { pricedCartsOf } from '../cart/index.js';
import { getCatalogProductsByIds } from '../catalog/index.js';
import { lowStockLines } from './low-stock.js';
import { NothingToSend } from './nothing-to-send.js';
import { returnMailKind, type ReturnMailKind } from './return-mail-kind.js';
import { returnMailDataOf } from './return-payload.js';
import { cartReminderMail } from './templates/cart-mails.js';
import { complaintMail } from './templates/complaint-mails.js';
import { returnMail, shopNewReturnMail } from './templates/return-mails.js';
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
    // Both names: the shopper's mail of a Hindi order reads the Hindi, the shop's the English.
    lines: lines.map((line) => ({
      name: line.productName,
      variantTitle: line.variantTitle,
      nameHi: line.productNameHi,
      variantTitleHi: line.variantTitleHi,
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

/** The language a payload names; English when it names none (a mail written before issue 28). */
const payloadLanguage = (payload: NotificationRow['payload']): Language =>
  LanguageSchema.safeParse(payload.language).data ?? DEFAULT_LANGUAGE;

/**
 * The piece as the catalogue shows it now, in the language the alert was asked in (issue 28): its
 * name and option words fall back to the English field by field, as on the product page.
 */
async function backInStock(db: Db, row: NotificationRow, shop: MailShop): Promise<Mail> {
  const { productId = '', variantId = '' } = row.payload;
  const language = payloadLanguage(row.payload);
  const [found] = await getCatalogProductsByIds(db, [productId], { includeInactive: true, language });
  const variant = found?.product.variants.find((candidate) => candidate.id === variantId);
  const pricePaise = found?.pricePaise.get(variantId);
  if (!found || !variant || pricePaise === undefined) {
    throw new NothingToSend('The product or its option is no longer in the catalogue');
  }
  const productPath = pathInLanguage(`/product/${productId}?variant=${variantId}`, language);
  return backInStockMail(shop, {
    productName: found.product.name,
    variantTitle: variant.title,
    pricePaise,
    productUrl: `${shop.publicUrl}${productPath}`,
    language,
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
 * A return's mail (decision 054): what it says kept in its payload; the order read for the
 * shopper's language (issue 28) and link (their account's order page, or a guest's tracking page).
 */
async function returnStepMail(db: Db, row: NotificationRow, shop: MailShop): Promise<Mail> {
  const step = RETURN_STEP_BY_KIND.get(row.kind);
  const data = returnMailDataOf(row.payload);
  if (!step) return shopNewReturnMail(shop, data);
  const [order] = row.orderId
    ? await db
        .select({ userId: orders.userId, language: orders.language })
        .from(orders)
        .where(eq(orders.id, row.orderId))
    : [];
  const language = order?.language ?? DEFAULT_LANGUAGE;
  const path =
    order && order.userId !== null
      ? `/orders/${row.orderId}`
      : `/track?order=${encodeURIComponent(data.orderNumber)}`;
  return returnMail(step, shop, { ...data, language }, `${shop.publicUrl}${pathInLanguage(path, language)}`);
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
    const language = payloadLanguage(row.payload);
    return complaintMail(shop, { kind: row.kind, ticketNumber, name, subject, ...rest, language });
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
