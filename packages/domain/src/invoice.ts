import { gstStateCode } from './gst.js';
import type { Paise } from './money.js';
import { splitTax, taxOf, type GstMode, type TaxedAmount } from './pricing.js';
import type { IndianState } from './orders.js';

/**
 * Tax invoices and credit notes (decision 027, CGST Rules 46 and 53): the series they are numbered
 * in, what each one says, and the amount in words. Pure: the server snapshots the document when it
 * issues it and renders that snapshot, so later changes to settings or catalogue never alter it.
 */

/** GST allows a serial number of at most 16 characters: letters, digits, `-` and `/`. */
export const DOCUMENT_NUMBER_MAX = 16;
export const DOCUMENT_NUMBER_PATTERN = /^[A-Za-z0-9/-]{1,16}$/;

export type DocumentKind = 'invoice' | 'credit-note';

/** India keeps one time zone (UTC+5:30) all year: an invoice's date is its date there. */
const IST_OFFSET_MS = 330 * 60_000;
const inIndia = (at: Date) => new Date(at.getTime() + IST_OFFSET_MS);

/** `2026-04-01`: the calendar date in India of a moment. */
export function indiaDate(at: Date): string {
  return inIndia(at).toISOString().slice(0, 10);
}

/** `26-27`: the financial year (1 April to 31 March, Indian time) a moment falls in. */
export function financialYear(at: Date): string {
  const local = inIndia(at);
  const start = local.getUTCMonth() >= 3 ? local.getUTCFullYear() : local.getUTCFullYear() - 1;
  const yy = (year: number) => String(year % 100).padStart(2, '0');
  return `${yy(start)}-${yy(start + 1)}`;
}

/**
 * `KS/26-27/000123` for an invoice, `KS/CN/26-27/0001` for a credit note: the serial is zero-padded
 * to fill the 16 characters GST allows (6 digits for invoices under a prefix of up to 3, at least 3
 * for credit notes). A serial that no longer fits is refused rather than cut.
 */
export function documentNumber(kind: DocumentKind, prefix: string, year: string, serial: number): string {
  const stem = kind === 'invoice' ? `${prefix}/${year}/` : `${prefix}/CN/${year}/`;
  const width = Math.min(6, DOCUMENT_NUMBER_MAX - stem.length);
  const number = `${stem}${String(serial).padStart(width, '0')}`;
  if (number.length > DOCUMENT_NUMBER_MAX || !DOCUMENT_NUMBER_PATTERN.test(number)) {
    throw new RangeError(`${number} is longer than the ${DOCUMENT_NUMBER_MAX} characters GST allows`);
  }
  return number;
}

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function belowHundred(n: number): string {
  if (n < 20) return ONES[n] ?? '';
  return [TENS[Math.floor(n / 10)], ONES[n % 10]].filter(Boolean).join(' ');
}

/** A whole number in words with Indian grouping: crore (1,00,00,000), lakh (1,00,000), thousand, hundred. */
function wholeInWords(n: number): string {
  if (n === 0) return 'Zero';
  const parts: string[] = [];
  const crore = Math.floor(n / 1_00_00_000);
  if (crore > 0) parts.push(`${wholeInWords(crore)} Crore`);
  const lakh = Math.floor((n % 1_00_00_000) / 1_00_000);
  if (lakh > 0) parts.push(`${belowHundred(lakh)} Lakh`);
  const thousand = Math.floor((n % 1_00_000) / 1000);
  if (thousand > 0) parts.push(`${belowHundred(thousand)} Thousand`);
  const hundred = Math.floor((n % 1000) / 100);
  if (hundred > 0) parts.push(`${ONES[hundred]} Hundred`);
  const rest = n % 100;
  if (rest > 0) parts.push(belowHundred(rest));
  return parts.join(' ');
}

/** "Rupees One Lakh Twenty Thousand Four Hundred Only", "… and Fifty Paise Only" when there are paise. */
export function amountInWords(paise: Paise): string {
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  const paisePart = rest > 0 ? ` and ${belowHundred(rest)} Paise` : '';
  return `Rupees ${wholeInWords(rupees)}${paisePart} Only`;
}

/** A party's address as the document prints it. */
export interface DocumentAddress {
  name: string;
  lines: string[];
  city: string;
  state: string;
  pincode: string;
  phone?: string;
}

export interface DocumentSupplier {
  legalName: string;
  addressLines: string[];
  city: string;
  pincode: string;
  state: IndianState;
  stateCode: string;
  /** '' while the shop is not registered. */
  gstin: string;
}

/** The unit quantity code (GST's UQC) of a line: pieces, unless a document says otherwise. */
export const DEFAULT_UNIT = 'PCS';

/** One line of goods (or the delivery) with its tax. Amounts in paise. */
export interface DocumentLine {
  description: string;
  hsnCode: string;
  quantity: number;
  /** GST's unit quantity code; absent on documents issued before decision 050 (read as PCS). */
  unit?: string;
  /** The price of one unit as charged: including GST when the order's prices did (decision 050). */
  unitPricePaise: Paise;
  discountPaise: Paise;
  taxablePaise: Paise;
  gstRate: number;
  /** Within the shop's state: half the rate each. */
  cgstPaise: Paise;
  sgstPaise: Paise;
  /** Any other state: the full rate. */
  igstPaise: Paise;
  totalPaise: Paise;
}

export interface DocumentTotals {
  taxablePaise: Paise;
  cgstPaise: Paise;
  sgstPaise: Paise;
  igstPaise: Paise;
  /** What the order charged (GST rounded to rupees) less the sum of the lines: a few paise either way. */
  roundOffPaise: Paise;
  totalPaise: Paise;
}

/** Everything an issued invoice or credit note prints, kept as issued. */
export interface TaxDocument {
  kind: DocumentKind;
  number: string;
  /** YYYY-MM-DD, India. */
  date: string;
  /** A credit note names the invoice it adjusts, and why. */
  invoice?: { number: string; date: string };
  reason?: string;
  orderNumber: string;
  supplier: DocumentSupplier;
  billing: DocumentAddress;
  shipping: DocumentAddress;
  placeOfSupply: { state: string; stateCode: string };
  /** CGST + SGST when true, IGST otherwise. */
  intraState: boolean;
  lines: DocumentLine[];
  totals: DocumentTotals;
  amountInWords: string;
  /** How the order was paid, as printed: "Cash on Delivery", or "UPI (UTR 123456789012)". */
  paymentMethod: string;
  /**
   * How the order charged GST (decision 050): `inclusive` prints "Prices include GST", `none` has no
   * GST at all. Absent on documents before decision 050: `exclusive`.
   */
  gstMode?: GstMode;
  /**
   * False for a document issued while the shop was not registered for GST: an invoice without GST,
   * not a tax invoice, and not in a GST return. Absent on documents before decision 050: true.
   */
  taxInvoice?: boolean;
  /** A business buyer's GSTIN and legal name, given at checkout: the invoice is B2B. */
  buyer?: { gstin: string; legalName: string };
}

/** An order line as the invoice reads it (its snapshot). */
export interface InvoicedLine {
  name: string;
  variantTitle: string;
  hsnCode: string;
  gstRate: number;
  quantity: number;
  unitPricePaise: Paise;
  /** The line's share of the order's coupon discount (decision 037); absent or 0 without one. */
  discountPaise?: Paise | undefined;
}

export const DELIVERY_DESCRIPTION = 'Delivery charges';

/** A line as the invoice prints it, its tax split by where the goods go. */
function documentLine(
  base: Pick<DocumentLine, 'description' | 'hsnCode' | 'quantity' | 'unitPricePaise'>,
  discountPaise: Paise,
  tax: TaxedAmount,
  intraState: boolean,
): DocumentLine {
  return {
    ...base,
    unit: DEFAULT_UNIT,
    discountPaise,
    gstRate: tax.gstRate,
    taxablePaise: tax.taxablePaise,
    ...splitTax(tax.taxPaise, intraState),
    totalPaise: tax.taxablePaise + tax.taxPaise,
  };
}

/**
 * The lines of an invoice: each order line at the rate it was charged, then delivery at the goods'
 * (highest) rate under the HSN code of the goods whose rate it takes (a composite supply is its
 * principal supply), and the totals, with the round-off that brings them to what the order charged.
 * The taxes are the same functions' as the cart's and checkout's (decision 050), so the invoice
 * says to the paisa what the buyer was shown: the taxable value taken out of the price paid when
 * prices include GST, GST added on the price otherwise, none when the shop was not registered.
 */
export function invoiceLines(
  lines: readonly InvoicedLine[],
  deliveryPaise: Paise,
  /** What the order charged; null for a document whose total is its lines' (a return's credit note). */
  orderTotalPaise: Paise | null,
  intraState: boolean,
  gstMode: GstMode = 'exclusive',
): { lines: DocumentLine[]; totals: DocumentTotals } {
  const goods = lines.map((line) => {
    // A coupon's share: the taxable value is what is left, as the order was charged (decision 037).
    const discountPaise = line.discountPaise ?? 0;
    const tax = taxOf(line.unitPricePaise * line.quantity - discountPaise, line.gstRate, gstMode);
    return documentLine(
      {
        description: line.variantTitle ? `${line.name} (${line.variantTitle})` : line.name,
        hsnCode: line.hsnCode,
        quantity: line.quantity,
        unitPricePaise: line.unitPricePaise,
      },
      discountPaise,
      tax,
      intraState,
    );
  });
  const principal = [...lines].sort((a, b) => b.gstRate - a.gstRate)[0];
  const all =
    deliveryPaise > 0 && principal
      ? [
          ...goods,
          documentLine(
            {
              description: DELIVERY_DESCRIPTION,
              hsnCode: principal.hsnCode,
              quantity: 1,
              unitPricePaise: deliveryPaise,
            },
            0,
            taxOf(deliveryPaise, principal.gstRate, gstMode),
            intraState,
          ),
        ]
      : goods;
  const sum = (pick: (line: DocumentLine) => number) => all.reduce((total, line) => total + pick(line), 0);
  const lineTotal = sum((line) => line.totalPaise);
  return {
    lines: all,
    totals: {
      taxablePaise: sum((line) => line.taxablePaise),
      cgstPaise: sum((line) => line.cgstPaise),
      sgstPaise: sum((line) => line.sgstPaise),
      igstPaise: sum((line) => line.igstPaise),
      roundOffPaise: orderTotalPaise === null ? 0 : orderTotalPaise - lineTotal,
      totalPaise: orderTotalPaise ?? lineTotal,
    },
  };
}

/** Place of supply for goods sent to a buyer: the state where delivery ends, with its GST code. */
export function placeOfSupply(state: IndianState): { state: string; stateCode: string } {
  return { state, stateCode: gstStateCode(state) };
}
