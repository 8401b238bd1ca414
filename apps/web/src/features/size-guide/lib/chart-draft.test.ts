import { sizeChartProblems } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import {
  blankDraft,
  bodyOf,
  draftErrors,
  draftOf,
  fieldIds,
  newColumn,
  type ChartDraft,
} from './chart-draft';

const ring = {
  title: 'Indian ring sizes',
  note: 'Measure a ring that fits.',
  columns: [
    { key: 'circumference_mm', label: 'Inner circumference', unit: 'mm' as const },
    { key: 'fits', label: 'Fits', unit: null },
  ],
  rows: [
    { size: '10', values: { circumference_mm: 50, fits: 'Slim fingers' } },
    { size: '12', values: { circumference_mm: 52.5, fits: 'Most' } },
  ],
};

describe('a chart being edited', () => {
  it('goes back to the same body it came from', () => {
    expect(bodyOf(draftOf(ring))).toEqual({ body: ring, keys: ['circumference_mm', 'fits'] });
  });

  it('sends figures typed with a comma as numbers, other text as typed, and leaves blanks out', () => {
    const draft = draftOf(ring);
    const [first, second] = draft.rows as [ChartDraft['rows'][number], ChartDraft['rows'][number]];
    const [circumference] = draft.columns as [ChartDraft['columns'][number]];
    first.cells[circumference.id] = ' 50,5 ';
    second.cells[circumference.id] = 'about 52';
    const { body } = bodyOf({
      ...draft,
      rows: [first, { ...second, cells: { [circumference.id]: 'about 52' } }],
    });
    expect(body.rows).toEqual([
      { size: '10', values: { circumference_mm: 50.5, fits: 'Slim fingers' } },
      { size: '12', values: { circumference_mm: 'about 52' } },
    ]);
  });

  it('names a new column from its label and unit, apart from the keys already used', () => {
    const draft = blankDraft('Bangles');
    expect(draft.title).toBe('Bangles sizes');
    const columns = [
      { ...newColumn('mm'), label: 'Inner diameter' },
      { ...newColumn('mm'), label: 'Inner diameter' },
      { ...newColumn(null), label: '2 Fits' },
      { ...newColumn(null), label: '!!' },
    ];
    expect(bodyOf({ ...draft, columns }).keys).toEqual([
      'inner_diameter_mm',
      'inner_diameter_mm_2',
      'c_2_fits',
      'column',
    ]);
  });

  it("puts the rules' and the server's errors under their inputs, and the rest above", () => {
    const draft = draftOf(ring);
    const { body, keys } = bodyOf({
      ...draft,
      rows: draft.rows.map((row) => ({
        ...row,
        size: '10',
        cells: { ...row.cells, [draft.columns[1]!.id]: '' },
      })),
    });
    const errors = draftErrors(
      [
        ...sizeChartProblems(body),
        { field: 'columns.0.label', message: 'Column name is required' },
        { field: 'rows', message: 'A size chart has at most 60 rows' },
      ],
      draft,
      keys,
    );
    const [first, second] = draft.rows as [ChartDraft['rows'][number], ChartDraft['rows'][number]];
    const [circumference, fits] = draft.columns as [
      ChartDraft['columns'][number],
      ChartDraft['columns'][number],
    ];
    expect(errors).toEqual({
      [fieldIds.cell(first, fits)]: 'Fits for size 10 is missing',
      [fieldIds.size(second)]: 'Size 10 appears twice (rows 1 and 2)',
      [fieldIds.cell(second, fits)]: 'Fits for size 10 is missing',
      [fieldIds.column(circumference, 'label')]: 'Column name is required',
      rows: 'A size chart has at most 60 rows',
    });
  });
});
