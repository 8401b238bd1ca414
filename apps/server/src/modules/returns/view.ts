import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  DEFAULT_LANGUAGE,
  deliveryChargedPaise,
  isStaff,
  maskAccountNumber,
  maskUpiId,
  nextReturnStatuses,
  orderNumber,
  paiseToRupees,
  returnedValuePaise,
  shopperCanCancel,
  translatedOr,
  type GstMode,
  type Language,
  type RefundTo,
  type RefundToView,
  type Role,
  type Return,
} from '@shop/domain';
import type { Db } from '../../db/client.js';
import { returnEvents, returnItems, returnPhotos, returns } from './tables.js';
import { orderItems, orders } from '../orders/tables.js';
import { lineWords } from '../orders/index.js';
import { keptTitlesInHindi } from '../catalog/index.js';
import { users } from '../auth/tables.js';

/**
 * Returns as the API shows them (decision 054): a read model over the return, its order's lines and
 * buyer, in four statements for any number of returns (a fifth names a Hindi reader's exchanges).
 */

export interface ReturnViewer {
  /** Staff see the refund's destination whole until it is paid, the buyer, and the next steps. */
  staff: boolean;
  /**
   * The language a shopper reads the pieces' names in, the request's (issue 28); English when
   * unset. Staff's desk reads the English whatever is asked, as the invoice and credit note do.
   */
  language?: Language | undefined;
}

const returnRow = {
  id: returns.id,
  number: returns.number,
  orderId: returns.orderId,
  status: returns.status,
  reason: returns.reason,
  note: returns.note,
  rejectionReason: returns.rejectionReason,
  refundTo: returns.refundTo,
  pickupMethod: returns.pickupMethod,
  pickupCourier: returns.pickupCourier,
  pickupTrackingNumber: returns.pickupTrackingNumber,
  pickupTrackingUrl: returns.pickupTrackingUrl,
  refundPaise: returns.refundPaise,
  refundReference: returns.refundReference,
  refundedAt: returns.refundedAt,
  refundsDelivery: returns.refundsDelivery,
  replacementOrderId: returns.replacementOrderId,
  creditNoteNumber: returns.creditNoteNumber,
  createdAt: returns.createdAt,
  updatedAt: returns.updatedAt,
  paymentMethod: orders.paymentMethod,
  gstMode: orders.gstMode,
  deliveryPaise: orders.deliveryPaise,
  orderRates: sql<
    number[]
  >`(select coalesce(array_agg(oi.gst_rate::float8), '{}') from ${orderItems} oi where oi.order_id = ${orders.id})`,
  customerName: sql<string>`coalesce(${users.fullName}, ${orders.contactName}, ${orders.shippingName})`,
  customerEmail: sql<string>`coalesce(${users.email}, ${orders.contactEmail}, '')`,
  customerPhone: orders.shippingPhone,
};

type ReturnRow = Awaited<ReturnType<typeof selectReturns>>[number];

function selectReturns(db: Db, where: SQL | undefined, page?: { limit: number; offset: number }) {
  const query = db
    .select(returnRow)
    .from(returns)
    .innerJoin(orders, eq(orders.id, returns.orderId))
    .leftJoin(users, eq(users.id, orders.userId))
    .where(where)
    .orderBy(desc(returns.createdAt), desc(returns.id));
  return page ? query.limit(page.limit).offset(page.offset) : query;
}

/** The refund's destination, whole or masked: staff see it whole until the refund, nobody after. */
function refundToView(refundTo: RefundTo | RefundToView | null, whole: boolean): RefundToView | null {
  if (!refundTo) return null;
  if ('upiId' in refundTo) {
    return { method: 'upi', upiId: whole ? refundTo.upiId : maskUpiId(refundTo.upiId) };
  }
  return {
    method: 'bank',
    accountName: refundTo.accountName,
    accountNumber: whole ? refundTo.accountNumber : maskAccountNumber(refundTo.accountNumber),
    ifsc: refundTo.ifsc,
  };
}

/**
 * The return as its shopper sees it: the refund's destination masked, no next steps, no buyer
 * details (masking is idempotent, so a staff view of a refunded return masks to the same).
 */
export function shopperSees(view: Return): Return {
  const { customer: _staffOnly, ...rest } = view;
  return { ...rest, refundTo: refundToView(view.refundTo, false), nextStatuses: [] };
}

/** Returns matching `where`, newest first, as the viewer sees them. */
export async function returnViews(
  db: Db,
  where: SQL | undefined,
  viewer: ReturnViewer,
  page?: { limit: number; offset: number },
): Promise<Return[]> {
  const rows = await selectReturns(db, where, page);
  if (rows.length === 0) return [];
  const language = viewer.staff ? DEFAULT_LANGUAGE : (viewer.language ?? DEFAULT_LANGUAGE);
  const ids = rows.map((row) => row.id);
  // One after the other: `db` may be a transaction (a step's mail reads the return), whose
  // statements share one connection.
  const items = await db
    .select({
      id: returnItems.id,
      returnId: returnItems.returnId,
      orderItemId: returnItems.orderItemId,
      quantity: returnItems.quantity,
      resolution: returnItems.resolution,
      exchangeVariantId: returnItems.exchangeVariantId,
      exchangeVariantTitle: returnItems.exchangeVariantTitle,
      restock: returnItems.restock,
      productName: orderItems.productName,
      productNameHi: orderItems.productNameHi,
      variantTitle: orderItems.variantTitle,
      variantTitleHi: orderItems.variantTitleHi,
      image: orderItems.productImage,
      unitPricePaise: orderItems.unitPricePaise,
      orderedQuantity: orderItems.quantity,
      discountPaise: orderItems.discountPaise,
      gstRate: orderItems.gstRate,
    })
    .from(returnItems)
    .innerJoin(orderItems, eq(orderItems.id, returnItems.orderItemId))
    .where(inArray(returnItems.returnId, ids))
    .orderBy(asc(orderItems.productName), asc(returnItems.id));
  const events = await db
    .select({
      returnId: returnEvents.returnId,
      status: returnEvents.status,
      note: returnEvents.note,
      at: returnEvents.createdAt,
    })
    .from(returnEvents)
    .where(inArray(returnEvents.returnId, ids))
    .orderBy(asc(returnEvents.createdAt), asc(returnEvents.id));
  const photos = await db
    .select({ id: returnPhotos.id, returnId: returnPhotos.returnId })
    .from(returnPhotos)
    .where(inArray(returnPhotos.returnId, ids))
    .orderBy(asc(returnPhotos.createdAt));
  const words = await pieceWords(db, items, language);

  return rows.map((row) => {
    const view = toView(row, {
      items: items.filter((item) => item.returnId === row.id),
      events: events.filter((event) => event.returnId === row.id),
      photoIds: photos.filter((photo) => photo.returnId === row.id).map((photo) => photo.id),
      words,
    });
    return viewer.staff ? view : shopperSees(view);
  });
}

interface Parts {
  items: {
    id: string;
    orderItemId: string;
    quantity: number;
    resolution: 'refund' | 'exchange';
    exchangeVariantId: string | null;
    exchangeVariantTitle: string | null;
    restock: boolean | null;
    productName: string;
    productNameHi: string | null;
    variantTitle: string;
    variantTitleHi: string | null;
    image: string | null;
    unitPricePaise: number;
    orderedQuantity: number;
    discountPaise: number;
    gstRate: number;
  }[];
  events: { status: Return['status']; note: string | null; at: Date }[];
  photoIds: string[];
  /** How the reader names a piece: see pieceWords. */
  words: PieceWords;
}

type PieceWords = (
  item: Parts['items'][number],
) => Pick<Return['items'][number], 'name' | 'variantTitle' | 'exchangeVariantTitle'>;

/**
 * A piece's name, variant and replacement variant in the language read (issue 28): in Hindi the
 * Hindi its order line kept, and the replacement's title in the catalogue's Hindi option values,
 * each falling back to the English on its own; in English the snapshots as they always were.
 */
async function pieceWords(db: Db, items: Parts['items'], language: Language): Promise<PieceWords> {
  if (language !== 'hi') {
    return (item) => ({
      name: item.productName,
      variantTitle: item.variantTitle,
      exchangeVariantTitle: item.exchangeVariantTitle,
    });
  }
  const exchangeHindi = await keptTitlesInHindi(
    db,
    items.flatMap((item) => (item.exchangeVariantId ? [item.exchangeVariantId] : [])),
  );
  return (item) => {
    const { name, variantTitle } = lineWords(item, language);
    const kept = item.exchangeVariantTitle;
    return {
      name,
      variantTitle,
      exchangeVariantTitle:
        kept !== null && item.exchangeVariantId
          ? translatedOr(exchangeHindi(item.exchangeVariantId, kept), kept)
          : kept,
    };
  };
}

/** What the refund lines are worth with tax, and the delivery fee when the shop was at fault. */
function refundOwedPaise(
  items: readonly Pick<
    Parts['items'][number],
    'resolution' | 'quantity' | 'unitPricePaise' | 'orderedQuantity' | 'discountPaise' | 'gstRate'
  >[],
  order: { gstMode: GstMode; deliveryPaise: number; orderRates: number[]; refundsDelivery: boolean },
): number {
  const goods = items
    .filter((item) => item.resolution === 'refund')
    .reduce(
      (total, item) =>
        total +
        returnedValuePaise(
          {
            unitPricePaise: item.unitPricePaise,
            quantity: item.orderedQuantity,
            discountPaise: item.discountPaise,
            gstRate: item.gstRate,
          },
          item.quantity,
          order.gstMode,
        ),
      0,
    );
  const delivery = order.refundsDelivery
    ? deliveryChargedPaise(order.deliveryPaise, order.orderRates, order.gstMode)
    : 0;
  return goods + delivery;
}

/** The return as staff see it, its pieces named as `parts.words` says. */
function toView(row: ReturnRow, parts: Parts): Return {
  const hasRefundLines = parts.items.some((item) => item.resolution === 'refund');
  const hasExchangeLines = parts.items.some((item) => item.resolution === 'exchange');
  const refunded = row.refundPaise !== null;
  const owed = refundOwedPaise(parts.items, { ...row, orderRates: row.orderRates.map(Number) });
  return {
    id: row.id,
    number: row.number,
    orderId: row.orderId,
    orderNumber: orderNumber(row.orderId),
    status: row.status,
    reason: row.reason,
    note: row.note,
    rejectionReason: row.rejectionReason,
    items: parts.items.map((item) => {
      const { name, variantTitle, exchangeVariantTitle } = parts.words(item);
      return {
        id: item.id,
        orderItemId: item.orderItemId,
        name,
        variantTitle,
        image: item.image,
        unitPrice: paiseToRupees(item.unitPricePaise),
        quantity: item.quantity,
        resolution: item.resolution,
        exchangeVariantId: item.exchangeVariantId,
        exchangeVariantTitle,
        restock: item.restock,
      };
    }),
    photoIds: parts.photoIds,
    refundTo: refundToView(row.refundTo, !refunded),
    // Nothing is due once the refund is recorded; the limit stays what the pieces were worth.
    refundDue: refunded ? 0 : paiseToRupees(owed),
    refundLimit: paiseToRupees(owed),
    refund:
      row.refundPaise !== null && row.refundReference && row.refundedAt
        ? {
            amount: paiseToRupees(row.refundPaise),
            reference: row.refundReference,
            at: row.refundedAt.toISOString(),
          }
        : null,
    pickup: row.pickupMethod
      ? {
          method: row.pickupMethod,
          courier: row.pickupCourier,
          trackingNumber: row.pickupTrackingNumber,
          trackingUrl: row.pickupTrackingUrl,
        }
      : null,
    replacementOrderId: row.replacementOrderId,
    replacementOrderNumber: row.replacementOrderId ? orderNumber(row.replacementOrderId) : null,
    creditNoteNumber: row.creditNoteNumber,
    history: parts.events.map((event) => ({
      status: event.status,
      note: event.note,
      at: event.at.toISOString(),
    })),
    canCancel: shopperCanCancel(row.status),
    nextStatuses: nextReturnStatuses({
      status: row.status,
      hasRefundLines,
      hasExchangeLines,
      refunded,
      exchanged: row.replacementOrderId !== null,
    }),
    customer: { name: row.customerName, email: row.customerEmail, phone: row.customerPhone },
    paymentMethod: row.paymentMethod,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** One return as the viewer sees it, or undefined. */
export async function returnView(
  db: Db,
  returnId: string,
  viewer: ReturnViewer,
): Promise<Return | undefined> {
  const [view] = await returnViews(db, eq(returns.id, returnId), viewer);
  return view;
}

/**
 * One return to a signed-in viewer: any to staff, to a shopper only one of their own orders' (else
 * undefined), its pieces named in `language` for a shopper.
 */
export async function visibleReturnView(
  db: Db,
  returnId: string,
  viewer: { id: string; role: Role },
  language?: Language,
): Promise<Return | undefined> {
  const staff = isStaff(viewer.role);
  const mine = staff ? undefined : eq(orders.userId, viewer.id);
  const [view] = await returnViews(db, and(eq(returns.id, returnId), mine), { staff, language });
  return view;
}

/** An order's returns, oldest first. */
export async function orderReturnViews(db: Db, orderId: string, viewer: ReturnViewer): Promise<Return[]> {
  return (await returnViews(db, eq(returns.orderId, orderId), viewer)).reverse();
}
