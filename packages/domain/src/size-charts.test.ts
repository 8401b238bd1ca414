import { describe, expect, it } from 'vitest';
import {
  columnHeading,
  columnsIn,
  hasUnitChoice,
  metricLabel,
  SizeChartInputSchema,
  sizeChartProblems,
  type SizeChartColumn,
} from './size-charts.js';

const kurti: SizeChartColumn[] = [
  { key: 'bust_in', label: 'Bust', unit: 'in' },
  { key: 'bust_cm', label: 'Bust', unit: 'cm' },
  { key: 'fits', label: 'Fits', unit: null },
];
const ring: SizeChartColumn[] = [
  { key: 'circumference_mm', label: 'Inner circumference', unit: 'mm' },
  { key: 'diameter_mm', label: 'Inner diameter', unit: 'mm' },
];

describe('reading a chart in inches or metric units', () => {
  it('offers the choice only when a chart has both', () => {
    expect(hasUnitChoice(kurti)).toBe(true);
    expect(hasUnitChoice(ring)).toBe(false);
    expect(hasUnitChoice([{ unit: 'in' }, { unit: null }])).toBe(false);
  });

  it('shows the measurements of one system, and text columns always', () => {
    expect(columnsIn(kurti, 'in').map((column) => column.key)).toEqual(['bust_in', 'fits']);
    expect(columnsIn(kurti, 'metric').map((column) => column.key)).toEqual(['bust_cm', 'fits']);
    expect(columnsIn(ring, 'in')).toEqual(ring);
  });

  it('names the metric side after its unit, and heads a column with its unit', () => {
    expect(metricLabel(kurti)).toBe('cm');
    expect(metricLabel([{ unit: 'mm' }, { unit: 'in' }])).toBe('mm');
    expect(columnHeading(kurti[0]!)).toBe('Bust (in)');
    expect(columnHeading(kurti[2]!)).toBe('Fits');
  });
});

describe('what is wrong with a chart', () => {
  it('finds nothing wrong with a good one', () => {
    expect(
      sizeChartProblems({
        columns: kurti,
        rows: [{ size: 'M', values: { bust_in: 38, bust_cm: 97, fits: 'Relaxed' } }],
      }),
    ).toEqual([]);
  });

  it('names each cell out of range, with too many decimals, of the wrong kind or blank', () => {
    const problems = sizeChartProblems({
      columns: kurti,
      rows: [
        { size: 'S', values: { bust_in: -1, bust_cm: 91.12345, fits: 7 } },
        { size: 'M', values: { bust_in: 1001, bust_cm: Number.NaN, fits: '  ' } },
      ],
    });
    expect(problems).toEqual([
      { field: 'rows.0.values.bust_in', message: 'Bust (in) for size S must be between 0 and 1000' },
      { field: 'rows.0.values.bust_cm', message: 'Bust (cm) for size S may have at most 3 decimals' },
      { field: 'rows.0.values.fits', message: 'Fits for size S must be text' },
      { field: 'rows.1.values.bust_in', message: 'Bust (in) for size M must be between 0 and 1000' },
      { field: 'rows.1.values.bust_cm', message: 'Bust (cm) for size M must be a number' },
      { field: 'rows.1.values.fits', message: 'Fits for size M is missing' },
    ]);
  });

  it('takes sixteenths of an inch (three decimals)', () => {
    const columns: SizeChartColumn[] = [{ key: 'diameter_in', label: 'Inner diameter', unit: 'in' }];
    expect(sizeChartProblems({ columns, rows: [{ size: '2.2', values: { diameter_in: 2.125 } }] })).toEqual(
      [],
    );
  });
});

describe('the body of a chart', () => {
  it('trims text cells and fills a missing note', () => {
    const parsed = SizeChartInputSchema.parse({
      title: ' Fits ',
      note: null,
      columns: [{ key: 'fits', label: 'Fits' }],
      rows: [{ size: ' M ', values: { fits: '  Relaxed ' } }],
    });
    expect(parsed).toEqual({
      title: 'Fits',
      note: '',
      columns: [{ key: 'fits', label: 'Fits', unit: null }],
      rows: [{ size: 'M', values: { fits: 'Relaxed' } }],
    });
  });

  it('checks the cells only once the shape is right', () => {
    const result = SizeChartInputSchema.safeParse({ title: 'T', columns: kurti, rows: 'all of them' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['rows', 'Rows must be a list'],
    ]);
  });
});
