import {
  ownText,
  type ErrorDetail,
  type SizeChart,
  type SizeChartColumn,
  type SizeChartContent,
  type SizeChartInput,
  type SizeChartUnit,
  type SizeChartValue,
} from '@shop/domain';

/**
 * The back office's chart while it is being edited: every cell as typed, columns and rows with ids
 * of their own (a row keeps its inputs while another is removed). `bodyOf` turns it into what the
 * API takes, `draftErrors` the API's (or the domain's) field errors into the grid's.
 */
export interface ColumnDraft {
  id: string;
  /** The key the chart already uses for this column; new columns get one from their name. */
  key: string | null;
  label: string;
  /** Its name in Hindi (decision 074); '' reads as the English on Hindi pages. */
  labelHi: string;
  unit: SizeChartUnit | null;
}

export interface RowDraft {
  id: string;
  size: string;
  /** By column id, as typed. */
  cells: Record<string, string>;
}

export interface ChartDraft {
  title: string;
  note: string;
  /** The title and how-to-measure note in Hindi; '' reads as the English. */
  titleHi: string;
  noteHi: string;
  columns: ColumnDraft[];
  rows: RowDraft[];
}

let nextId = 0;
export const newId = (prefix: string) => `${prefix}${(nextId += 1)}`;

export function emptyRow(): RowDraft {
  return { id: newId('row'), size: '', cells: {} };
}

export function newColumn(unit: SizeChartUnit | null = 'cm'): ColumnDraft {
  return { id: newId('col'), key: null, label: '', labelHi: '', unit };
}

/**
 * An existing chart (this category's, or another's to start from) as a draft, with the Hindi
 * staff gave it (a staff read carries `translations`).
 */
export function draftOf(chart: SizeChartContent & Pick<SizeChart, 'translations'>): ChartDraft {
  const hi = chart.translations?.hi;
  const columns = chart.columns.map((column) => ({
    ...column,
    labelHi: ownText(hi?.columns, column.key) ?? '',
    id: newId('col'),
  }));
  return {
    title: chart.title,
    note: chart.note,
    titleHi: hi?.title ?? '',
    noteHi: hi?.note ?? '',
    columns,
    rows: chart.rows.map((row) => ({
      id: newId('row'),
      size: row.size,
      cells: Object.fromEntries(
        columns.map((column) => [column.id, String(row.values[column.key ?? ''] ?? '')]),
      ),
    })),
  };
}

/** A new chart: one measurement column and one row to fill. */
export function blankDraft(categoryName: string): ChartDraft {
  return {
    title: `${categoryName} sizes`,
    note: '',
    titleHi: '',
    noteHi: '',
    columns: [{ ...newColumn('cm'), label: 'Measurement' }],
    rows: [emptyRow()],
  };
}

/** `Inner diameter` in mm → `inner_diameter_mm`; a key the chart has already gets a number. */
function keyFor(column: ColumnDraft, taken: Set<string>): string {
  const stem =
    column.label
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .replace(/^(?=[^a-z])/, 'c_')
      .slice(0, 30) || 'column';
  const base = column.unit ? `${stem}_${column.unit}` : stem;
  let key = base;
  for (let n = 2; taken.has(key); n += 1) key = `${base}_${n}`;
  return key;
}

const NUMBER = /^\d+(?:[.,]\d+)?$/;

/** What a cell sends: a figure for a measurement when it reads as one, else the text as typed. */
function cellValue(column: ColumnDraft, text: string): SizeChartValue | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return column.unit && NUMBER.test(trimmed) ? Number(trimmed.replace(',', '.')) : trimmed;
}

/** A Hindi text as saving sends it: null for none, so the shop keeps exactly what the editor shows. */
const hindi = (text: string) => text.trim() || null;

/**
 * The PUT body, with the Hindi of every field (decision 074), and the key each column was sent
 * under (to place the answer's errors).
 */
export function bodyOf(draft: ChartDraft): { body: SizeChartInput; keys: string[] } {
  const taken = new Set<string>();
  const keys = draft.columns.map((column) => {
    const key = column.key && !taken.has(column.key) ? column.key : keyFor(column, taken);
    taken.add(key);
    return key;
  });
  const columns: SizeChartColumn[] = draft.columns.map((column, index) => ({
    key: keys[index] ?? '',
    label: column.label,
    unit: column.unit,
  }));
  const rows = draft.rows.map((row) => {
    const values: Record<string, SizeChartValue> = {};
    draft.columns.forEach((column, index) => {
      const value = cellValue(column, row.cells[column.id] ?? '');
      if (value !== undefined) values[keys[index] ?? ''] = value;
    });
    return { size: row.size, values };
  });
  const translations = {
    hi: {
      title: hindi(draft.titleHi),
      note: hindi(draft.noteHi),
      columns: Object.fromEntries(
        columns.map((column, index) => [column.key, hindi(draft.columns[index]?.labelHi ?? '')]),
      ),
    },
  };
  return { body: { title: draft.title, note: draft.note, columns, rows, translations }, keys };
}

/** Where an error shows in the editor. */
export const fieldIds = {
  titleHi: 'chart-title-hi',
  noteHi: 'chart-note-hi',
  column: (column: ColumnDraft, part: 'label' | 'labelHi' | 'unit' | 'key') => `column-${column.id}-${part}`,
  size: (row: RowDraft) => `row-${row.id}-size`,
  cell: (row: RowDraft, column: ColumnDraft) => `cell-${row.id}-${column.id}`,
};

/**
 * The errors of a body (by API field: `rows.2.values.bust_in`) by the editor's field ids; a field
 * the editor has no place for (`rows`, `request`) keeps its own name and shows above the grid.
 */
export function draftErrors(
  details: readonly ErrorDetail[],
  draft: ChartDraft,
  keys: readonly string[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const { field, message } of details) {
    const [area, index, part, key] = field.split('.');
    let id = field;
    if (area === 'columns') {
      const column = draft.columns[Number(index)];
      if (column && (part === 'label' || part === 'unit' || part === 'key'))
        id = fieldIds.column(column, part);
    } else if (area === 'translations') {
      // translations.hi.title / .note / .columns(.<key>)
      const column = draft.columns[keys.indexOf(key ?? '')];
      if (part === 'title') id = fieldIds.titleHi;
      else if (part === 'note') id = fieldIds.noteHi;
      else if (part === 'columns' && column) id = fieldIds.column(column, 'labelHi');
    } else if (area === 'rows') {
      const row = draft.rows[Number(index)];
      const column = draft.columns[keys.indexOf(key ?? '')];
      if (row && part === 'size') id = fieldIds.size(row);
      else if (row && part === 'values' && column) id = fieldIds.cell(row, column);
    }
    errors[id] ??= message;
  }
  return errors;
}
