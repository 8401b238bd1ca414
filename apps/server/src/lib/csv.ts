/**
 * Writing CSV that a spreadsheet opens safely (RFC 4180 quoting, formula cells neutralised), shared
 * by every CSV the server answers (decision 039).
 */

/** Byte-order mark: Excel reads the file as UTF-8 (₹, names in Indian scripts) only with it. */
export const CSV_BOM = '\uFEFF';

/**
 * A spreadsheet runs a cell starting with = + - @ (or a tab or carriage return before one) as a
 * formula: CSV injection. Such text is written with a leading apostrophe, which spreadsheets show
 * as text. Text that already starts with apostrophes before such a character gets one more, so
 * `restoreFormulaText` gives back exactly what was written.
 */
const FORMULA_START = /^'*[=+\-@\t\r]/;

export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** What `neutraliseFormula` made of a cell, back to the text (an import of an exported file). */
export function restoreFormulaText(cell: string): string {
  return cell.startsWith("'") && FORMULA_START.test(cell) ? cell.slice(1) : cell;
}

/**
 * One cell: numbers as they are (a negative amount is not a formula), text neutralised and quoted
 * when it holds a comma, quote or line break; null and undefined are empty.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const text = neutraliseFormula(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line of cells, ended with CRLF as RFC 4180 has it. */
export function csvRow(cells: readonly (string | number | null | undefined)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}
