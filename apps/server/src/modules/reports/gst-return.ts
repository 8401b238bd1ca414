import {
  DEFAULT_UNIT,
  DELIVERY_DESCRIPTION,
  GST_DOCUMENT_NATURES,
  gstinProblem,
  paiseToRupees,
  type DocumentLine,
  type GstB2bRow,
  type GstB2clRow,
  type GstB2csRow,
  type GstCreditNoteRow,
  type GstDocumentsRow,
  type GstHsnRow,
  type GstRateRow,
  type GstReturn,
  type GstReturnWarning,
  type Paise,
  type TaxDocument,
} from '@shop/domain';

/**
 * GSTR-1 from the month's issued documents (decision 049), pure: the service reads the documents,
 * this sorts them into the return's tables. Every sum is made in paise from the documents' own
 * lines, so each table adds up to the paisa with the invoices and credit notes it came from.
 */

/** A stored document as the return reads it: `taxInvoice`, `buyer` and `unit` are absent on old ones. */
export type ReturnDocument = TaxDocument;

/** B2CL: an inter-state invoice to an unregistered buyer worth more than ₹1,00,000. */
const B2CL_ABOVE_PAISE: Paise = 1_00_000_00;

type Section = 'b2b' | 'b2cl' | 'b2cs';

/** Where an invoice goes in the return, and where a credit note of it goes (its invoice's section). */
function sectionOf(document: ReturnDocument): Section {
  if (document.buyer?.gstin) return 'b2b';
  if (!document.intraState && document.totals.totalPaise > B2CL_ABOVE_PAISE) return 'b2cl';
  return 'b2cs';
}

interface Tax {
  taxable: Paise;
  igst: Paise;
  cgst: Paise;
  sgst: Paise;
}
const noTax = (): Tax => ({ taxable: 0, igst: 0, cgst: 0, sgst: 0 });
/** A summary row a sale and its credit note in the same month cancelled out says nothing: left out. */
const hasFigures = (tax: Tax) => tax.taxable !== 0 || tax.igst !== 0 || tax.cgst !== 0 || tax.sgst !== 0;

function addTax(sum: Tax, line: DocumentLine, sign: 1 | -1): void {
  sum.taxable += sign * line.taxablePaise;
  sum.igst += sign * line.igstPaise;
  sum.cgst += sign * line.cgstPaise;
  sum.sgst += sign * line.sgstPaise;
}

const rupeesOf = (tax: Tax) => ({
  taxableValue: paiseToRupees(tax.taxable),
  igst: paiseToRupees(tax.igst),
  cgst: paiseToRupees(tax.cgst),
  sgst: paiseToRupees(tax.sgst),
});

/** A document's tax per rate (lowest rate first), and over all its lines. */
function taxPerRate(document: ReturnDocument): { rates: GstRateRow[]; total: Tax } {
  const byRate = new Map<number, Tax>();
  const total = noTax();
  for (const line of document.lines) {
    const sum = byRate.get(line.gstRate) ?? noTax();
    addTax(sum, line, 1);
    byRate.set(line.gstRate, sum);
    addTax(total, line, 1);
  }
  const rates = [...byRate].sort(([a], [b]) => a - b).map(([rate, tax]) => ({ rate, ...rupeesOf(tax) }));
  return { rates, total };
}

/** The portal's names where they differ from the shop's (it writes "&" for "and"). */
const PORTAL_STATE_NAMES: Record<string, string> = { '97': 'Other Territory' };

/** `09-Uttar Pradesh`: a place of supply as the portal's offline tool writes it. */
function portalPlaceOfSupply(place: { state: string; stateCode: string }): string {
  const name = PORTAL_STATE_NAMES[place.stateCode] ?? place.state.replaceAll(' and ', ' & ');
  return place.stateCode ? `${place.stateCode}-${name}` : name;
}

function invoiceRow(document: ReturnDocument) {
  const { rates, total } = taxPerRate(document);
  return {
    invoiceNumber: document.number,
    invoiceDate: document.date,
    invoiceValue: paiseToRupees(document.totals.totalPaise),
    placeOfSupply: portalPlaceOfSupply(document.placeOfSupply),
    ...rupeesOf(total),
    rates,
  };
}

const receiverNameOf = (document: ReturnDocument) => document.buyer?.legalName ?? document.billing.name;

/** Headings of the HSN codes a studio like this uses (docs/shared INDIA.md); others stay blank. */
const HSN_HEADINGS: Record<string, string> = {
  '4202': 'Bags and pouches',
  '6204': "Women's garments",
  '6206': "Women's blouses and shirts",
  '6211': "Women's garments",
  '6214': 'Shawls, stoles and dupattas',
  '6304': 'Furnishing articles',
  '6307': 'Other made-up textile articles',
  '7113': 'Jewellery of precious metal',
  '7117': 'Imitation jewellery',
  '9615': 'Hair accessories',
};

interface HsnSum extends Tax {
  hsn: string;
  rate: number;
  uqc: string;
  quantity: number;
}

/**
 * Adds a document's lines to the HSN summary (a credit note takes them away). Delivery adds its
 * value under the HSN and rate it carries, in the unit of the goods it carried, but no quantity:
 * the pieces supplied are the goods'.
 */
function addToHsn(summary: Map<string, HsnSum>, document: ReturnDocument, sign: 1 | -1): void {
  const goods = document.lines.filter((line) => line.description !== DELIVERY_DESCRIPTION);
  for (const line of document.lines) {
    const delivery = line.description === DELIVERY_DESCRIPTION;
    const carried = delivery
      ? goods.find((good) => good.hsnCode === line.hsnCode && good.gstRate === line.gstRate)
      : line;
    const uqc = (carried ?? line).unit ?? DEFAULT_UNIT;
    const key = `${line.hsnCode}|${line.gstRate}|${uqc}`;
    const sum = summary.get(key) ?? { hsn: line.hsnCode, rate: line.gstRate, uqc, quantity: 0, ...noTax() };
    addTax(sum, line, sign);
    if (!delivery) sum.quantity += sign * line.quantity;
    summary.set(key, sum);
  }
}

/** The serial at the end of a document number, and the series (the number without it). */
function seriesOf(number: string): { stem: string; serial: number } {
  const match = /^(.*?)(\d+)$/.exec(number);
  return match ? { stem: match[1] ?? '', serial: Number(match[2]) } : { stem: number, serial: 0 };
}

/**
 * Table 13, one row per series: its first and last number in the month and how many were issued.
 * The shop cancels no document (a cancelled order gets a credit note, its invoice stands).
 */
function documentsIssued(documents: ReturnDocument[], warnings: GstReturnWarning[]): GstDocumentsRow[] {
  const series = new Map<string, ReturnDocument[]>();
  for (const document of documents) {
    const key = `${document.kind}|${seriesOf(document.number).stem}`;
    series.set(key, [...(series.get(key) ?? []), document]);
  }
  return [...series.values()].map((issued) => {
    const sorted = [...issued].sort((a, b) => seriesOf(a.number).serial - seriesOf(b.number).serial);
    const first = sorted[0] as ReturnDocument;
    const last = sorted.at(-1) as ReturnDocument;
    const span = seriesOf(last.number).serial - seriesOf(first.number).serial + 1;
    if (span !== sorted.length) {
      warnings.push({
        document: null,
        message: `${first.number} to ${last.number}: ${span - sorted.length} number(s) in between are not in this month's return (issued in another month, or as bills while not registered)`,
      });
    }
    return {
      nature: GST_DOCUMENT_NATURES[first.kind],
      from: first.number,
      to: last.number,
      count: sorted.length,
      cancelled: 0,
    };
  });
}

/** What a document lacks for the return: the shop's GSTIN, HSN codes, a buyer's valid GSTIN, a state code. */
function documentWarnings(document: ReturnDocument): GstReturnWarning[] {
  const found: string[] = [];
  const { gstin } = document.supplier;
  if (!gstin) found.push("was issued without the shop's GSTIN (set it in Shop Settings)");
  else if (gstinProblem(gstin)) found.push(`carries the shop's GSTIN ${gstin}, which is not a valid GSTIN`);
  for (const line of document.lines) {
    if (!line.hsnCode) found.push(`has a line without an HSN code: ${line.description}`);
    else if (!/^(\d{4}|\d{6}|\d{8})$/.test(line.hsnCode)) {
      found.push(`has a line whose HSN code ${line.hsnCode} is not 4, 6 or 8 digits: ${line.description}`);
    }
  }
  const buyer = document.buyer?.gstin;
  if (buyer && gstinProblem(buyer))
    found.push(`names the buyer's GSTIN ${buyer}, which is not a valid GSTIN`);
  if (!document.placeOfSupply.stateCode) {
    found.push(`has a place of supply without a state code (${document.placeOfSupply.state})`);
  }
  const what = document.kind === 'invoice' ? 'Invoice' : 'Credit note';
  return found.map((message) => ({
    document: document.number,
    message: `${what} ${document.number} ${message}`,
  }));
}

export interface BuiltReturn {
  gstReturn: GstReturn;
  warnings: GstReturnWarning[];
}

/**
 * The month's return. Bills issued while not registered are left out. Credit notes reduce the month
 * they are issued in: a registered buyer's is CDNR, one of a B2CL invoice is CDNUR, and one of a
 * B2CS sale is netted in B2CS (its place of supply and rate), as Table 7 is reported net. The HSN
 * summary is net of every credit note.
 */
export function buildGstReturn(
  month: string,
  issued: { invoices: ReturnDocument[]; creditNotes: ReturnDocument[] },
): BuiltReturn {
  const isTaxInvoice = (document: ReturnDocument) => document.taxInvoice !== false;
  const invoices = issued.invoices.filter(isTaxInvoice);
  const creditNotes = issued.creditNotes.filter(isTaxInvoice);
  const leftOut = issued.invoices.length + issued.creditNotes.length - invoices.length - creditNotes.length;
  const warnings: GstReturnWarning[] = [];
  if (leftOut > 0) {
    warnings.push({
      document: null,
      message: `${leftOut} bill(s) issued while the shop was not registered for GST are not tax invoices and are left out`,
    });
  }

  const b2b: GstB2bRow[] = [];
  const b2cl: GstB2clRow[] = [];
  const b2cs = new Map<string, { placeOfSupply: string; rate: number } & Tax>();
  const hsn = new Map<string, HsnSum>();
  const netInB2cs = (document: ReturnDocument, sign: 1 | -1) => {
    const placeOfSupply = portalPlaceOfSupply(document.placeOfSupply);
    for (const line of document.lines) {
      const key = `${placeOfSupply}|${line.gstRate}`;
      const sum = b2cs.get(key) ?? { placeOfSupply, rate: line.gstRate, ...noTax() };
      addTax(sum, line, sign);
      b2cs.set(key, sum);
    }
  };

  for (const invoice of invoices) {
    warnings.push(...documentWarnings(invoice));
    addToHsn(hsn, invoice, 1);
    const section = sectionOf(invoice);
    if (section === 'b2b') {
      b2b.push({
        gstin: invoice.buyer?.gstin ?? '',
        receiverName: receiverNameOf(invoice),
        ...invoiceRow(invoice),
      });
    } else if (section === 'b2cl') b2cl.push(invoiceRow(invoice));
    else netInB2cs(invoice, 1);
  }

  const notes: GstCreditNoteRow[] = [];
  for (const note of creditNotes) {
    warnings.push(...documentWarnings(note));
    addToHsn(hsn, note, -1);
    const section = sectionOf(note);
    if (section === 'b2cs') {
      netInB2cs(note, -1);
      continue;
    }
    const { rates, total } = taxPerRate(note);
    notes.push({
      type: section === 'b2b' ? 'CDNR' : 'CDNUR',
      gstin: section === 'b2b' ? (note.buyer?.gstin ?? '') : null,
      receiverName: receiverNameOf(note),
      noteNumber: note.number,
      noteDate: note.date,
      invoiceNumber: note.invoice?.number ?? '',
      invoiceDate: note.invoice?.date ?? '',
      placeOfSupply: portalPlaceOfSupply(note.placeOfSupply),
      noteValue: paiseToRupees(note.totals.totalPaise),
      ...rupeesOf(total),
      rates,
    });
  }

  const b2csRows: GstB2csRow[] = [...b2cs.values()]
    .filter(hasFigures)
    .sort((a, b) => a.placeOfSupply.localeCompare(b.placeOfSupply) || a.rate - b.rate)
    .map((row) => ({ placeOfSupply: row.placeOfSupply, rate: row.rate, ...rupeesOf(row) }));
  for (const row of b2csRows) {
    if (row.taxableValue < 0) {
      warnings.push({
        document: null,
        message: `B2CS ${row.placeOfSupply} at ${row.rate}% is negative: this month's credit notes exceed its sales there`,
      });
    }
  }
  const hsnRows: GstHsnRow[] = [...hsn.values()]
    .filter((row) => row.quantity !== 0 || hasFigures(row))
    .sort((a, b) => a.hsn.localeCompare(b.hsn) || a.rate - b.rate || a.uqc.localeCompare(b.uqc))
    .map((row) => ({
      hsn: row.hsn,
      description: HSN_HEADINGS[row.hsn.slice(0, 4)] ?? '',
      uqc: row.uqc,
      quantity: row.quantity,
      taxableValue: paiseToRupees(row.taxable),
      rate: row.rate,
      igst: paiseToRupees(row.igst),
      cgst: paiseToRupees(row.cgst),
      sgst: paiseToRupees(row.sgst),
    }));

  const documents = documentsIssued([...invoices, ...creditNotes], warnings);
  return {
    gstReturn: { month, b2b, b2cl, b2cs: b2csRows, hsn: hsnRows, creditNotes: notes, documents },
    warnings,
  };
}
