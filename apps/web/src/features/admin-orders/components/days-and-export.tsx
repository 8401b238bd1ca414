import { addDays, indiaToday, type OrderStatus } from '@shop/domain';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toastError } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { downloadOrdersCsv } from '../api/export-orders';

/** Without chosen days, the export takes the last 30. */
const DEFAULT_EXPORT_DAYS = 30;

/**
 * The order list's days placed (India time) and the CSV download of what the list shows: the same
 * days and status, with the GST columns an accountant needs (decision 036).
 */
export function DaysAndExport({
  from,
  to,
  status,
  onChange,
}: {
  from: string | undefined;
  to: string | undefined;
  status: OrderStatus | undefined;
  onChange: (days: { from: string | undefined; to: string | undefined }) => void;
}) {
  const [busy, setBusy] = useState(false);
  const today = indiaToday();
  const exportTo = to ?? today;
  const exportFrom = from ?? addDays(exportTo, 1 - DEFAULT_EXPORT_DAYS);

  async function download() {
    setBusy(true);
    try {
      await downloadOrdersCsv({ from: exportFrom, to: exportTo, status });
    } catch (error) {
      toastError('Download failed', errorMessage(error, 'The orders could not be exported'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mt-6 flex flex-wrap items-end gap-2">
      <label className="grid gap-1 text-xs font-medium text-muted">
        Placed from
        <Input
          type="date"
          value={from ?? ''}
          max={to ?? today}
          onChange={(event) => onChange({ from: event.target.value || undefined, to })}
          className="w-40"
        />
      </label>
      <label className="grid gap-1 text-xs font-medium text-muted">
        to
        <Input
          type="date"
          value={to ?? ''}
          min={from}
          max={today}
          onChange={(event) => onChange({ from, to: event.target.value || undefined })}
          className="w-40"
        />
      </label>
      <Button variant="outline" className="h-11 sm:ml-auto" disabled={busy} onClick={() => void download()}>
        <Download aria-hidden="true" className="size-4" />
        {busy
          ? 'Preparing…'
          : from || to
            ? 'Download CSV'
            : `Download CSV (last ${DEFAULT_EXPORT_DAYS} days)`}
      </Button>
    </div>
  );
}
