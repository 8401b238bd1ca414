import type { GstReturnTable } from '@shop/domain';
import { Download } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { ResponsiveTable } from '@/components/responsive-table';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { toastError } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { downloadGstCsv } from '../api/download-gst-csv';

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Figures are right-aligned in the table. */
  figure?: boolean;
}

/** Downloads one table as the offline tool's CSV; says so when the download fails. */
export function CsvButton({ month, table, label }: { month: string; table: GstReturnTable; label: string }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadGstCsv(month, table);
    } catch (error) {
      toastError('No CSV downloaded', errorMessage(error, 'Please try again'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outline" size="sm" onClick={() => void download()} disabled={busy}>
      <Download className="size-4" aria-hidden="true" />
      {label}
    </Button>
  );
}

/**
 * One table of the return: a heading with its downloads, then its rows as cards on phones and a
 * table from `md` up (ResponsiveTable), or a line saying the month has none.
 */
export function ReturnTable<Row>({
  id,
  title,
  note,
  downloads,
  columns,
  rows,
  rowKey,
}: {
  id: string;
  title: string;
  note: string;
  downloads: ReactNode;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
}) {
  const headingId = `${id}-heading`;
  return (
    <section aria-labelledby={headingId} className="grid min-w-0 gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="font-display text-xl font-semibold text-ink">
            {title} <span className="text-base font-normal text-muted">({rows.length})</span>
          </h2>
          <p className="text-sm text-muted">{note}</p>
        </div>
        <div className="flex flex-wrap gap-2">{downloads}</div>
      </div>
      {rows.length === 0 ? (
        <Card className="px-5 py-4 text-sm text-muted">None this month.</Card>
      ) : (
        <ResponsiveTable
          label={title}
          headers={columns.map((column) =>
            column.figure ? <span className="block text-right">{column.header}</span> : column.header,
          )}
          cards={rows.map((row) => (
            <li key={rowKey(row)}>
              <Card className="p-4">
                <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
                  {columns.map((column) => (
                    <div key={column.header} className="contents">
                      <dt className="text-muted">{column.header}</dt>
                      <dd className="text-right font-medium break-words text-ink">{column.cell(row)}</dd>
                    </div>
                  ))}
                </dl>
              </Card>
            </li>
          ))}
          rows={rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column, index) => (
                <td
                  key={column.header}
                  className={cn(
                    index === 0 ? 'px-5 py-3' : 'px-4 py-3',
                    column.figure && 'text-right tabular-nums',
                    index === columns.length - 1 && 'pr-5 text-right',
                  )}
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        />
      )}
    </section>
  );
}
