import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { sql } from 'drizzle-orm';
import {
  addDays,
  GST_STATE_CODES,
  istDayStart,
  ORDER_EXPORT_COLUMNS,
  ORDER_EXPORT_GST_MODES,
  ORDER_STATUS_LABELS,
  orderNumber,
  SHOP_STATE,
  splitTax,
  type GstMode,
  type IndianState,
  type OrderExportQuery,
  type OrderStatus,
} from '@shop/domain';
import type { Db } from '../../db/client.js';
import { neutraliseFormula } from '../../lib/csv.js';

/**
 * The orders export (decision 036), streamed: rows are read in batches of BATCH_SIZE by keyset
 * (placed at, id), each batch written to the CSV stream before the next is asked for, so 100,000
 * orders never sit in memory together and the first bytes leave at once.
 */
const BATCH_SIZE = 500;
const IST_OFFSET_MS = 330 * 60_000;

interface ExportRow {
  id: string;
  /** The exact timestamp as text: the keyset cursor keeps PostgreSQL's microseconds. */
  cursor: string;
  created_at: Date | string;
  status: OrderStatus;
  payment_method: string;
  shipping_name: string;
  email: string;
  shipping_phone: string;
  shipping_city: string;
  shipping_state: string;
  shipping_pincode: string;
  subtotal_paise: number;
  discount_paise: number;
  delivery_paise: number;
  gst_paise: number;
  total_paise: number;
  gst_mode: GstMode;
  /** Null on orders placed before decision 050. */
  taxable_paise: number | null;
  round_off_paise: number;
  invoice_number: string | null;
  invoice_date: string | null;
  taxable: string | null;
  cgst: string | null;
  sgst: string | null;
  igst: string | null;
  round_off: string | null;
}

async function batchAfter(
  db: Db,
  query: OrderExportQuery,
  after: { cursor: string; id: string } | null,
): Promise<ExportRow[]> {
  const start = istDayStart(query.from).toISOString();
  const end = istDayStart(addDays(query.to, 1)).toISOString();
  const result: unknown = await db.execute(sql`
    select o.id, o.created_at::text as cursor, o.created_at, o.status, o.payment_method, o.shipping_name,
      coalesce(u.email, o.contact_email) as email, o.shipping_phone, o.shipping_city, o.shipping_state, o.shipping_pincode,
      o.subtotal_paise, o.discount_paise, o.delivery_paise, o.gst_paise, o.total_paise,
      o.gst_mode, o.taxable_paise, o.round_off_paise,
      inv.number as invoice_number, inv.document->>'date' as invoice_date,
      inv.document->'totals'->>'taxablePaise' as taxable, inv.document->'totals'->>'cgstPaise' as cgst,
      inv.document->'totals'->>'sgstPaise' as sgst, inv.document->'totals'->>'igstPaise' as igst,
      inv.document->'totals'->>'roundOffPaise' as round_off
    from orders o left join users u on u.id = o.user_id left join invoices inv on inv.order_id = o.id
    where o.created_at >= ${start}::timestamptz and o.created_at < ${end}::timestamptz
      ${query.status ? sql`and o.status = ${query.status}` : sql``}
      ${after ? sql`and (o.created_at, o.id) > (${after.cursor}::timestamptz, ${after.id}::uuid)` : sql``}
    order by o.created_at, o.id limit ${BATCH_SIZE}`);
  return (result as { rows: ExportRow[] }).rows;
}

/** 12345 paise → "123.45": rupees as an accountant's sheet wants them, no symbol, no grouping. */
const rupees = (paise: number | string) => (Number(paise) / 100).toFixed(2);

/** `2026-11-28 09:05`, India time. */
function indiaDateTime(at: Date | string): string {
  return new Date(new Date(at).getTime() + IST_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}

/**
 * An order's tax figures, which add up to its total: taxable value + CGST + SGST + IGST + round-off.
 * The issued invoice's own totals when it has one; before that, what the order charged (decision
 * 050 keeps its taxable value and round-off) split as its invoice will split it: CGST + SGST within
 * the shop's state, else IGST. The invoice halves each line's GST, so until it is issued CGST and
 * SGST may differ from its by a paisa each way; their sum does not. An order placed before decision
 * 050 added its GST (whole rupees) on top: its taxable value is subtotal − discount + delivery.
 */
function taxOf(row: ExportRow) {
  if (row.taxable !== null) {
    return {
      taxable: row.taxable,
      cgst: row.cgst ?? 0,
      sgst: row.sgst ?? 0,
      igst: row.igst ?? 0,
      roundOff: row.round_off ?? 0,
    };
  }
  const gst = Number(row.gst_paise);
  const roundOff = Number(row.round_off_paise);
  const taxable = row.taxable_paise ?? Number(row.total_paise) - gst - roundOff;
  const split = splitTax(gst, row.shipping_state === SHOP_STATE);
  return { taxable, cgst: split.cgstPaise, sgst: split.sgstPaise, igst: split.igstPaise, roundOff };
}

/** The GST code of the delivery state ('' for a state the list does not know, which checkout refuses). */
const stateCodeOf = (state: string): string => GST_STATE_CODES[state as IndianState] ?? '';

function csvRecord(row: ExportRow): string[] {
  const tax = taxOf(row);
  const text = (value: string | null) => neutraliseFormula(value ?? '');
  return [
    orderNumber(row.id),
    indiaDateTime(row.created_at),
    ORDER_STATUS_LABELS[row.status],
    row.payment_method === 'cod' ? 'Cash on Delivery' : text(row.payment_method.toUpperCase()),
    text(row.shipping_name),
    text(row.email),
    text(row.shipping_phone),
    text(row.shipping_city),
    text(row.shipping_pincode),
    text(row.shipping_state),
    stateCodeOf(row.shipping_state),
    text(row.invoice_number),
    row.invoice_date ?? '',
    rupees(row.subtotal_paise),
    rupees(row.discount_paise),
    rupees(row.delivery_paise),
    rupees(tax.taxable),
    rupees(tax.cgst),
    rupees(tax.sgst),
    rupees(tax.igst),
    rupees(tax.roundOff),
    rupees(row.total_paise),
    ORDER_EXPORT_GST_MODES[row.gst_mode],
  ];
}

async function* records(db: Db, query: OrderExportQuery): AsyncGenerator<string[]> {
  let after: { cursor: string; id: string } | null = null;
  for (;;) {
    const batch = await batchAfter(db, query, after);
    for (const row of batch) yield csvRecord(row);
    const last = batch.at(-1);
    if (!last || batch.length < BATCH_SIZE) return;
    after = { cursor: last.cursor, id: last.id };
  }
}

/** The CSV as a stream: a header row, then one row per order, oldest first. */
export function orderExportStream(db: Db, query: OrderExportQuery): Readable {
  // A byte-order mark, so Excel reads the names (and ₹ in them) as UTF-8.
  const csv = stringify({
    bom: true,
    header: true,
    columns: [...ORDER_EXPORT_COLUMNS],
    // CRLF, as RFC 4180 and spreadsheets expect.
    record_delimiter: 'windows',
  });
  const source = Readable.from(records(db, query));
  source.on('error', (error) => csv.destroy(error));
  return source.pipe(csv);
}

/** `orders-2026-11-01-to-2026-11-28.csv` (with the status when one was chosen). */
export function orderExportFileName(query: OrderExportQuery): string {
  const status = query.status ? `-${query.status}` : '';
  return `orders-${query.from}-to-${query.to}${status}.csv`;
}
