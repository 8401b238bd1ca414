import {
  formatRupees,
  indiaToday,
  type GstB2bRow,
  type GstB2clRow,
  type GstB2csRow,
  type GstCreditNoteRow,
  type GstDocumentsRow,
  type GstHsnRow,
  type GstReturn,
  type GstReturnWarning,
} from '@shop/domain';
import { CircleCheck, TriangleAlert } from 'lucide-react';
import { QueryFrame } from '@/components/query-frame';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { formatDay } from '@/lib/format-date';
import { usePageTitle } from '@/lib/use-page-title';
import { useSearchParamsUpdate } from '@/lib/use-search-params-update';
import { useGstReturn, useGstReturnWarnings } from '../api/get-gst-return';
import { CsvButton, ReturnTable, type Column } from '../components/return-table';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const monthFormat = new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const monthName = (month: string) => monthFormat.format(new Date(`${month}-01T00:00:00Z`));
const rate = (value: number) => `${value}%`;

/** Taxable value and the three taxes, the columns every table ends with. */
function taxColumns<
  Row extends { taxableValue: number; igst: number; cgst: number; sgst: number },
>(): Column<Row>[] {
  return [
    { header: 'Taxable value', cell: (row) => formatRupees(row.taxableValue), figure: true },
    { header: 'IGST', cell: (row) => formatRupees(row.igst), figure: true },
    { header: 'CGST', cell: (row) => formatRupees(row.cgst), figure: true },
    { header: 'SGST', cell: (row) => formatRupees(row.sgst), figure: true },
  ];
}

const invoiceColumns = <Row extends GstB2clRow>(): Column<Row>[] => [
  { header: 'Invoice', cell: (row) => row.invoiceNumber },
  { header: 'Date', cell: (row) => formatDay(row.invoiceDate) },
  { header: 'Place of supply', cell: (row) => row.placeOfSupply },
  { header: 'Rates', cell: (row) => row.rates.map((r) => rate(r.rate)).join(', ') },
  { header: 'Invoice value', cell: (row) => formatRupees(row.invoiceValue), figure: true },
  ...taxColumns<Row>(),
];

const B2B_COLUMNS: Column<GstB2bRow>[] = [
  { header: 'Buyer GSTIN', cell: (row) => <span className="font-mono text-xs">{row.gstin}</span> },
  { header: 'Buyer', cell: (row) => row.receiverName },
  ...invoiceColumns<GstB2bRow>(),
];
const B2CS_COLUMNS: Column<GstB2csRow>[] = [
  { header: 'Place of supply', cell: (row) => row.placeOfSupply },
  { header: 'Rate', cell: (row) => rate(row.rate), figure: true },
  ...taxColumns<GstB2csRow>(),
];
const HSN_COLUMNS: Column<GstHsnRow>[] = [
  { header: 'HSN', cell: (row) => row.hsn || <span className="text-danger">Missing</span> },
  { header: 'Description', cell: (row) => row.description || '—' },
  { header: 'UQC', cell: (row) => row.uqc },
  { header: 'Quantity', cell: (row) => row.quantity, figure: true },
  { header: 'Rate', cell: (row) => rate(row.rate), figure: true },
  ...taxColumns<GstHsnRow>(),
];
const CREDIT_NOTE_COLUMNS: Column<GstCreditNoteRow>[] = [
  { header: 'Type', cell: (row) => row.type },
  { header: 'Note', cell: (row) => row.noteNumber },
  { header: 'Date', cell: (row) => formatDay(row.noteDate) },
  { header: 'Against invoice', cell: (row) => row.invoiceNumber },
  { header: 'Buyer', cell: (row) => (row.gstin ? `${row.receiverName} (${row.gstin})` : row.receiverName) },
  { header: 'Place of supply', cell: (row) => row.placeOfSupply },
  { header: 'Note value', cell: (row) => formatRupees(row.noteValue), figure: true },
  ...taxColumns<GstCreditNoteRow>(),
];
const DOCUMENT_COLUMNS: Column<GstDocumentsRow>[] = [
  { header: 'Nature of document', cell: (row) => row.nature },
  { header: 'From', cell: (row) => row.from },
  { header: 'To', cell: (row) => row.to },
  { header: 'Total', cell: (row) => row.count, figure: true },
  { header: 'Cancelled', cell: (row) => row.cancelled, figure: true },
];

function Warnings({ warnings }: { warnings: GstReturnWarning[] | undefined }) {
  if (!warnings) return <Skeleton className="h-16 rounded-2xl" />;
  if (warnings.length === 0) {
    return (
      <p className="flex items-center gap-2 rounded-2xl bg-leaf-soft px-4 py-3 text-sm text-leaf">
        <CircleCheck className="size-4 shrink-0" aria-hidden="true" />
        Every invoice and credit note of the month has what the return needs.
      </p>
    );
  }
  return (
    <section
      aria-labelledby="gst-warnings"
      className="rounded-2xl border border-marigold bg-marigold-soft px-4 py-3 text-sm text-ink"
    >
      <h2 id="gst-warnings" className="flex items-center gap-2 font-semibold">
        <TriangleAlert className="size-4 shrink-0" aria-hidden="true" />
        Check before filing ({warnings.length})
      </h2>
      <ul className="mt-2 grid list-disc gap-1 pl-6">
        {warnings.map((warning, index) => (
          <li key={index} className="break-words">
            {warning.message}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Tables({ data }: { data: GstReturn }) {
  const { month } = data;
  return (
    <div className="grid grid-cols-1 gap-8">
      <ReturnTable
        id="b2b"
        title="B2B invoices"
        note="Table 4A: sales to buyers registered for GST, per invoice."
        downloads={<CsvButton month={month} table="b2b" label="b2b.csv" />}
        columns={B2B_COLUMNS}
        rows={data.b2b}
        rowKey={(row) => row.invoiceNumber}
      />
      <ReturnTable
        id="b2cl"
        title="B2C large invoices"
        note="Table 5: sales to another state above ₹1,00,000 to unregistered buyers, per invoice."
        downloads={<CsvButton month={month} table="b2cl" label="b2cl.csv" />}
        columns={invoiceColumns<GstB2clRow>()}
        rows={data.b2cl}
        rowKey={(row) => row.invoiceNumber}
      />
      <ReturnTable
        id="b2cs"
        title="B2C small"
        note="Table 7: every other sale to unregistered buyers, per place of supply and rate, net of its credit notes."
        downloads={<CsvButton month={month} table="b2cs" label="b2cs.csv" />}
        columns={B2CS_COLUMNS}
        rows={data.b2cs}
        rowKey={(row) => `${row.placeOfSupply}/${row.rate}`}
      />
      <ReturnTable
        id="credit-notes"
        title="Credit notes"
        note="Table 9B: credit notes of registered buyers (CDNR) and of B2C large invoices (CDNUR)."
        downloads={
          <>
            <CsvButton month={month} table="cdnr" label="cdnr.csv" />
            <CsvButton month={month} table="cdnur" label="cdnur.csv" />
          </>
        }
        columns={CREDIT_NOTE_COLUMNS}
        rows={data.creditNotes}
        rowKey={(row) => row.noteNumber}
      />
      <ReturnTable
        id="hsn"
        title="HSN summary"
        note="Table 12: goods per HSN code and rate, delivery under its goods' code, net of credit notes."
        downloads={<CsvButton month={month} table="hsn" label="hsn.csv" />}
        columns={HSN_COLUMNS}
        rows={data.hsn}
        rowKey={(row) => `${row.hsn}/${row.rate}/${row.uqc}`}
      />
      <ReturnTable
        id="documents"
        title="Documents issued"
        note="Table 13: each series' first and last number this month."
        downloads={<CsvButton month={month} table="docs" label="docs.csv" />}
        columns={DOCUMENT_COLUMNS}
        rows={data.documents}
        rowKey={(row) => `${row.nature}/${row.from}`}
      />
    </div>
  );
}

/** The monthly GST return, GSTR-1 (staff; decision 049): the month's tables, their CSVs and what to fix first. */
export function GstReturnsPage() {
  usePageTitle('GST returns');
  const [params, update] = useSearchParamsUpdate();
  const asked = params.get('month') ?? '';
  const month = MONTH.test(asked) ? asked : indiaToday().slice(0, 7);
  const gstReturn = useGstReturn(month);
  const warnings = useGstReturnWarnings(month);

  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-3xl font-semibold text-ink sm:text-4xl">GST returns</h1>
          <p className="mt-1 text-sm text-muted">
            GSTR-1 for {monthName(month)}, from the tax invoices and credit notes dated in it (India time).
            Each table downloads as the GST offline tool’s CSV.
          </p>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="gst-month">Month</Label>
          <Input
            id="gst-month"
            type="month"
            value={month}
            max={indiaToday().slice(0, 7)}
            onChange={(event) => {
              if (MONTH.test(event.target.value)) update({ month: event.target.value });
            }}
            className="w-48"
          />
        </div>
      </div>
      {warnings.isError ? null : <Warnings warnings={warnings.data} />}
      <QueryFrame
        query={gstReturn}
        skeleton={
          <div className="grid gap-4" aria-busy="true" aria-label="Loading the return">
            {Array.from({ length: 3 }, (_, index) => (
              <Card key={index} className="p-4">
                <Skeleton className="h-6 w-48" />
                <Skeleton className="mt-3 h-24 w-full" />
              </Card>
            ))}
          </div>
        }
        error={{ message: 'Failed to load the GST return' }}
      >
        {(data) => (
          <div className={cn(gstReturn.isPlaceholderData && 'opacity-60')}>
            <Tables data={data} />
          </div>
        )}
      </QueryFrame>
    </div>
  );
}
