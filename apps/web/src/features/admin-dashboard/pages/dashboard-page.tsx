import { formatRupees, ORDER_STATUS_LABELS, type Dashboard } from '@shop/domain';
import { lazy, Suspense, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useSearchParams } from '@/lib/router';
import { QueryFrame } from '@/components/query-frame';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { SkeletonBlocks } from '@/components/states';
import { Skeleton } from '@/components/ui/skeleton';
import { SetupChecklist } from '@/features/setup';
import { cn } from '@/lib/cn';
import { formatDateTime, formatDay } from '@/lib/format-date';
import { usePageTitle } from '@/lib/use-page-title';
import { useDashboard, type DashboardRange } from '../api/get-dashboard';
import { DashboardFigures } from '../components/dashboard-figures';
import { customRangeProblem, ordersLink, PRESETS, rangeFromParams } from '../lib/ranges';

// The chart library loads with the charts, after the figures: never on the storefront.
const RevenueChart = lazy(() => import('../components/charts').then((m) => ({ default: m.RevenueChart })));
const StatusChart = lazy(() => import('../components/charts').then((m) => ({ default: m.StatusChart })));

function Panel({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <Card className={cn('min-w-0', className)}>
      <CardHeader className="pb-2">
        <CardTitle as="h2" className="text-lg">
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

function RangePicker({ range, preset }: { range: DashboardRange; preset: string }) {
  const [, setParams] = useSearchParams();
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const [problem, setProblem] = useState<string | null>(null);
  const applyCustom = (event: FormEvent) => {
    event.preventDefault();
    const found = customRangeProblem(from, to);
    setProblem(found);
    if (!found) setParams({ from, to }, { replace: true });
  };
  return (
    <div className="grid gap-3 lg:grid-cols-[auto_1fr] lg:items-end">
      <div className="flex flex-wrap gap-1.5" role="group" aria-label="Range">
        {PRESETS.map((option) => (
          <button
            key={option.id}
            type="button"
            aria-pressed={preset === option.id}
            onClick={() => setParams(option.id === 'today' ? {} : { range: option.id }, { replace: true })}
            className={cn(
              'h-11 rounded-full border px-4 text-sm font-medium transition-colors',
              preset === option.id
                ? 'border-accent bg-accent text-white'
                : 'border-line bg-card text-ink hover:bg-sand',
            )}
          >
            {option.label}
          </button>
        ))}
      </div>
      <form
        onSubmit={applyCustom}
        className="flex flex-wrap items-end gap-2 lg:justify-end"
        aria-label="Custom range"
      >
        <label className="grid gap-1 text-xs font-medium text-muted">
          From
          <Input
            type="date"
            value={from}
            onChange={(event) => setFrom(event.target.value)}
            className="w-40"
          />
        </label>
        <label className="grid gap-1 text-xs font-medium text-muted">
          To
          <Input type="date" value={to} onChange={(event) => setTo(event.target.value)} className="w-40" />
        </label>
        <Button type="submit" variant={preset === 'custom' ? 'default' : 'outline'} className="h-11">
          Show
        </Button>
        {problem ? (
          <p role="alert" className="w-full text-sm text-danger lg:text-right">
            {problem}
          </p>
        ) : null}
      </form>
    </div>
  );
}

function RankList({
  rows,
  empty,
}: {
  rows: { key: string; name: string; units: number; revenue: number; to: string }[];
  empty: string;
}) {
  if (rows.length === 0) return <p className="text-sm text-muted">{empty}</p>;
  return (
    <ol className="grid grid-cols-1 gap-2">
      {rows.map((row) => (
        <li key={row.key}>
          <Link
            to={row.to}
            className="flex items-baseline justify-between gap-3 rounded-lg py-1.5 hover:text-accent"
          >
            <span className="min-w-0 truncate font-medium">{row.name}</span>
            <span className="shrink-0 text-sm text-muted">
              {row.units} sold · <span className="font-semibold text-ink">{formatRupees(row.revenue)}</span>
            </span>
          </Link>
        </li>
      ))}
    </ol>
  );
}

function Details({ data, range }: { data: Dashboard; range: DashboardRange }) {
  const chartFallback = <Skeleton className="h-[220px] w-full" />;
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2 lg:items-start">
      <Panel title="Revenue per day" className="lg:col-span-2">
        <Suspense fallback={chartFallback}>
          <RevenueChart days={data.perDay} />
        </Suspense>
      </Panel>
      <Panel title="Orders by status">
        <Suspense fallback={chartFallback}>
          <StatusChart statuses={data.byStatus} />
        </Suspense>
        <ul className="mt-3 flex flex-wrap gap-2 text-sm">
          {data.byStatus.map((row) => (
            <li key={row.status}>
              <Link
                to={ordersLink(range, { status: row.status })}
                className="rounded-full border border-line px-3 py-1.5 hover:border-accent"
              >
                {ORDER_STATUS_LABELS[row.status]} {row.orders}
              </Link>
            </li>
          ))}
        </ul>
      </Panel>
      <Panel title="Top products">
        <RankList
          empty="No sales in this range."
          rows={data.topProducts.map((row) => ({
            key: row.productId ?? row.name,
            name: row.name,
            units: row.units,
            revenue: row.revenue,
            to: `/product-management?${new URLSearchParams({ search: row.name }).toString()}`,
          }))}
        />
      </Panel>
      <Panel title="Top categories">
        <RankList
          empty="No sales in this range."
          rows={data.topCategories.map((row) => ({
            key: row.categoryId,
            name: row.name,
            units: row.units,
            revenue: row.revenue,
            to: `/product-management?${new URLSearchParams({ category: row.slug }).toString()}`,
          }))}
        />
      </Panel>
      <Panel title={`Low stock (${data.lowStock.total})`}>
        <div id="low-stock" className="scroll-mt-24">
          {data.lowStock.items.length === 0 ? (
            <p className="text-sm text-muted">
              Every variant has more than {data.lowStock.threshold} in stock.
            </p>
          ) : (
            <ul className="grid grid-cols-1 gap-2">
              {data.lowStock.items.map((item) => (
                <li key={item.variantId}>
                  <Link
                    to={`/product-management?${new URLSearchParams({ search: item.productName }).toString()}`}
                    className="flex items-baseline justify-between gap-3 py-1.5 hover:text-accent"
                  >
                    <span className="min-w-0 truncate">
                      <span className="font-medium">{item.productName}</span>
                      {item.variantTitle ? <span className="text-muted"> · {item.variantTitle}</span> : null}
                    </span>
                    <span
                      className={cn(
                        'shrink-0 text-sm font-semibold',
                        item.stock === 0 ? 'text-danger' : 'text-ink',
                      )}
                    >
                      {item.stock === 0 ? 'Sold out' : `${item.stock} left`}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      </Panel>
      <Panel title="Latest orders">
        <ul className="grid grid-cols-1 gap-2">
          {data.latestOrders.map((order) => (
            <li key={order.id}>
              <Link
                to={`/order-management?${new URLSearchParams({ search: order.number }).toString()}`}
                className="flex items-baseline justify-between gap-3 py-1.5 hover:text-accent"
              >
                <span className="min-w-0 truncate">
                  <span className="font-medium">#{order.number}</span>{' '}
                  <span className="text-muted">{order.customerName}</span>
                </span>
                <span className="shrink-0 text-right text-sm">
                  <span className="font-semibold">{formatRupees(order.total)}</span>{' '}
                  <span className="text-muted">
                    {ORDER_STATUS_LABELS[order.status]} · {formatDateTime(order.createdAt)}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </Panel>
    </div>
  );
}

/** The owner's dashboard (admin and administrator; decision 036): the back office opens here. */
export function DashboardPage() {
  usePageTitle('Dashboard');
  const [params] = useSearchParams();
  const { preset, ...range } = rangeFromParams(params);
  const dashboard = useDashboard(range);

  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:px-6">
      <div>
        <h1 className="text-3xl font-semibold text-ink sm:text-4xl">Dashboard</h1>
        <p className="mt-1 text-sm text-muted">
          {range.from === range.to
            ? formatDay(range.from)
            : `${formatDay(range.from)} – ${formatDay(range.to)}`}
          , India time. Tap a figure to see its orders.
        </p>
      </div>
      <SetupChecklist />
      <RangePicker key={`${range.from}/${range.to}`} range={range} preset={preset} />
      <QueryFrame
        query={dashboard}
        skeleton={
          <SkeletonBlocks
            label="Loading figures"
            count={8}
            className="grid grid-cols-2 gap-3 md:grid-cols-4"
            blockClassName="h-24 rounded-2xl"
          />
        }
        error={{ message: 'Failed to load the dashboard' }}
      >
        {(data) => (
          <div className={cn('grid gap-6', dashboard.isPlaceholderData && 'opacity-60')}>
            <DashboardFigures data={data} range={range} />
            <Details data={data} range={range} />
          </div>
        )}
      </QueryFrame>
    </div>
  );
}
