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
  it('goes back to the same body it came from, with no Hindi where it had none', () => {
    expect(bodyOf(draftOf(ring))).toEqual({
      body: {
        ...ring,
        translations: { hi: { title: null, note: null, columns: { circumference_mm: null, fits: null } } },
      },
      keys: ['circumference_mm', 'fits'],
    });
  });

  it('keeps the Hindi beside the English, and sends it under each column’s key (decision 074)', () => {
    const hindi = {
      hi: { title: 'अंगूठी के साइज़', note: null, columns: { circumference_mm: 'अंदर की गोलाई', fits: null } },
    };
    const draft = draftOf({ ...ring, translations: hindi });
    expect(draft).toMatchObject({ titleHi: 'अंगूठी के साइज़', noteHi: '' });
    expect(draft.columns.map((column) => column.labelHi)).toEqual(['अंदर की गोलाई', '']);
    // A new column's Hindi goes under the key it is given; blanks are sent as none.
    const added = { ...newColumn('mm'), label: 'Inner diameter', labelHi: ' अंदर का व्यास ' };
    const { body } = bodyOf({ ...draft, noteHi: '  ', columns: [...draft.columns, added] });
    expect(body.translations).toEqual({
      hi: {
        title: 'अंगूठी के साइज़',
        note: null,
        columns: { circumference_mm: 'अंदर की गोलाई', fits: null, inner_diameter_mm: 'अंदर का व्यास' },
      },
    });
  });

  it('puts the server’s problems with the Hindi under the Hindi inputs', () => {
    const draft = draftOf(ring);
    const { keys } = bodyOf(draft);
    const errors = draftErrors(
      [
        { field: 'translations.hi.title', message: 'Hindi title must be at most 80 characters' },
        { field: 'translations.hi.columns.fits', message: 'Hindi column name must be at most 30 characters' },
        { field: 'translations.hi.columns', message: 'No column waist in this chart' },
      ],
      draft,
      keys,
    );
    expect(errors).toEqual({
      [fieldIds.titleHi]: 'Hindi title must be at most 80 characters',
      [fieldIds.column(draft.columns[1]!, 'labelHi')]: 'Hindi column name must be at most 30 characters',
      'translations.hi.columns': 'No column waist in this chart',
    });
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
