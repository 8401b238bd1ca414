import { History } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useSearchParams } from '@/lib/router';
import { Pagination } from '@/components/pagination';
import { QueryFrame } from '@/components/query-frame';
import { EmptyState } from '@/components/states';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { plural } from '@/lib/plural';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { usePageTitle } from '@/lib/use-page-title';
import { useActivity } from '../api/audit';
import { ActivityEntries } from '../components/activity-entries';
import { ACTION_FILTERS, ENTITY_LABELS } from '../lib/describe-entry';

/** A filter's label above its control. */
function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  );
}

const ENTITY_FILTERS = Object.entries(ENTITY_LABELS).sort(([, a], [, b]) => a.localeCompare(b));

/**
 * The activity log (issue 29, administrator only): every staff change, sign-in and failed sign-in,
 * newest first, filtered by who, what and when. A record's own entries come from its link
 * (`?entity=product&entityId=…`).
 */
export function ActivityPage() {
  usePageTitle('Activity');
  const [params] = useSearchParams();
  const [actor, setActor] = useState('');
  const [entity, setEntity] = useState(params.get('entity') ?? '');
  const [action, setAction] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(1);
  const entityId =
    entity && entity === params.get('entity') ? (params.get('entityId') ?? undefined) : undefined;
  const debouncedActor = useDebouncedValue(actor.trim(), 300);
  const activity = useActivity({
    page,
    actor: debouncedActor || undefined,
    entity: entity || undefined,
    entityId,
    action: action || undefined,
    from: from || undefined,
    to: to || undefined,
  });
  const filtered = Boolean(actor.trim() || entity || action || from || to);
  const changed = (set: (value: string) => void) => (value: string) => {
    set(value);
    setPage(1);
  };

  return (
    <div className="mx-auto grid max-w-4xl grid-cols-1 gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <div>
        <h1 className="flex items-center gap-2 text-3xl sm:text-4xl">
          <History aria-hidden="true" className="size-7 text-accent" /> Activity
        </h1>
        <p className="mt-1 text-muted">
          Every change staff made, and every staff sign-in, with who, when and from where. Nobody can change
          or remove an entry.
        </p>
      </div>

      <form
        role="search"
        aria-label="Filter the activity"
        className="grid grid-cols-2 items-end gap-3 sm:grid-cols-[minmax(0,1fr)_10rem_9rem]"
        onSubmit={(event) => event.preventDefault()}
      >
        <div className="col-span-2 grid gap-1.5 sm:col-span-1">
          <Label htmlFor="activity-actor">Who</Label>
          <Input
            id="activity-actor"
            type="search"
            placeholder="E-mail of a staff member"
            value={actor}
            onChange={(event) => changed(setActor)(event.target.value)}
          />
        </div>
        <Field id="activity-entity" label="What">
          <NativeSelect
            id="activity-entity"
            value={entity}
            onChange={(event) => changed(setEntity)(event.target.value)}
          >
            <option value="">Everything</option>
            {ENTITY_FILTERS.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id="activity-action" label="Action">
          <NativeSelect
            id="activity-action"
            value={action}
            onChange={(event) => changed(setAction)(event.target.value)}
          >
            <option value="">Any</option>
            {ACTION_FILTERS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id="activity-from" label="From">
          <Input
            id="activity-from"
            type="date"
            value={from}
            onChange={(event) => changed(setFrom)(event.target.value)}
          />
        </Field>
        <Field id="activity-to" label="To">
          <Input
            id="activity-to"
            type="date"
            value={to}
            onChange={(event) => changed(setTo)(event.target.value)}
          />
        </Field>
        <div className="col-span-2 flex justify-end sm:col-span-1">
          <Button
            type="button"
            variant="ghost"
            disabled={!filtered}
            onClick={() => {
              for (const set of [setActor, setEntity, setAction, setFrom, setTo]) set('');
              setPage(1);
            }}
          >
            Clear filters
          </Button>
        </div>
      </form>

      <section aria-label="Entries" aria-busy={activity.isFetching} className="grid grid-cols-1 gap-3">
        <QueryFrame
          query={activity}
          keepDataOnError
          skeleton={
            <div className="grid gap-2" aria-label="Loading the activity" aria-busy="true">
              {[0, 1, 2, 3].map((row) => (
                <Skeleton key={row} className="h-20 w-full" />
              ))}
            </div>
          }
          error={{
            title: 'We could not load the activity',
            message: (error) => errorMessage(error, 'Failed to fetch the activity'),
          }}
          isEmpty={(data) => data.entries.length === 0}
          empty={
            <EmptyState
              icon={<History aria-hidden="true" className="size-10 text-muted" />}
              title={filtered ? 'Nothing matches these filters' : 'Nothing recorded yet'}
              message={
                filtered
                  ? 'Try fewer filters or a longer range of days.'
                  : 'Staff changes appear here as they happen.'
              }
            />
          }
        >
          {(data) => (
            <>
              <p className="text-sm text-muted">
                {plural(data.pagination.total, { one: 'entry', other: 'entries' })}
              </p>
              <ActivityEntries entries={data.entries} showEntity />
              <Pagination
                page={page}
                pagination={data.pagination}
                busy={activity.isFetching}
                onPageChange={setPage}
              />
            </>
          )}
        </QueryFrame>
      </section>
    </div>
  );
}
