import { z } from 'zod';

/**
 * The monthly GST return, GSTR-1 (decision 049): the month's tables as the back office shows them
 * and as the GST portal's offline tool imports them (one CSV per table, in the tool's column order).
 * Amounts are rupees, as the whole API speaks them; the server sums them in paise.
 */

const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The tables the return downloads as CSV, by the names of the offline tool's templates. */
export const GST_RETURN_TABLES = ['b2b', 'b2cl', 'b2cs', 'cdnr', 'cdnur', 'hsn', 'docs'] as const;
export type GstReturnTable = (typeof GST_RETURN_TABLES)[number];

export const GstReturnMonthSchema = z
  .string({ error: 'month is required, written YYYY-MM, such as 2026-11' })
  .trim()
  .regex(MONTH_PATTERN, 'month must be a month written YYYY-MM, such as 2026-11');

export const GstReturnQuerySchema = z
  .object({
    month: GstReturnMonthSchema,
    /** `csv` downloads one table (`table`) instead of answering the JSON. */
    format: z.enum(['json', 'csv']).default('json'),
    table: z.enum(GST_RETURN_TABLES, `table must be one of ${GST_RETURN_TABLES.join(', ')}`).optional(),
  })
  .superRefine((query, context) => {
    if (query.format === 'csv' && !query.table) {
      context.addIssue({
        code: 'custom',
        path: ['table'],
        message: `A CSV download names its table: one of ${GST_RETURN_TABLES.join(', ')}`,
      });
    }
  });
export type GstReturnQuery = z.output<typeof GstReturnQuerySchema>;

export const GstReturnWarningsQuerySchema = z.object({ month: GstReturnMonthSchema });

/** The month after `2026-12`: `2027-01`. */
export function nextMonth(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
}

const rupees = z.number();

/** Tax at one rate, within a document or a summary row. */
const TaxFiguresShape = {
  taxableValue: rupees,
  igst: rupees,
  cgst: rupees,
  sgst: rupees,
};

export const GstRateRowSchema = z.object({ rate: z.number(), ...TaxFiguresShape });
export type GstRateRow = z.infer<typeof GstRateRowSchema>;

/** An invoice as B2B and B2CL list it: its value, place of supply and its tax per rate. */
const InvoiceRowShape = {
  invoiceNumber: z.string(),
  /** YYYY-MM-DD, India. */
  invoiceDate: z.string(),
  /** What the invoice charged, round-off included. */
  invoiceValue: rupees,
  /** `29-Karnataka`: the portal's way. */
  placeOfSupply: z.string(),
  ...TaxFiguresShape,
  rates: z.array(GstRateRowSchema),
};

export const GstB2bRowSchema = z.object({
  gstin: z.string(),
  receiverName: z.string(),
  ...InvoiceRowShape,
});
export type GstB2bRow = z.infer<typeof GstB2bRowSchema>;

export const GstB2clRowSchema = z.object(InvoiceRowShape);
export type GstB2clRow = z.infer<typeof GstB2clRowSchema>;

export const GstB2csRowSchema = z.object({ placeOfSupply: z.string(), rate: z.number(), ...TaxFiguresShape });
export type GstB2csRow = z.infer<typeof GstB2csRowSchema>;

export const GstHsnRowSchema = z.object({
  hsn: z.string(),
  description: z.string(),
  /** The unit quantity code: `PCS` unless a line names another. */
  uqc: z.string(),
  quantity: z.number(),
  taxableValue: rupees,
  rate: z.number(),
  igst: rupees,
  cgst: rupees,
  sgst: rupees,
});
export type GstHsnRow = z.infer<typeof GstHsnRowSchema>;

/** A credit note of a registered buyer (CDNR) or of a large inter-state sale to an unregistered one (CDNUR). */
export const GstCreditNoteRowSchema = z.object({
  type: z.enum(['CDNR', 'CDNUR']),
  /** The buyer's GSTIN (CDNR); null for CDNUR. */
  gstin: z.string().nullable(),
  receiverName: z.string(),
  noteNumber: z.string(),
  noteDate: z.string(),
  invoiceNumber: z.string(),
  invoiceDate: z.string(),
  placeOfSupply: z.string(),
  noteValue: rupees,
  ...TaxFiguresShape,
  rates: z.array(GstRateRowSchema),
});
export type GstCreditNoteRow = z.infer<typeof GstCreditNoteRowSchema>;

export const GST_DOCUMENT_NATURES = {
  invoice: 'Invoices for outward supply',
  'credit-note': 'Credit Note',
} as const;

export const GstDocumentsRowSchema = z.object({
  nature: z.string(),
  from: z.string(),
  to: z.string(),
  count: z.number().int(),
  cancelled: z.number().int(),
});
export type GstDocumentsRow = z.infer<typeof GstDocumentsRowSchema>;

export const GstReturnSchema = z.object({
  month: z.string(),
  b2b: z.array(GstB2bRowSchema),
  b2cl: z.array(GstB2clRowSchema),
  b2cs: z.array(GstB2csRowSchema),
  hsn: z.array(GstHsnRowSchema),
  creditNotes: z.array(GstCreditNoteRowSchema),
  documents: z.array(GstDocumentsRowSchema),
});
export type GstReturn = z.infer<typeof GstReturnSchema>;

/** What an issued document of the month lacks for the return, in words staff can act on. */
export const GstReturnWarningSchema = z.object({
  /** The invoice or credit note's number; null for a warning about a whole table. */
  document: z.string().nullable(),
  message: z.string(),
});
export type GstReturnWarning = z.infer<typeof GstReturnWarningSchema>;

export const GstReturnWarningsSchema = z.object({
  month: z.string(),
  warnings: z.array(GstReturnWarningSchema),
});

/** The header row of each table's CSV: the GST portal's GSTR-1 offline tool templates, in order. */
export const GST_RETURN_CSV_COLUMNS: Record<GstReturnTable, readonly string[]> = {
  b2b: [
    'GSTIN/UIN of Recipient',
    'Receiver Name',
    'Invoice Number',
    'Invoice date',
    'Invoice Value',
    'Place Of Supply',
    'Reverse Charge',
    'Applicable % of Tax Rate',
    'Invoice Type',
    'E-Commerce GSTIN',
    'Rate',
    'Taxable Value',
    'Cess Amount',
  ],
  b2cl: [
    'Invoice Number',
    'Invoice date',
    'Invoice Value',
    'Place Of Supply',
    'Applicable % of Tax Rate',
    'Rate',
    'Taxable Value',
    'Cess Amount',
    'E-Commerce GSTIN',
  ],
  b2cs: [
    'Type',
    'Place Of Supply',
    'Rate',
    'Applicable % of Tax Rate',
    'Taxable Value',
    'Cess Amount',
    'E-Commerce GSTIN',
  ],
  cdnr: [
    'GSTIN/UIN of Recipient',
    'Receiver Name',
    'Note Number',
    'Note Date',
    'Note Type',
    'Place Of Supply',
    'Reverse Charge',
    'Note Supply Type',
    'Note Value',
    'Applicable % of Tax Rate',
    'Rate',
    'Taxable Value',
    'Cess Amount',
  ],
  cdnur: [
    'UR Type',
    'Note Number',
    'Note Date',
    'Note Type',
    'Place Of Supply',
    'Note Value',
    'Applicable % of Tax Rate',
    'Rate',
    'Taxable Value',
    'Cess Amount',
  ],
  hsn: [
    'HSN',
    'Description',
    'UQC',
    'Total Quantity',
    'Total Value',
    'Taxable Value',
    'Integrated Tax Amount',
    'Central Tax Amount',
    'State/UT Tax Amount',
    'Cess Amount',
    'Rate',
  ],
  docs: ['Nature of Document', 'Sr. No. From', 'Sr. No. To', 'Total Number', 'Cancelled'],
};
