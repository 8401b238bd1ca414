import {
  OPEN_RETURN_STATUSES,
  RETURN_AGE_FILTERS,
  RETURN_STATUS_LABELS,
  RETURN_STATUSES,
  type ReturnStatus,
} from '@shop/domain';
import { PackageOpen } from 'lucide-react';
import { FilterPills } from '@/components/filter-pills';
import { QueryFrame } from '@/components/query-frame';
import { EmptyState, SkeletonBlocks } from '@/components/states';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { plural } from '@/lib/plural';
import { usePageTitle } from '@/lib/use-page-title';
import { useSearchParamsUpdate } from '@/lib/use-search-params-update';
import { useAdminReturns, type AdminReturnFilters } from '../api/get-admin-returns';
import { ReturnList } from '../components/return-list';

type StatusFilter = AdminReturnFilters['status'];
const STATUS_FILTERS: StatusFilter[] = ['open', ...RETURN_STATUSES, 'all'];
const FILTER_LABEL = (value: StatusFilter) =>
  value === 'open' ? 'Open' : value === 'all' ? 'All' : RETURN_STATUS_LABELS[value];

const isStatusFilter = (value: string | null): value is StatusFilter =>
  value !== null && (STATUS_FILTERS as string[]).includes(value);
const isAge = (value: string | null): value is (typeof RETURN_AGE_FILTERS)[number] =>
  value !== null && (RETURN_AGE_FILTERS as readonly string[]).includes(value);

/** The count beside a filter: 'open' sums the statuses still moving, 'all' every one. */
function countOf(counts: Record<string, number>, value: StatusFilter): number {
  if (value !== 'open' && value !== 'all') return counts[value] ?? 0;
  const statuses: readonly ReturnStatus[] = value === 'open' ? OPEN_RETURN_STATUSES : RETURN_STATUSES;
  return counts[value] ?? statuses.reduce((sum, status) => sum + (counts[status] ?? 0), 0);
}

/**
 * Returns (staff; issue 25): what shoppers sent back or asked to exchange, the open ones first by
 * default, by status and by how long they have waited. Each opens its own screen to move it along.
 */
export function ReturnsPage() {
  usePageTitle('Returns');
  const [params, update, setParams] = useSearchParamsUpdate();
  const statusParam = params.get('status');
  const status: StatusFilter = isStatusFilter(statusParam) ? statusParam : 'open';
  const ageParam = params.get('age');
  const age = isAge(ageParam) ? ageParam : undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const returns = useAdminReturns({ status, olderThanDays: age ? Number(age) : undefined, page });
  const counts = returns.data?.counts;
  const filtered = status !== 'open' || age !== undefined;
  const statusOptions = STATUS_FILTERS.map((value) => ({
    value,
    label: FILTER_LABEL(value),
    count: counts && countOf(counts, value),
  }));
  const setStatus = (value: StatusFilter) =>
    update({ status: value === 'open' ? undefined : value, page: undefined });

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-semibold text-ink sm:text-4xl">Returns</h1>
      <p className="mt-1 text-sm text-muted">
        Returns and exchanges asked after delivery, newest first: approve the pickup, receive the parcel, then
        refund or send the replacement.
      </p>

      <div className="mt-6 grid gap-3">
        {/* Tablets and up: every status at a glance; a phone chooses from a select. */}
        <FilterPills
          className="hidden md:flex"
          label="Filter by status"
          options={statusOptions}
          value={status}
          onChange={setStatus}
        />
        <div className="grid grid-cols-2 gap-3 md:flex">
          <div className="grid gap-1.5 md:hidden">
            <Label htmlFor="returns-status">Status</Label>
            <NativeSelect
              id="returns-status"
              value={status}
              onChange={(event) => isStatusFilter(event.target.value) && setStatus(event.target.value)}
            >
              {statusOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                  {option.count !== undefined ? ` (${option.count})` : ''}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-1.5 md:w-56">
            <Label htmlFor="returns-age">Waiting</Label>
            <NativeSelect
              id="returns-age"
              value={age ?? ''}
              onChange={(event) => update({ age: event.target.value || undefined, page: undefined })}
            >
              <option value="">Any time</option>
              {RETURN_AGE_FILTERS.map((days) => (
                <option key={days} value={days}>
                  Over {days} days
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
      </div>

      <QueryFrame
        query={returns}
        skeleton={
          <SkeletonBlocks
            label="Loading returns"
            count={6}
            className="mt-6 grid gap-2"
            blockClassName="h-16 rounded-xl"
          />
        }
        error={{
          className: 'mt-6',
          title: 'We could not load the returns',
          message: (error) => errorMessage(error, 'Please try again'),
        }}
        isEmpty={(data) => data.returns.length === 0}
        empty={
          <EmptyState
            className="mt-6"
            icon={<PackageOpen />}
            title={status === 'open' && !age ? 'No returns waiting' : 'No returns found'}
            message={
              filtered
                ? 'Try another status or age.'
                : 'Returns appear here when customers ask to send back or exchange a delivered piece.'
            }
            action={
              filtered ? (
                <Button variant="outline" onClick={() => setParams({}, { replace: true })}>
                  Show open returns
                </Button>
              ) : undefined
            }
          />
        }
        pager={{
          className: 'mt-6 justify-center',
          icons: false,
          page,
          busy: returns.isFetching,
          onPageChange: (next) => update({ page: next > 1 ? String(next) : undefined }),
        }}
      >
        {(data) => (
          <div className={cn('mt-6', returns.isPlaceholderData && 'opacity-60')}>
            <p className="mb-3 text-sm text-muted">
              {plural(data.pagination.total, { one: 'return', other: 'returns' })}
            </p>
            <ReturnList returns={data.returns} />
          </div>
        )}
      </QueryFrame>
    </div>
  );
}
