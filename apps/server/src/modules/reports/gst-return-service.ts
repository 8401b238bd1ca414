import {
  GST_RETURN_CSV_COLUMNS,
  nextMonth,
  type GstRateRow,
  type GstReturn,
  type GstReturnTable,
} from '@shop/domain';
import type { Db } from '../../db/client.js';
import { CSV_BOM, csvRow } from '../../lib/csv.js';
import { issuedDocumentsBetween } from '../invoicing/index.js';
import { buildGstReturn, type BuiltReturn } from './gst-return.js';

/**
 * The GST return of a month (decision 049): the month's tax invoices and credit notes, read from
 * invoicing by their India date, sorted into GSTR-1's tables; and each table as the CSV the GST
 * portal's offline tool imports.
 */
export async function gstReturnOf(db: Db, month: string): Promise<BuiltReturn> {
  const issued = await issuedDocumentsBetween(db, `${month}-01`, `${nextMonth(month)}-01`);
  return buildGstReturn(month, issued);
}

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `2026-11-05` → `05-Nov-2026`, the offline tool's dates. */
function portalDate(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}-${MONTH_NAMES[Number(month) - 1] ?? ''}-${year}`;
}

/** The offline tool's UQC values name the code and its unit; a code it does not list is written as it is. */
const PORTAL_UQC: Record<string, string> = {
  BOX: 'BOX-BOX',
  DOZ: 'DOZ-DOZENS',
  GMS: 'GMS-GAMMES',
  KGS: 'KGS-KILOGRAMS',
  MTR: 'MTR-METERS',
  NOS: 'NOS-NUMBERS',
  OTH: 'OTH-OTHERS',
  PCS: 'PCS-PIECES',
  PRS: 'PRS-PAIRS',
  SET: 'SET-SETS',
};

type Cell = string | number;
/** Rupees with paise, summed from paise: two decimals at most. */
const money = (rupees: number) => Math.round(rupees * 100) / 100;
/** Columns the shop leaves empty: Applicable % of Tax Rate, Cess Amount, E-Commerce GSTIN. */
const EMPTY = '';

/** One row per rate of a document, its own columns first, as B2B, B2CL, CDNR and CDNUR want them. */
const perRate = (rates: GstRateRow[], cells: (rate: GstRateRow) => Cell[]) => rates.map(cells);

const TABLE_ROWS: Record<GstReturnTable, (data: GstReturn) => Cell[][]> = {
  b2b: (data) =>
    data.b2b.flatMap((invoice) =>
      perRate(invoice.rates, (rate) => [
        invoice.gstin,
        invoice.receiverName,
        invoice.invoiceNumber,
        portalDate(invoice.invoiceDate),
        money(invoice.invoiceValue),
        invoice.placeOfSupply,
        'N',
        EMPTY,
        'Regular B2B',
        EMPTY,
        rate.rate,
        money(rate.taxableValue),
        EMPTY,
      ]),
    ),
  b2cl: (data) =>
    data.b2cl.flatMap((invoice) =>
      perRate(invoice.rates, (rate) => [
        invoice.invoiceNumber,
        portalDate(invoice.invoiceDate),
        money(invoice.invoiceValue),
        invoice.placeOfSupply,
        EMPTY,
        rate.rate,
        money(rate.taxableValue),
        EMPTY,
        EMPTY,
      ]),
    ),
  b2cs: (data) =>
    data.b2cs.map((row) => ['OE', row.placeOfSupply, row.rate, EMPTY, money(row.taxableValue), EMPTY, EMPTY]),
  cdnr: (data) =>
    data.creditNotes
      .filter((note) => note.type === 'CDNR')
      .flatMap((note) =>
        perRate(note.rates, (rate) => [
          note.gstin ?? '',
          note.receiverName,
          note.noteNumber,
          portalDate(note.noteDate),
          'C',
          note.placeOfSupply,
          'N',
          'Regular B2B',
          money(note.noteValue),
          EMPTY,
          rate.rate,
          money(rate.taxableValue),
          EMPTY,
        ]),
      ),
  cdnur: (data) =>
    data.creditNotes
      .filter((note) => note.type === 'CDNUR')
      .flatMap((note) =>
        perRate(note.rates, (rate) => [
          'B2CL',
          note.noteNumber,
          portalDate(note.noteDate),
          'C',
          note.placeOfSupply,
          money(note.noteValue),
          EMPTY,
          rate.rate,
          money(rate.taxableValue),
          EMPTY,
        ]),
      ),
  hsn: (data) =>
    data.hsn.map((row) => [
      row.hsn,
      row.description,
      PORTAL_UQC[row.uqc] ?? row.uqc,
      row.quantity,
      money(row.taxableValue + row.igst + row.cgst + row.sgst),
      money(row.taxableValue),
      money(row.igst),
      money(row.cgst),
      money(row.sgst),
      EMPTY,
      row.rate,
    ]),
  docs: (data) => data.documents.map((row) => [row.nature, row.from, row.to, row.count, row.cancelled]),
};

/** One table of the return as CSV: a UTF-8 byte-order mark, the offline tool's header row, CRLF rows. */
export function gstReturnCsv(data: GstReturn, table: GstReturnTable): string {
  const lines = [GST_RETURN_CSV_COLUMNS[table], ...TABLE_ROWS[table](data)].map(csvRow);
  return CSV_BOM + lines.join('');
}

/** `gstr1-2026-11-hsn.csv`. */
export const gstReturnFileName = (month: string, table: GstReturnTable) => `gstr1-${month}-${table}.csv`;
