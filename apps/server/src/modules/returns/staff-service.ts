import { and, count, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import {
  formatRupees,
  maskAccountNumber,
  nextReturnStatuses,
  OPEN_RETURN_STATUSES,
  paginate,
  paiseToRupees,
  returnedDiscountPaise,
  rupeesToPaise,
  type AdminReturnList,
  type Return,
  type ReturnStatus,
  type ReturnStep,
} from '@shop/domain';
import type { Db } from '../../db/client.js';
import { returnEvents, returnItems, returns } from './tables.js';
import { conflict, invalidField, notFound } from '../../lib/errors.js';
import { catalogChanged, keptTitlesInHindi, returnStock } from '../catalog/index.js';
import { issueReturnCreditNote } from '../invoicing/index.js';
import { orderForReturn, placeReplacementOrder, type ReturnableOrder } from '../orders/index.js';
import { releaseCouponUse } from '../promotions/index.js';
import { shipmentOf } from '../shipping/index.js';
import { lockReturn, releaseHeldStock, returnedQuantities } from './request-service.js';
import { notifyStep } from './mails.js';
import { returnView, returnViews } from './view.js';

type ReturnRow = NonNullable<Awaited<ReturnType<typeof lockReturn>>>;
type Line = typeof returnItems.$inferSelect;

const RETURN_NOT_FOUND = 'Return not found';

/**
 * Staff move a return one step a call (decision 054): approve with the pickup, reject with a
 * reason, cancel, mark picked up, receive (restocking per line), refund (up to what the lines are
 * worth), exchange (a replacement order). A step out of order is a 409 that changes nothing.
 */
export async function stepReturn(
  db: Db,
  returnId: string,
  step: ReturnStep,
  staffId: string,
): Promise<Return> {
  const { view, stockChanged } = await db.transaction(async (tx) => {
    const row = await lockReturn(tx, returnId);
    if (!row) throw notFound(RETURN_NOT_FOUND);
    const lines = await tx.select().from(returnItems).where(eq(returnItems.returnId, row.id));
    const allowed = nextReturnStatuses({
      status: row.status,
      hasRefundLines: lines.some((line) => line.resolution === 'refund'),
      hasExchangeLines: lines.some((line) => line.resolution === 'exchange'),
      refunded: row.refundPaise !== null,
      exchanged: row.replacementOrderId !== null,
    });
    if (!allowed.includes(step.status)) {
      throw conflict(
        `A return that is ${row.status.replace('_', ' ')} cannot be moved to ${step.status.replace('_', ' ')}`,
      );
    }
    const order = await orderForReturn(tx, row.orderId);
    if (!order) throw notFound('Order not found');
    const outcome = await STEPS[step.status](tx, { row, lines, order, step, staffId });
    await tx
      .update(returns)
      .set({ status: step.status, updatedAt: new Date(), ...outcome.columns })
      .where(eq(returns.id, row.id));
    await tx
      .insert(returnEvents)
      .values({ returnId: row.id, status: step.status, note: outcome.note ?? null, changedBy: staffId });
    // One view of the return as it now stands: for the shopper's mail and for the answer.
    const after = await returnView(tx, row.id, { staff: true });
    if (!after) throw notFound(RETURN_NOT_FOUND);
    await notifyStep(tx, after, step.status, null);
    return { view: after, stockChanged: outcome.stockChanged ?? false };
  });
  if (stockChanged) catalogChanged(db);
  return view;
}

interface StepInput {
  row: ReturnRow;
  lines: Line[];
  order: ReturnableOrder;
  step: ReturnStep;
  staffId: string;
}
interface StepOutcome {
  columns?: Partial<typeof returns.$inferInsert>;
  note?: string | null;
  stockChanged?: boolean;
}

const STEPS: Record<ReturnStep['status'], (tx: Db, input: StepInput) => Promise<StepOutcome>> = {
  approved: async (tx, { step }) => {
    const pickup = step.pickup;
    if (!pickup || pickup.method === 'customer') {
      return { columns: { pickupMethod: 'customer' }, note: 'The customer sends the parcel' };
    }
    const shipment = await shipmentOf(tx, pickup.courier, pickup.trackingNumber);
    return {
      columns: {
        pickupMethod: 'courier',
        pickupCourier: shipment.courier,
        pickupTrackingNumber: shipment.trackingNumber,
        pickupTrackingUrl: shipment.trackingUrl,
      },
      note: `Reverse pickup: ${shipment.courier}, AWB ${shipment.trackingNumber}`,
    };
  },
  rejected: async (tx, { row, step }) => ({
    columns: { rejectionReason: step.reason ?? null },
    note: step.reason ?? null,
    stockChanged: await releaseHeldStock(tx, row.id),
  }),
  cancelled: async (tx, { row, step }) => ({
    note: step.note || 'Cancelled by the shop',
    stockChanged: await releaseHeldStock(tx, row.id),
  }),
  picked_up: async () => ({}),
  received: async (tx, { lines, order, step }) => {
    const given = new Map((step.items ?? []).map((item) => [item.returnItemId, item.restock]));
    const missing = lines.find((line) => !given.has(line.id));
    if (missing || given.size !== lines.length) {
      throw invalidField(
        'items',
        'Say for every line of the return, and only those, whether it goes back to stock',
      );
    }
    const back = pairedLines(lines, order).flatMap(({ line, ordered }) =>
      // A made-to-order piece took no stock, and a deleted variant has none to return to.
      given.get(line.id) && ordered.variantId && ordered.leadTimeDays === null
        ? [{ variantId: ordered.variantId, quantity: line.quantity }]
        : [],
    );
    await returnStock(tx, back);
    for (const restock of [true, false]) {
      const ids = lines.filter((line) => given.get(line.id) === restock).map((line) => line.id);
      if (ids.length > 0) await tx.update(returnItems).set({ restock }).where(inArray(returnItems.id, ids));
    }
    const damaged = lines.length - lines.filter((line) => given.get(line.id)).length;
    return {
      note: damaged > 0 ? `${damaged} line(s) not restocked` : 'Back to stock',
      stockChanged: back.length > 0,
    };
  },
  refunded: async (tx, input) => {
    const { row, order, step } = input;
    // The ceiling is the one the screens show: the view's, priced once (view.ts).
    const before = await returnView(tx, row.id, { staff: true });
    const owed = rupeesToPaise(before?.refundLimit ?? 0);
    const amount = rupeesToPaise(step.amount ?? 0);
    if (amount > owed) {
      throw invalidField(
        'amount',
        `At most ${formatRupees(paiseToRupees(owed))}: what the returned pieces are worth`,
      );
    }
    const creditNoteNumber = row.creditNoteNumber ?? (await creditNoteOf(tx, input));
    // The whole order back (every piece refunded): its coupon's use is given back (decision 054).
    if (await wholeOrderRefunded(tx, order, row.id)) await releaseCouponUse(tx, order.id);
    return {
      columns: {
        refundPaise: amount,
        refundReference: step.reference ?? null,
        refundedAt: new Date(),
        creditNoteNumber,
        // Nobody needs the whole account number again.
        refundTo:
          row.refundTo && 'accountNumber' in row.refundTo
            ? { ...row.refundTo, accountNumber: maskAccountNumber(row.refundTo.accountNumber) }
            : row.refundTo,
      },
      note: `${formatRupees(paiseToRupees(amount))} refunded, reference ${step.reference ?? ''}`,
    };
  },
  exchanged: async (tx, input) => {
    const { row, lines, order, staffId } = input;
    const inHindi = await keptTitlesInHindi(
      tx,
      lines.flatMap((line) => (line.exchangeVariantId ? [line.exchangeVariantId] : [])),
    );
    const replacement = pairedLines(lines, order).flatMap(({ line, ordered }) => {
      if (line.resolution !== 'exchange' || !line.exchangeVariantId) return [];
      const variantTitle = line.exchangeVariantTitle ?? '';
      return [
        {
          line: ordered,
          quantity: line.quantity,
          variantId: line.exchangeVariantId,
          variantTitle,
          variantTitleHi: inHindi(line.exchangeVariantId, variantTitle),
          sku: line.exchangeSku ?? '',
        },
      ];
    });
    const replacementOrderId = await placeReplacementOrder(
      tx,
      order,
      replacement,
      `Replacement for return ${row.number}`,
      staffId,
    );
    const creditNoteNumber = row.creditNoteNumber ?? (await creditNoteOf(tx, input));
    return {
      columns: { replacementOrderId, creditNoteNumber },
      note: `Replacement order #${replacementOrderId.slice(-8).toUpperCase()}`,
    };
  },
};

/** Each line of the return with the order line it sends back (a line of another order has none). */
function pairedLines(lines: Line[], order: ReturnableOrder) {
  return lines.flatMap((line) => {
    const ordered = order.lines.find((candidate) => candidate.id === line.orderItemId);
    return ordered ? [{ line, ordered }] : [];
  });
}

/** The credit note of every piece the return sent back, issued once, at its first settlement. */
async function creditNoteOf(tx: Db, { row, lines, order }: StepInput): Promise<string | null> {
  return issueReturnCreditNote(tx, {
    orderId: order.id,
    returnId: row.id,
    lines: pairedLines(lines, order).map(({ line, ordered }) => ({
      name: ordered.productName,
      variantTitle: ordered.variantTitle,
      hsnCode: ordered.hsnCode,
      gstRate: ordered.gstRate,
      quantity: line.quantity,
      unitPricePaise: ordered.unitPricePaise,
      discountPaise: returnedDiscountPaise(ordered, line.quantity),
    })),
    includeDelivery: row.refundsDelivery,
    reason: `Return ${row.number}`,
  });
}

/** Whether every piece of the order is refunded once this return's refund is recorded. */
async function wholeOrderRefunded(tx: Db, order: ReturnableOrder, refundingId: string): Promise<boolean> {
  const refunded = await returnedQuantities(
    tx,
    order.id,
    sql`${returnItems.resolution} = 'refund' and (${returns.refundPaise} is not null or ${returns.id} = ${refundingId})`,
  );
  return order.lines.every((line) => (refunded.get(line.id) ?? 0) >= line.quantity);
}

/** Staff's Returns screen: newest first, by status ('open': not yet settled) and age. */
export async function listReturns(
  db: Db,
  query: {
    status?: ReturnStatus | 'open' | undefined;
    olderThanDays?: number | undefined;
    page: number;
    limit: number;
  },
  now = new Date(),
): Promise<AdminReturnList> {
  const conditions: SQL[] = [];
  if (query.status === 'open') conditions.push(inArray(returns.status, [...OPEN_RETURN_STATUSES]));
  else if (query.status) conditions.push(eq(returns.status, query.status));
  if (query.olderThanDays !== undefined && query.olderThanDays > 0) {
    conditions.push(lt(returns.createdAt, new Date(now.getTime() - query.olderThanDays * 86_400_000)));
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [[total], byStatus, page] = await Promise.all([
    db.select({ n: count() }).from(returns).where(where),
    db.select({ status: returns.status, n: count() }).from(returns).groupBy(returns.status),
    returnViews(db, where, { staff: true }, { limit: query.limit, offset: (query.page - 1) * query.limit }),
  ]);
  const counts: Record<string, number> = Object.fromEntries(
    byStatus.map((row) => [row.status, Number(row.n)]),
  );
  counts.open = OPEN_RETURN_STATUSES.reduce((sum, status) => sum + (counts[status] ?? 0), 0);
  return { returns: page, pagination: paginate(query.page, query.limit, Number(total?.n ?? 0)), counts };
}
