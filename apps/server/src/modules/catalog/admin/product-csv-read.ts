import { CsvError, parse } from 'csv-parse/sync';
import {
  PRODUCT_CSV_COLUMNS,
  PRODUCT_CSV_MAX_ROWS,
  formatIndianNumber,
  type ImportProblem,
} from '@shop/domain';
import { AppError } from '../../../lib/errors.js';
import { restoreFormulaText } from '../../../lib/csv.js';

/**
 * Reads an uploaded products CSV (decision 039) into rows of named cells, each with the line of the
 * file it starts on (the header is line 1), so every problem found later can name its line. Parsing
 * is csv-parse's; what a spreadsheet adds (a byte-order mark, blank rows, CRLF) is taken in stride.
 */

export interface CsvRow {
  line: number;
  /** Trimmed cells by column name; a neutralised formula (`'=…`) is given back as written. */
  cells: ReadonlyMap<string, string>;
}

export interface ReadCsv {
  rows: CsvRow[];
  /** Problems of the file as a whole (header) or of single lines (cell count). */
  problems: ImportProblem[];
}

const KNOWN = new Set(PRODUCT_CSV_COLUMNS.map((column) => column.name));

const tooManyRows = () =>
  new AppError(
    413,
    'PAYLOAD_TOO_LARGE',
    `A file may have at most ${formatIndianNumber(PRODUCT_CSV_MAX_ROWS)} rows; split it into smaller files`,
  );

/** Lines a record spans beyond its first: line breaks inside quoted cells. */
const extraLines = (record: readonly string[]) =>
  record.reduce((sum, cell) => sum + (cell.match(/\r\n|\r|\n/g)?.length ?? 0), 0);

interface ParsedRecord {
  record: string[];
  info: { lines: number };
}

function parseRecords(text: string): ParsedRecord[] | ImportProblem {
  try {
    return parse(text, {
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
    }) as unknown as ParsedRecord[];
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    // The row starts after the last record read whole (the parser's own line is where it gave up).
    const read = (error as CsvError & { bytes_records?: number }).bytes_records ?? 0;
    const before = Buffer.from(text).subarray(0, read).toString('utf8');
    return {
      line: (before.match(/\r\n|\r|\n/g)?.length ?? 0) + 1,
      column: '',
      message: 'This row could not be read as CSV: check that every quoted cell has its closing quote',
    };
  }
}

function headerProblems(header: readonly string[]): ImportProblem[] {
  const problems: ImportProblem[] = [];
  const seen = new Set<string>();
  for (const name of header) {
    if (!KNOWN.has(name)) {
      problems.push({
        line: 1,
        column: name,
        message: `Unknown column "${name}"; see the documented columns`,
      });
    } else if (seen.has(name)) {
      problems.push({ line: 1, column: name, message: `Column "${name}" appears twice` });
    }
    seen.add(name);
  }
  for (const { name, optional } of PRODUCT_CSV_COLUMNS) {
    if (!seen.has(name) && !optional)
      problems.push({ line: 1, column: name, message: `Column "${name}" is missing` });
  }
  return problems;
}

export function readProductCsv(text: string): ReadCsv {
  const parsed = parseRecords(text);
  if (!Array.isArray(parsed)) return { rows: [], problems: [parsed] };
  const [head, ...body] = parsed;
  if (!head) {
    return { rows: [], problems: [{ line: 1, column: '', message: 'The file is empty' }] };
  }
  if (body.length > PRODUCT_CSV_MAX_ROWS) throw tooManyRows();
  const header = head.record.map((name) => name.trim().toLowerCase());
  const problems = headerProblems(header);
  if (problems.length > 0) return { rows: [], problems };
  const rows: CsvRow[] = [];
  for (const { record, info } of body) {
    // Spreadsheets save emptied rows as a line of commas.
    if (record.every((cell) => cell.trim() === '')) continue;
    const line = info.lines - extraLines(record);
    if (record.length !== header.length) {
      problems.push({
        line,
        column: '',
        message: `This row has ${record.length} cells; the header has ${header.length}`,
      });
      continue;
    }
    rows.push({
      line,
      cells: new Map(header.map((name, index) => [name, restoreFormulaText(record[index]?.trim() ?? '')])),
    });
  }
  if (rows.length === 0 && problems.length === 0) {
    problems.push({ line: 2, column: '', message: 'The file has no product rows' });
  }
  return { rows, problems };
}
