import type { AuditEntry } from '@shop/domain';
import { cn } from '@/lib/cn';
import { byLine, changeLines, entryTitle, ENTITY_LABELS } from '../lib/describe-entry';

/** One entry: what happened (and to which part), each field before → after, and by whom, when, where. */
function ActivityEntry({ entry, showEntity }: { entry: AuditEntry; showEntity: boolean }) {
  const lines = changeLines(entry);
  const isPart = entry.action.includes('.');
  return (
    <li
      className="grid gap-1.5 rounded-xl border border-line bg-white px-4 py-3"
      data-testid="activity-entry"
    >
      <p className="flex flex-wrap items-baseline gap-x-2 text-sm font-semibold text-ink">
        {entryTitle(entry)}
        {entry.detail && <span className="text-xs font-normal text-muted">{entry.detail}</span>}
        {/* Which record, when the detail does not name it already (a variant's SKU names only the variant). */}
        {showEntity && entry.entityId && entry.entity !== 'user' && (isPart || !entry.detail) && (
          <span className="text-xs font-normal text-muted">
            {ENTITY_LABELS[entry.entity] ?? entry.entity}{' '}
            {entry.entityId.length > 20 ? `#${entry.entityId.slice(-8).toUpperCase()}` : entry.entityId}
          </span>
        )}
      </p>
      {lines.length > 0 && (
        <dl className="grid gap-0.5 text-sm">
          {lines.map((line) => (
            <div key={line.label} className="flex flex-wrap gap-x-2">
              <dt className="text-ink-soft">{line.label}</dt>
              <dd className="min-w-0 break-words text-ink">
                {line.from !== null && (
                  <>
                    <span className="text-muted line-through">{line.from}</span>
                    <span aria-label="changed to" className="px-1 text-muted">
                      →
                    </span>
                  </>
                )}
                {line.to}
              </dd>
            </div>
          ))}
        </dl>
      )}
      <p className="text-xs text-muted">{byLine(entry)}</p>
    </li>
  );
}

/** Entries newest first: the Activity screen (with what each is about) and a record's own history. */
export function ActivityEntries({
  entries,
  showEntity = false,
  className,
}: {
  entries: AuditEntry[];
  showEntity?: boolean;
  className?: string;
}) {
  return (
    <ul aria-label="Activity" className={cn('grid gap-2', className)}>
      {entries.map((entry) => (
        <ActivityEntry key={entry.id} entry={entry} showEntity={showEntity} />
      ))}
    </ul>
  );
}
