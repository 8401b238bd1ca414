import { formatRupees, ORDER_STATUS_LABELS, type Dashboard } from '@shop/domain';
import { useMemo } from 'react';
import type uPlot from 'uplot';
import { formatDay } from '@/lib/format-date';
import { bars, UplotChart } from './uplot-chart';

const ACCENT = '#9a3412';
const AXIS = { stroke: '#6b6259', grid: { stroke: '#eee7dd' }, ticks: { show: false } };

/** A table of the chart's figures, for screen readers (and anyone who prefers numbers). */
function FiguresTable({
  caption,
  headers,
  rows,
}: {
  caption: string;
  headers: [string, string, string];
  rows: string[][];
}) {
  return (
    <table className="sr-only">
      <caption>{caption}</caption>
      <thead>
        <tr>
          {headers.map((header) => (
            <th key={header} scope="col">
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(([first, ...rest]) => (
          <tr key={first}>
            <th scope="row">{first}</th>
            {rest.map((cell, index) => (
              <td key={index}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * uPlot options for bars over named categories (days, statuses): one label per bar. Long names
 * (statuses) are slanted, so seven of them fit under a phone-wide chart without running together.
 */
function barOptions(
  labels: string[],
  color: string,
  yValue: (tick: number) => string,
  slanted: boolean,
): Omit<uPlot.Options, 'width' | 'height'> {
  return {
    legend: { show: false },
    cursor: { show: false },
    scales: { x: { time: false, range: (_u, min, max) => [min - 0.5, max + 0.5] } },
    axes: [
      {
        ...AXIS,
        grid: { show: false },
        ...(slanted ? { rotate: 40, size: 90, space: 10, incrs: [1] } : {}),
        values: (_u, ticks) => ticks.map((tick) => (Number.isInteger(tick) ? (labels[tick] ?? '') : '')),
      },
      { ...AXIS, size: 64, values: (_u, ticks) => ticks.map(yValue) },
    ],
    series: [{}, { fill: `${color}cc`, stroke: color, paths: bars(), points: { show: false } }],
  };
}

function BarChart({
  labels,
  values,
  color,
  yValue,
  slanted = false,
}: {
  labels: string[];
  values: number[];
  color: string;
  yValue: (tick: number) => string;
  slanted?: boolean;
}) {
  const data = useMemo<uPlot.AlignedData>(() => [values.map((_, index) => index), values], [values]);
  const options = useMemo(() => barOptions(labels, color, yValue, slanted), [labels, color, yValue, slanted]);
  return <UplotChart options={options} data={data} />;
}

const rupeesTick = (tick: number) => formatRupees(tick);
const countTick = (tick: number) => (Number.isInteger(tick) ? String(tick) : '');

/** Revenue booked per India day, as bars. */
export function RevenueChart({ days }: { days: Dashboard['perDay'] }) {
  const labels = useMemo(() => days.map((day) => formatDay(day.date).replace(/ \d{4}$/, '')), [days]);
  const values = useMemo(() => days.map((day) => day.revenueBooked), [days]);
  return (
    <figure>
      <BarChart labels={labels} values={values} color={ACCENT} yValue={rupeesTick} />
      <FiguresTable
        caption="Revenue booked per day"
        headers={['Day', 'Orders', 'Revenue booked']}
        rows={days.map((day) => [formatDay(day.date), String(day.orders), formatRupees(day.revenueBooked)])}
      />
    </figure>
  );
}

/** Orders by status, as bars. */
export function StatusChart({ statuses }: { statuses: Dashboard['byStatus'] }) {
  // Under the bars "Awaiting" is enough: the list below the chart and its table say it in full.
  const labels = useMemo(
    () =>
      statuses.map((row) =>
        row.status === 'awaiting_payment' ? 'Awaiting' : ORDER_STATUS_LABELS[row.status],
      ),
    [statuses],
  );
  const values = useMemo(() => statuses.map((row) => row.orders), [statuses]);
  return (
    <figure>
      <BarChart labels={labels} values={values} color="#b45309" yValue={countTick} slanted />
      <FiguresTable
        caption="Orders by status"
        headers={['Status', 'Orders', 'Value']}
        rows={statuses.map((row) => [
          ORDER_STATUS_LABELS[row.status],
          String(row.orders),
          formatRupees(row.total),
        ])}
      />
    </figure>
  );
}
