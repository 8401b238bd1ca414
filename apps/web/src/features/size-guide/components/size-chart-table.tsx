import { columnHeading, type SizeChart, type SizeChartColumn } from '@shop/domain';
import { useId } from 'react';
import { useT } from '@/lib/i18n/i18n';
import { measureFormatter } from '../lib/format-measure';

/**
 * The chart as a table: the size heads each row, each measurement its column. On a narrow phone the
 * table scrolls sideways inside its own box (focusable, so a keyboard can scroll it), never the page.
 */
export function SizeChartTable({
  chart,
  columns,
  caption,
}: {
  chart: Pick<SizeChart, 'rows'>;
  columns: SizeChartColumn[];
  caption: string;
}) {
  const t = useT();
  const formats = columns.map((column) => measureFormatter(chart.rows, column));
  const captionId = useId();
  return (
    <div
      role="region"
      aria-labelledby={captionId}
      // A box that scrolls must be reachable by keyboard, to scroll it with the arrow keys.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="max-w-full overflow-x-auto rounded-xl border border-line focus-visible:outline-2 focus-visible:outline-accent"
    >
      <table className="w-full border-collapse text-sm tabular-nums">
        <caption id={captionId} className="sr-only">
          {caption}
        </caption>
        <thead className="bg-sand text-left align-bottom">
          <tr>
            <th scope="col" className="sticky left-0 bg-sand px-3 py-2.5 font-semibold text-ink">
              {t('sizeGuide.size')}
            </th>
            {columns.map((column) => (
              <th key={column.key} scope="col" className="min-w-20 px-3 py-2.5 font-semibold text-ink">
                {columnHeading(column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {chart.rows.map((row) => (
            <tr key={row.size} className="border-t border-line">
              <th
                scope="row"
                className="sticky left-0 bg-card px-3 py-2 text-left font-semibold whitespace-nowrap text-ink"
              >
                {row.size}
              </th>
              {columns.map((column, index) => (
                <td key={column.key} className="px-3 py-2 whitespace-nowrap text-ink-soft">
                  {formats[index]?.(row.values[column.key])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
