import { RETURN_STATUS_LABELS, type Return } from '@shop/domain';
import { formatDateTime } from '@/lib/format-date';

/** Every step the return took, with its time and note, oldest first. */
export function ReturnHistory({ history }: { history: Return['history'] }) {
  return (
    <ol className="grid gap-3 border-l-2 border-accent/30 pl-4" aria-label="Return history">
      {history.map((entry) => (
        <li key={`${entry.status}-${entry.at}`} className="relative">
          <span
            aria-hidden="true"
            className="absolute top-1.5 -left-[1.4rem] size-2.5 rounded-full bg-accent ring-4 ring-ivory"
          />
          <p className="text-sm font-medium text-ink">{RETURN_STATUS_LABELS[entry.status]}</p>
          <p className="text-xs text-muted">{formatDateTime(entry.at)}</p>
          {entry.note && <p className="mt-0.5 text-sm whitespace-pre-line text-ink-soft">{entry.note}</p>}
        </li>
      ))}
    </ol>
  );
}
