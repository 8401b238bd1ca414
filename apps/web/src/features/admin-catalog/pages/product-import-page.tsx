import {
  CSV_LIST_SEPARATOR,
  PRODUCT_CSV_COLUMNS,
  PRODUCT_CSV_MAX_BYTES,
  PRODUCT_CSV_MAX_ROWS,
  type ImportProblem,
  type ProductImportResult,
} from '@shop/domain';
import { ArrowLeft, CheckCircle2, Download, FileSearch, Upload } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import { Link } from '@/lib/router';
import { FormAlert } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast, toastError } from '@/components/ui/use-toast';
import { ApiError, errorMessage } from '@/lib/api-client';
import { usePageTitle } from '@/lib/use-page-title';
import { downloadProductsCsv } from '../api/export-products';
import { useImportProducts } from '../api/import-products';
import { hiddenWithoutPicturesNote, importSummary, problemsOfDetails } from '../import-problems';
import { plural } from '@/lib/plural';

const MAX_MB = PRODUCT_CSV_MAX_BYTES / (1024 * 1024);

/** The problems of a file, by line: what the owner fixes in the spreadsheet before trying again. */
function ProblemsTable({ problems }: { problems: readonly ImportProblem[] }) {
  return (
    <div className="overflow-x-auto rounded-[var(--radius-card)] border border-line">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Problems found in the file, by line</caption>
        <thead className="border-b border-line bg-sand/40 text-xs tracking-wide text-muted uppercase">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Line
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Column
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Problem
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {problems.map((problem, index) => (
            <tr key={index}>
              <td className="px-4 py-2.5 font-medium tabular-nums">{problem.line || '—'}</td>
              <td className="px-4 py-2.5 font-mono text-xs">{problem.column || '—'}</td>
              <td className="px-4 py-2.5 text-ink-soft">{problem.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The documented columns with an example of each, as the import reads them. */
function ColumnsTable() {
  return (
    <div className="overflow-x-auto rounded-[var(--radius-card)] border border-line">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">The columns of the products CSV</caption>
        <thead className="border-b border-line bg-sand/40 text-xs tracking-wide text-muted uppercase">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Column
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Per
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              What it holds
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Example
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {PRODUCT_CSV_COLUMNS.map((column) => (
            <tr key={column.name}>
              <td className="px-4 py-2.5 font-mono text-xs whitespace-nowrap">{column.name}</td>
              <td className="px-4 py-2.5 text-muted">{column.level}</td>
              <td className="min-w-56 px-4 py-2.5 text-ink-soft">{column.help}</td>
              <td className="px-4 py-2.5 font-mono text-xs whitespace-nowrap">{column.example || '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Import/Export (admin and administrator): the catalogue to a spreadsheet and back. */
export function ProductImportPage() {
  usePageTitle('Import & Export Products');
  const fileId = useId();
  const importer = useImportProducts();
  const [file, setFile] = useState<File | null>(null);
  const [checked, setChecked] = useState<ProductImportResult | null>(null);
  const [problems, setProblems] = useState<ImportProblem[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  /** After an apply: the new products saved hidden for want of a picture (they stay listed here). */
  const [hiddenNote, setHiddenNote] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    setFile(event.target.files?.[0] ?? null);
    setChecked(null);
    setProblems([]);
    setFailure(null);
    setHiddenNote(null);
  }

  async function exportCsv() {
    setExporting(true);
    try {
      await downloadProductsCsv();
    } catch (error) {
      toastError('Export failed', errorMessage(error, 'The products could not be exported'));
    } finally {
      setExporting(false);
    }
  }

  function run(dryRun: boolean) {
    if (!file) return;
    setFailure(null);
    setHiddenNote(null);
    importer.mutate(
      { file, dryRun },
      {
        onSuccess: (result) => {
          if (result.dryRun) {
            setChecked(result);
            setProblems(result.errors);
            return;
          }
          setChecked(null);
          setProblems([]);
          setFile(null);
          setHiddenNote(hiddenWithoutPicturesNote(result.hiddenWithoutPictures, false));
          toast({ title: 'Import applied', description: importSummary(result), variant: 'success' });
        },
        onError: (error) => {
          // A refused apply (the shop changed since the check) lists its problems like a dry run.
          if (error instanceof ApiError && error.details.length > 0) {
            setChecked(null);
            setProblems(problemsOfDetails(error.details));
          }
          setFailure(errorMessage(error, 'The file could not be imported'));
        },
      },
    );
  }

  const clean = checked !== null && problems.length === 0;
  const hidden = checked ? hiddenWithoutPicturesNote(checked.hiddenWithoutPictures, true) : hiddenNote;
  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <div>
        <Link
          to="/product-management"
          className="inline-flex min-h-11 items-center gap-1.5 text-sm text-muted hover:text-ink"
        >
          <ArrowLeft className="size-4" /> Product Management
        </Link>
        <h1 className="mt-2 text-3xl sm:text-4xl">Import &amp; Export Products</h1>
        <p className="mt-1 text-muted">
          Move the catalogue to a spreadsheet and back: one row per variant, rows of a product share its
          handle.
        </p>
      </div>

      <Card>
        <CardHeader>
          <CardTitle>Export</CardTitle>
          <CardDescription>
            Every product and variant as a CSV file for Excel, Google Sheets or LibreOffice. Edit it and
            import it below.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button onClick={() => void exportCsv()} disabled={exporting}>
            <Download className="size-4" /> {exporting ? 'Preparing…' : 'Download products CSV'}
          </Button>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Import</CardTitle>
          <CardDescription>
            Check the file first: every problem is listed by line and nothing changes. Then apply it: all rows
            are saved, or none. Up to {MAX_MB} MB and {PRODUCT_CSV_MAX_ROWS.toLocaleString('en-IN')} rows.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <div className="grid gap-1.5">
            <label htmlFor={fileId} className="text-sm font-medium text-ink">
              CSV file
            </label>
            <input
              id={fileId}
              type="file"
              accept=".csv,text/csv"
              onChange={choose}
              className="block w-full max-w-md text-sm text-ink-soft file:mr-3 file:min-h-11 file:rounded-md file:border file:border-line file:bg-sand/40 file:px-4 file:text-sm file:font-medium file:text-ink"
            />
          </div>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => run(true)} disabled={!file || importer.isPending}>
              <FileSearch className="size-4" />
              {importer.isPending && importer.variables?.dryRun ? 'Checking…' : 'Check file (dry run)'}
            </Button>
            <Button onClick={() => run(false)} disabled={!clean || importer.isPending}>
              <Upload className="size-4" />
              {importer.isPending && !importer.variables?.dryRun ? 'Applying…' : 'Apply import'}
            </Button>
          </div>
          <FormAlert message={failure} />
          {checked && (
            <p role="status" className="flex items-start gap-2 text-sm text-ink">
              {clean && <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-leaf" />}
              {clean
                ? `No problems found: ${importSummary(checked)}. Apply it to save.`
                : `${plural(problems.length, { one: 'problem', other: 'problems' })} found in ${plural(checked.rows, { one: 'row', other: 'rows' })}. Nothing was changed; fix the file and check it again.`}
            </p>
          )}
          {hidden && (
            <p
              className="rounded-xl border border-marigold/40 bg-marigold-soft px-3 py-2 text-sm text-ink"
              data-testid="hidden-without-pictures"
            >
              {hidden}
            </p>
          )}
          {problems.length > 0 && <ProblemsTable problems={problems} />}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Columns</CardTitle>
          <CardDescription>
            The first row names the columns (any order). Product columns repeat on each of a product’s rows or
            stay blank after its first row. Yes/no columns take yes or no; lists are separated by{' '}
            <code>{CSV_LIST_SEPARATOR}</code>. Prices are in rupees with up to 2 decimals. An existing handle
            updates that product to what the file says; its variants are matched by SKU, and variants it
            leaves out are removed. Products not in the file are left alone.
          </CardDescription>
          <p className="text-sm text-ink">
            Pictures: use image addresses already uploaded to this shop (copy them from an export, or upload
            in Product Management first). Pictures are never downloaded from other websites. A new product
            without a picture is saved hidden from shoppers until you add one.
          </p>
        </CardHeader>
        <CardContent>
          <ColumnsTable />
        </CardContent>
      </Card>
    </div>
  );
}
