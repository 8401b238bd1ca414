import type { SizeChartColumn, SizeChartRow } from '@shop/domain';

const decimalsOf = (value: number) => (String(value).split('.')[1] ?? '').length;

/**
 * How a column's figures are written: a column that has any tenths shows every figure with at
 * least one decimal (54.0 beside 57.2, as the bangle sizes are printed), never trailing zeros past
 * that (2.5 beside 2.125); text as it is.
 */
export function measureFormatter(
  rows: readonly SizeChartRow[],
  column: SizeChartColumn,
): (value: SizeChartRow['values'][string] | undefined) => string {
  const numbers = rows.map((row) => row.values[column.key]).filter((value) => typeof value === 'number');
  const least = Math.min(1, Math.max(0, ...numbers.map(decimalsOf)));
  const format = new Intl.NumberFormat('en-IN', { minimumFractionDigits: least, maximumFractionDigits: 3 });
  return (value) => (typeof value === 'number' ? format.format(value) : (value ?? ''));
}
