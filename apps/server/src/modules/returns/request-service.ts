import { and, count, eq, inArray, isNull, notInArray, sql, type SQL } from 'drizzle-orm';
import {
  DEFAULT_LANGUAGE,
  isShopFault,
  paiseToRupees,
  RETURN_REASON_LABELS,
  shopperCanCancel,
  VOID_RETURN_STATUSES,
  type CreateReturnBody,
  type Language,
  type RefundTo,
  type Return,
  type ReturnOptions,
  type Sentence,
} from '@shop/domain';
import type { Db } from '../../db/client.js';
import { returnEvents, returnItems, returnPhotos, returns } from './tables.js';
import { AppError, conflict, invalidField, notFound } from '../../lib/errors.js';
import {
  catalogChanged,
  namesInEachLanguage,
  returnPolicyOf,
  returnStock,
  takeStock,
  type ReturnPolicy,
} from '../catalog/index.js';
import { lineWords, orderForReturn, type ReturnableLine, type ReturnableOrder } from '../orders/index.js';
import { readShopSettings } from '../settings/index.js';
import { checkBuyer, type Shopper } from './shopper.js';
import { orderReturnViews, returnView, shopperSees } from './view.js';
import { notifyStep } from './mails.js';
import { RETURN_WORDS } from './shopper-words.js';

const DAY_MS = 86_400_000;

/**
 * Pieces of each of the order's lines in its returns that match `which`: by default those that still
 * stand (not rejected, not cancelled), what a line may no longer return.
 */
export async function returnedQuantities(
  tx: Db,
  orderId: string,
  which: SQL = notInArray(returns.status, [...VOID_RETURN_STATUSES]),
): Promise<Map<string, number>> {
  const rows = await tx
    .select({
      orderItemId: returnItems.orderItemId,
      quantity: sql<number>`sum(${returnItems.quantity})::int`,
    })
    .from(returnItems)
    .innerJoin(returns, eq(returns.id, returnItems.returnId))
    .where(and(eq(returns.orderId, orderId), which))
    .groupBy(returnItems.orderItemId);
  return new Map(rows.map((row) => [row.orderItemId, Number(row.quantity)]));
}

/** Whether the order may have a return asked now, and why not in the shopper's words. */
function windowOf(order: ReturnableOrder, windowDays: number, now: Date) {
  if (order.status !== 'delivered' || !order.deliveredAt) {
    return { open: false, endsAt: null, why: RETURN_WORDS.notDelivered };
  }
  const endsAt = new Date(order.deliveredAt.getTime() + windowDays * DAY_MS);
  if (windowDays === 0) return { open: false, endsAt, why: RETURN_WORDS.noReturns };
  if (now > endsAt) return { open: false, endsAt, why: RETURN_WORDS.windowClosed(windowDays, endsAt) };
  return { open: true, endsAt, why: null };
}

/** A line comes back for any reason unless personalised, made to order, or its product's flag says not. */
const lineReturnable = (line: ReturnableLine, policy: ReturnPolicy | undefined) =>
  line.personalisationNote === null && line.leadTimeDays === null && (policy?.returnable ?? true);

/**
 * The line's piece by its name in each language, for a refusal (issue 28): the order's English, as
 * its invoice reads it, and on a Hindi page the Hindi the order kept, else the catalogue's Hindi
 * name (the English without either, or once the product is gone).
 */
const lineNames = (line: ReturnableLine, policy: ReturnPolicy | undefined): Sentence =>
  namesInEachLanguage(line.productName, line.productNameHi ?? policy?.hindiName);

/** The variants a line may be exchanged for: the same product's others, at the same price. */
const exchangeOptionsOf = (line: ReturnableLine, policy: ReturnPolicy | undefined) =>
  (policy?.variants ?? []).filter(
    (variant) => variant.id !== line.variantId && variant.pricePaise === line.unitPricePaise,
  );

async function policiesOf(tx: Db, order: ReturnableOrder) {
  return returnPolicyOf(
    tx,
    order.lines.flatMap((line) => (line.productId ? [line.productId] : [])),
  );
}

/**
 * What the request form offers for the order (decision 054), in `language`: why it is closed, the
 * lines' names and the variants to exchange for (their values' Hindi as the catalogue has it now).
 */
export async function returnOptions(
  db: Db,
  orderId: string,
  shopper: Shopper,
  language: Language,
  now = new Date(),
): Promise<ReturnOptions> {
  const order = await checkBuyer(db, await orderForReturn(db, orderId), shopper);
  const [{ returns: settings }, asked, policies] = await Promise.all([
    readShopSettings(db),
    returnedQuantities(db, order.id),
    policiesOf(db, order),
  ]);
  const window = windowOf(order, settings.windowDays, now);
  return {
    open: window.open,
    closedReason: window.why?.[language] ?? null,
    windowEndsAt: window.endsAt?.toISOString() ?? null,
    refundToRequired: order.paymentMethod === 'cod',
    lines: order.lines.map((line) => {
      const policy = line.productId ? policies.get(line.productId) : undefined;
      return {
        orderItemId: line.id,
        // Named as the order kept them, in Hindi on a Hindi page (issue 28).
        ...lineWords(line, language),
        image: line.productImage,
        unitPrice: paiseToRupees(line.unitPricePaise),
        quantity: line.quantity,
        returnableQuantity: Math.max(0, line.quantity - (asked.get(line.id) ?? 0)),
        returnable: lineReturnable(line, policy),
        exchangeOptions: exchangeOptionsOf(line, policy).map((variant) => ({
          variantId: variant.id,
          title: variant.titles[language],
          inStock: variant.inStock,
        })),
      };
    }),
    returns: await orderReturnViews(db, order.id, { staff: false, language }),
  };
}

/**
 * A shopper's request (decision 054), in one transaction under the order's row lock: the window,
 * each line's pieces left, returnability, the exchange variants (same product, same price, in
 * stock, whose stock is held from now), the refund's destination for Cash on Delivery, and the
 * photos (the order's own, not yet taken by another request). Any refusal changes nothing.
 */
export async function requestReturn(
  db: Db,
  orderId: string,
  shopper: Shopper,
  body: CreateReturnBody & { refundTo?: RefundTo | undefined },
  /** The shop's inbox for the new request; undefined: the customer-care e-mail of Shop Settings. */
  shopEmail: string | undefined,
  /** The language the answer names the pieces in, the request's (issue 28). */
  language: Language,
  now = new Date(),
): Promise<Return> {
  const view = await db.transaction(async (tx) => {
    const order = await checkBuyer(tx, await orderForReturn(tx, orderId, { lock: true }), shopper);
    const { returns: settings, shop } = await readShopSettings(tx);
    const window = windowOf(order, settings.windowDays, now);
    if (!window.open) throw invalidField('items', window.why ?? RETURN_WORDS.closed);
    // One after the other: a transaction's statements share one connection.
    const asked = await returnedQuantities(tx, order.id);
    const policies = await policiesOf(tx, order);
    const shopFault = isShopFault(body.reason);

    const chosen = body.items.map((item, index) => {
      const field = `items.${index}`;
      const line = order.lines.find((candidate) => candidate.id === item.orderItemId);
      if (!line) throw invalidField(`${field}.orderItemId`, RETURN_WORDS.notInOrder);
      const policy = line.productId ? policies.get(line.productId) : undefined;
      const name = lineNames(line, policy);
      if (!shopFault && !lineReturnable(line, policy)) {
        throw invalidField(`${field}.orderItemId`, RETURN_WORDS.notReturnable(name));
      }
      const left = line.quantity - (asked.get(line.id) ?? 0);
      if (item.quantity > left) {
        throw invalidField(
          `${field}.quantity`,
          left === 0 ? RETURN_WORDS.alreadyInReturn(name) : RETURN_WORDS.onlyLeftToReturn(left, name),
        );
      }
      if (item.resolution === 'refund') return { item, line, exchange: null };
      const variant = policy?.variants.find((candidate) => candidate.id === item.exchangeVariantId);
      if (!variant || variant.id === line.variantId) {
        throw invalidField(`${field}.exchangeVariantId`, RETURN_WORDS.chooseAnother(name));
      }
      if (variant.pricePaise > line.unitPricePaise) {
        throw invalidField(`${field}.exchangeVariantId`, RETURN_WORDS.costsMore(variant.titles));
      }
      if (variant.pricePaise !== line.unitPricePaise) {
        throw invalidField(`${field}.exchangeVariantId`, RETURN_WORDS.pricedDifferently(variant.titles));
      }
      if (!variant.inStock)
        throw invalidField(`${field}.exchangeVariantId`, RETURN_WORDS.exchangeOutOfStock(variant.titles));
      return { item, line, exchange: variant };
    });

    const refunds = chosen.some((choice) => choice.item.resolution === 'refund');
    if (refunds && order.paymentMethod === 'cod' && !body.refundTo) {
      throw invalidField('refundTo', RETURN_WORDS.refundToNeeded);
    }
    const photoIds = body.photoIds ?? [];
    if (photoIds.length > 0) {
      const [free] = await tx
        .select({ n: count() })
        .from(returnPhotos)
        .where(
          and(
            inArray(returnPhotos.id, photoIds),
            eq(returnPhotos.orderId, order.id),
            isNull(returnPhotos.returnId),
          ),
        );
      if ((free?.n ?? 0) !== new Set(photoIds).size) throw invalidField('photoIds', RETURN_WORDS.uploadAgain);
    }

    // The replacement's stock is held from the request (decision 054); a race for the last piece
    // is refused here like any other shortage.
    const held = chosen.flatMap(({ item, line, exchange }) =>
      exchange && line.productId
        ? [
            {
              productId: line.productId,
              variantId: exchange.id,
              quantity: item.quantity,
              personalisationNote: '',
            },
          ]
        : [],
    );
    await takeStock(tx, held).catch((error: unknown) => {
      if (error instanceof AppError && error.code === 'OUT_OF_STOCK') {
        throw invalidField('items', RETURN_WORDS.sizeSoldOut);
      }
      throw error;
    });

    // The order's returns so far (the new one's number follows them) and whether one that still
    // stands already owes the delivery fee: it goes back once, with the first that blames the shop.
    const [{ earlier, deliveryOwedBefore } = { earlier: 0, deliveryOwedBefore: 0 }] = await tx
      .select({
        earlier: count(),
        deliveryOwedBefore: count(
          sql`case when ${returns.refundsDelivery} and ${notInArray(returns.status, [...VOID_RETURN_STATUSES])} then 1 end`,
        ),
      })
      .from(returns)
      .where(eq(returns.orderId, order.id));
    const [created] = await tx
      .insert(returns)
      .values({
        orderId: order.id,
        number: `R-${order.number}-${earlier + 1}`,
        reason: body.reason,
        note: body.note || null,
        refundTo: refunds && order.paymentMethod === 'cod' ? stripConfirmation(body.refundTo) : null,
        refundsDelivery: shopFault && refunds && deliveryOwedBefore === 0 && order.deliveryPaise > 0,
      })
      .returning({ id: returns.id, number: returns.number });
    if (!created) throw new Error('The return was not written');
    await tx.insert(returnItems).values(
      chosen.map(({ item, exchange }) => ({
        returnId: created.id,
        orderItemId: item.orderItemId,
        quantity: item.quantity,
        resolution: item.resolution,
        exchangeVariantId: exchange?.id ?? null,
        exchangeVariantTitle: exchange?.title ?? null,
        exchangeSku: exchange?.sku ?? null,
      })),
    );
    if (photoIds.length > 0) {
      await tx.update(returnPhotos).set({ returnId: created.id }).where(inArray(returnPhotos.id, photoIds));
    }
    await tx.insert(returnEvents).values({
      returnId: created.id,
      status: 'requested',
      note: `${RETURN_REASON_LABELS[body.reason]}${body.note ? `. ${body.note}` : ''}`,
      changedBy: shopper.kind === 'account' ? shopper.userId : null,
    });
    return announced(tx, created.id, 'requested', shopEmail ?? shop.email);
  });
  if (body.items.some((item) => item.resolution === 'exchange')) catalogChanged(db);
  return shopperAnswer(db, view, language);
}

/**
 * The return as its shopper sees it after her step, in her language: the view the step's mail was
 * made from is staff's, in English, so a Hindi page's answer is read again in Hindi (issue 28).
 */
async function shopperAnswer(db: Db, view: Return, language: Language): Promise<Return> {
  if (language === DEFAULT_LANGUAGE) return shopperSees(view);
  return (await returnView(db, view.id, { staff: false, language })) ?? shopperSees(view);
}

/** The return as it now stands, read once in the step's transaction: its mail goes from it. */
async function announced(
  tx: Db,
  returnId: string,
  step: 'requested' | 'cancelled',
  shopEmail: string | null,
) {
  const view = await returnView(tx, returnId, { staff: true });
  if (!view) throw notFound('Return not found');
  await notifyStep(tx, view, step, shopEmail);
  return view;
}

/** The account number typed twice is kept once. */
function stripConfirmation(refundTo: RefundTo | undefined): RefundTo | null {
  if (!refundTo) return null;
  if ('upiId' in refundTo) return { upiId: refundTo.upiId };
  return { accountName: refundTo.accountName, accountNumber: refundTo.accountNumber, ifsc: refundTo.ifsc };
}

/** The return's exchange lines' held stock, given back when it ends without a replacement. */
export async function releaseHeldStock(tx: Db, returnId: string): Promise<boolean> {
  const held = await tx
    .select({ variantId: returnItems.exchangeVariantId, quantity: returnItems.quantity })
    .from(returnItems)
    .where(and(eq(returnItems.returnId, returnId), eq(returnItems.resolution, 'exchange')));
  const lines = held.flatMap((line) =>
    line.variantId ? [{ variantId: line.variantId, quantity: line.quantity }] : [],
  );
  await returnStock(tx, lines);
  return lines.length > 0;
}

/** A return locked for a step, with its order's id. */
export async function lockReturn(tx: Db, returnId: string) {
  const [row] = await tx.select().from(returns).where(eq(returns.id, returnId)).for('update');
  return row;
}

/**
 * The shopper takes their request back (until the parcel is picked up; 409 after). The stock held
 * for an exchange goes back.
 */
export async function cancelReturn(
  db: Db,
  returnId: string,
  shopper: Shopper,
  /** The language the answer names the pieces in, the request's (issue 28). */
  language: Language,
): Promise<Return> {
  const { view, released } = await db.transaction(async (tx) => {
    const row = await lockReturn(tx, returnId);
    if (!row) throw notFound(RETURN_WORDS.notFound);
    await checkBuyer(tx, await orderForReturn(tx, row.orderId), shopper).catch(() => {
      throw notFound(RETURN_WORDS.notFound);
    });
    if (!shopperCanCancel(row.status)) {
      throw conflict(row.status === 'cancelled' ? RETURN_WORDS.alreadyCancelled : RETURN_WORDS.onItsWay);
    }
    await tx
      .update(returns)
      .set({ status: 'cancelled', updatedAt: new Date() })
      .where(eq(returns.id, row.id));
    await tx.insert(returnEvents).values({
      returnId: row.id,
      status: 'cancelled',
      note: 'Cancelled by the customer',
      changedBy: shopper.kind === 'account' ? shopper.userId : null,
    });
    const stockBack = await releaseHeldStock(tx, row.id);
    return { view: await announced(tx, row.id, 'cancelled', null), released: stockBack };
  });
  if (released) catalogChanged(db);
  return shopperAnswer(db, view, language);
}
