import { and, asc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import {
  amountInWords,
  DELIVERY_DESCRIPTION,
  documentNumber,
  financialYear,
  gstStateCode,
  indiaDate,
  INDIAN_STATES,
  invoiceLines,
  isStaff,
  orderNumber,
  placeOfSupply,
  SHOPPER_REFUSALS,
  type DocumentAddress,
  type DocumentLine,
  type InvoicedLine,
  type DocumentKind,
  type IndianState,
  type PaymentMethod,
  type Role,
  type TaxDocument,
} from '@shop/domain';
import type { Db } from '../../db/client.js';
import { creditNotes, invoices } from './tables.js';
import { orderItems, orders } from '../orders/tables.js';
import { users } from '../auth/tables.js';
import { AppError, conflict, notFound } from '../../lib/errors.js';
import { readShopSettings } from '../settings/index.js';

/**
 * Tax invoices and credit notes (decision 027). Both are issued inside the transaction that moves
 * the order (shipped; returned or cancelled after the invoice), numbered from their series, and
 * stored as the document they print: supplier, customer, addresses, lines and tax as they were.
 */

const ORDER_NOT_FOUND = SHOPPER_REFUSALS.orderNotFound;

const isIndianState = (state: string): state is IndianState =>
  (INDIAN_STATES as readonly string[]).includes(state);

/**
 * The next serial of a series in a financial year. The upsert locks the series' row until the
 * caller's transaction ends: a concurrent issue waits for it, and a rollback returns the number.
 */
async function nextSerial(tx: Db, kind: DocumentKind, year: string): Promise<number> {
  const result: unknown = await tx.execute(sql`
    insert into document_series (kind, financial_year, last_serial) values (${kind}, ${year}, 1)
    on conflict (kind, financial_year) do update set last_serial = document_series.last_serial + 1
    returning last_serial`);
  const serial = (result as { rows: { last_serial: number }[] }).rows[0]?.last_serial;
  if (serial === undefined) throw new Error('no serial returned');
  return serial;
}

/** The next number of a series, in the financial year of `at`: `KS/26-27/000123`. */
async function nextNumber(tx: Db, kind: DocumentKind, prefix: string, at: Date): Promise<string> {
  const year = financialYear(at);
  return documentNumber(kind, prefix, year, await nextSerial(tx, kind, year));
}

/** The order, its lines and its customer as the invoice reads them. */
async function invoicedOrder(tx: Db, orderId: string) {
  const [order] = await tx
    .select({
      id: orders.id,
      deliveryPaise: orders.deliveryPaise,
      totalPaise: orders.totalPaise,
      gstMode: orders.gstMode,
      paymentMethod: orders.paymentMethod,
      paymentUtr: orders.paymentUtr,
      exchangeForOrderId: orders.exchangeForOrderId,
      buyerGstin: orders.buyerGstin,
      buyerName: orders.buyerName,
      shippingName: orders.shippingName,
      shippingAddress: orders.shippingAddress,
      shippingCity: orders.shippingCity,
      shippingState: orders.shippingState,
      shippingPincode: orders.shippingPincode,
      shippingPhone: orders.shippingPhone,
      // A guest's order (decision 040) names its contact instead of an account.
      customerName: sql<string>`coalesce(${users.fullName}, ${orders.contactName})`,
      customerEmail: sql<string>`coalesce(${users.email}, ${orders.contactEmail})`,
    })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  if (!order) throw notFound(ORDER_NOT_FOUND);
  const lines = await tx
    .select({
      name: orderItems.productName,
      variantTitle: orderItems.variantTitle,
      hsnCode: orderItems.hsnCode,
      gstRate: orderItems.gstRate,
      quantity: orderItems.quantity,
      unitPricePaise: orderItems.unitPricePaise,
      discountPaise: orderItems.discountPaise,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(orderItems.productName, orderItems.id);
  return { order, lines };
}

/**
 * How the order was paid, as the invoice prints it: "Cash on Delivery", "UPI (UTR 123456789012)", or
 * for an exchange's replacement (decision 054) the credit of the pieces sent back.
 */
function paymentText(method: PaymentMethod, utr: string | null, exchangeForOrderId: string | null): string {
  if (exchangeForOrderId)
    return `Exchange: settled by the credit note of order #${orderNumber(exchangeForOrderId)}`;
  if (method === 'cod') return 'Cash on Delivery';
  return utr ? `UPI (UTR ${utr})` : 'UPI';
}

const GSTIN_NEEDED_TO_SHIP =
  'This order charged GST, so its tax invoice needs the shop’s GSTIN: enter it in Shop Settings, then ship';

/**
 * Issues the invoice of an order that is shipping, in the caller's transaction (the one that
 * moves it to shipped). An order has one invoice: a second call answers the first. An order that
 * charged GST gets a tax invoice carrying the shop's GSTIN, or is refused (409) while the shop has
 * none; an order placed while the shop was not registered gets an invoice without GST (decision 050).
 */
export async function issueInvoice(tx: Db, orderId: string, at: Date = new Date()): Promise<string> {
  const [existing] = await tx
    .select({ number: invoices.number })
    .from(invoices)
    .where(eq(invoices.orderId, orderId));
  if (existing) return existing.number;

  const { order, lines } = await invoicedOrder(tx, orderId);
  const { business } = await readShopSettings(tx);
  const taxInvoice = order.gstMode !== 'none';
  if (taxInvoice && business.gstin === '') {
    throw conflict(GSTIN_NEEDED_TO_SHIP);
  }
  const number = await nextNumber(tx, 'invoice', business.invoicePrefix, at);
  // The checkout only takes Indian states; an address written otherwise is charged as another state's.
  const state = isIndianState(order.shippingState) ? order.shippingState : undefined;
  const intraState = state === business.state;
  const shipping: DocumentAddress = {
    name: order.shippingName,
    lines: order.shippingAddress.split('\n').filter(Boolean),
    city: order.shippingCity,
    state: order.shippingState,
    pincode: order.shippingPincode,
    phone: order.shippingPhone,
  };
  const { lines: documentLines, totals } = invoiceLines(
    lines,
    order.deliveryPaise,
    order.totalPaise,
    intraState,
    order.gstMode,
  );
  const buyer = order.buyerGstin
    ? { gstin: order.buyerGstin, legalName: order.buyerName || order.customerName || order.shippingName }
    : undefined;
  const document: TaxDocument = {
    kind: 'invoice',
    number,
    date: indiaDate(at),
    orderNumber: orderNumber(order.id),
    supplier: {
      legalName: business.legalName,
      addressLines: business.addressLines,
      city: business.city,
      pincode: business.pincode,
      state: business.state,
      stateCode: gstStateCode(business.state),
      gstin: business.gstin,
    },
    // One address is given at checkout: the buyer is billed where the goods go, under the
    // business's name when it gave its GSTIN.
    billing: { ...shipping, name: buyer?.legalName ?? (order.customerName || order.shippingName) },
    shipping,
    placeOfSupply: state ? placeOfSupply(state) : { state: order.shippingState, stateCode: '' },
    intraState,
    lines: documentLines,
    totals,
    amountInWords: amountInWords(totals.totalPaise),
    paymentMethod: paymentText(order.paymentMethod, order.paymentUtr, order.exchangeForOrderId),
    gstMode: order.gstMode,
    taxInvoice,
    ...(buyer ? { buyer } : {}),
  };
  await tx.insert(invoices).values({ orderId, number, issuedAt: at, document });
  return number;
}

/**
 * Issues the credit note that reverses an order's invoice (a return to origin, or a cancellation
 * after invoicing), in the caller's transaction. Nothing when the order was never invoiced; one
 * credit note per invoice.
 */
export async function issueCreditNote(
  tx: Db,
  orderId: string,
  reason: string,
  at: Date = new Date(),
): Promise<string | null> {
  const [invoice] = await tx
    .select({ id: invoices.id, document: invoices.document, creditNote: creditNotes.number })
    .from(invoices)
    .leftJoin(creditNotes, and(eq(creditNotes.invoiceId, invoices.id), isNull(creditNotes.returnId)))
    .where(eq(invoices.orderId, orderId));
  if (!invoice) return null;
  if (invoice.creditNote) return invoice.creditNote;
  const { business } = await readShopSettings(tx);
  const number = await nextNumber(tx, 'credit-note', business.invoicePrefix, at);
  // The supply reversed is the one invoiced: its parties, lines and tax, as they were then (its
  // GST mode, whether it was a tax invoice, and the business buyer too).
  const document: TaxDocument = {
    ...invoice.document,
    kind: 'credit-note',
    number,
    date: indiaDate(at),
    invoice: { number: invoice.document.number, date: invoice.document.date },
    reason,
  };
  await tx.insert(creditNotes).values({ invoiceId: invoice.id, number, issuedAt: at, document });
  return number;
}

/** What a customer's return sends back: the lines as invoiced, and whether the delivery fee goes back too. */
export interface ReturnedSupply {
  orderId: string;
  returnId: string;
  /** The pieces returned: quantity returned, and their share of the line's discount. */
  lines: InvoicedLine[];
  /** The shop's fault: the invoice's delivery line is reversed too. */
  includeDelivery: boolean;
  reason: string;
}

/**
 * Issues the credit note of a customer's return (decision 054), in the caller's transaction: the
 * returned pieces at the price, discount and rate they were invoiced at (and the delivery line as
 * invoiced, when it is refunded), against the order's invoice, from the credit-note series. One per
 * return; nothing when the order was never invoiced.
 */
export async function issueReturnCreditNote(
  tx: Db,
  supply: ReturnedSupply,
  at: Date = new Date(),
): Promise<string | null> {
  const [invoice] = await tx
    .select({ id: invoices.id, document: invoices.document })
    .from(invoices)
    .where(eq(invoices.orderId, supply.orderId));
  if (!invoice) return null;
  const [existing] = await tx
    .select({ number: creditNotes.number })
    .from(creditNotes)
    .where(eq(creditNotes.returnId, supply.returnId));
  if (existing) return existing.number;
  const invoiced = invoice.document;
  const goods = invoiceLines(supply.lines, 0, null, invoiced.intraState, invoiced.gstMode ?? 'exclusive');
  const delivery = supply.includeDelivery
    ? invoiced.lines.filter((line) => line.description === DELIVERY_DESCRIPTION)
    : [];
  const lines = [...goods.lines, ...delivery];
  const sum = (pick: (line: DocumentLine) => number) => lines.reduce((total, line) => total + pick(line), 0);
  const totalPaise = sum((line) => line.totalPaise);
  const { business } = await readShopSettings(tx);
  const number = await nextNumber(tx, 'credit-note', business.invoicePrefix, at);
  const document: TaxDocument = {
    ...invoiced,
    kind: 'credit-note',
    number,
    date: indiaDate(at),
    invoice: { number: invoiced.number, date: invoiced.date },
    reason: supply.reason,
    lines,
    totals: {
      taxablePaise: sum((line) => line.taxablePaise),
      cgstPaise: sum((line) => line.cgstPaise),
      sgstPaise: sum((line) => line.sgstPaise),
      igstPaise: sum((line) => line.igstPaise),
      roundOffPaise: 0,
      totalPaise,
    },
    amountInWords: amountInWords(totalPaise),
  };
  await tx
    .insert(creditNotes)
    .values({ invoiceId: invoice.id, returnId: supply.returnId, number, issuedAt: at, document });
  return number;
}

/** A return's credit note, for its order's customer or staff (404 to anyone else; 409 before it is issued). */
export async function returnCreditNoteFor(
  db: Db,
  returnId: string,
  viewer: DocumentViewer,
): Promise<TaxDocument | null> {
  const [row] = await db
    .select({ userId: orders.userId, document: creditNotes.document })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(eq(creditNotes.returnId, returnId));
  if (!row) return null;
  if (row.userId !== viewer.id && !isStaff(viewer.role)) return null;
  return row.document;
}

export interface DocumentViewer {
  id: string;
  role: Role;
}

/**
 * An order's invoice or credit note for its customer or staff. Anyone else learns nothing, not
 * even that the order exists (404); before it is issued, 409 with a code the page can read.
 */
export async function documentFor(
  db: Db,
  orderId: string,
  kind: DocumentKind,
  viewer: DocumentViewer,
): Promise<TaxDocument> {
  const [row] = await db
    .select({
      userId: orders.userId,
      invoice: invoices.document,
      creditNote: creditNotes.document,
    })
    .from(orders)
    .leftJoin(invoices, eq(invoices.orderId, orders.id))
    .leftJoin(creditNotes, and(eq(creditNotes.invoiceId, invoices.id), isNull(creditNotes.returnId)))
    .where(eq(orders.id, orderId));
  if (!row || (row.userId !== viewer.id && !isStaff(viewer.role))) throw notFound(ORDER_NOT_FOUND);
  const document = kind === 'invoice' ? row.invoice : row.creditNote;
  if (document) return document;
  throw kind === 'invoice'
    ? new AppError(409, 'INVOICE_NOT_ISSUED', {
        en: 'The invoice is issued when the order ships',
        hi: 'इनवॉइस ऑर्डर शिप होने पर बनता है',
      })
    : new AppError(409, 'CREDIT_NOTE_NOT_ISSUED', {
        en: 'This order has no credit note',
        hi: 'इस ऑर्डर का कोई क्रेडिट नोट नहीं है',
      });
}

/**
 * The invoices and credit notes dated (India) from `fromDay` up to, not including, `untilDay`
 * (YYYY-MM-DD), as issued, each series in the order of its numbers: what a GST return is made of
 * (decision 049). The date is the document's own, the one it prints.
 */
export async function issuedDocumentsBetween(
  db: Db,
  fromDay: string,
  untilDay: string,
): Promise<{ invoices: TaxDocument[]; creditNotes: TaxDocument[] }> {
  const datedIn = (table: typeof invoices | typeof creditNotes) =>
    and(gte(sql`${table.document}->>'date'`, fromDay), lt(sql`${table.document}->>'date'`, untilDay));
  const [invoiceRows, creditNoteRows] = await Promise.all([
    db
      .select({ document: invoices.document })
      .from(invoices)
      .where(datedIn(invoices))
      .orderBy(asc(invoices.number)),
    db
      .select({ document: creditNotes.document })
      .from(creditNotes)
      .where(datedIn(creditNotes))
      .orderBy(asc(creditNotes.number)),
  ]);
  return {
    invoices: invoiceRows.map((row) => row.document),
    creditNotes: creditNoteRows.map((row) => row.document),
  };
}
