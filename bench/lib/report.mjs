// Turns scenario results into the console report and bench/RESULTS.md, every figure beside the
// previous run's, and keeps the record of runs in bench/results.json.
import fs from 'node:fs';
import path from 'node:path';
import { root } from './paths.mjs';

const recordFile = path.join(root, 'bench/results.json');

/** The record of the previous run (bench/results.json), or undefined before the first one. */
export function readRecord() {
  try {
    return JSON.parse(fs.readFileSync(recordFile, 'utf8'));
  } catch {
    return undefined;
  }
}

export function writeRecord(record) {
  fs.writeFileSync(recordFile, `${JSON.stringify(record, null, 2)}\n`);
}

/** A cell that is a measured figure (12979, 84%, 7 ms, 85.5 KB, 0.62×) rather than a label. */
const isFigure = (cell) => typeof cell === 'number' || /^-?\d[\d,.]*\s?(%|ms|s|KB|MB|×)?$/.test(String(cell));
/** A row is the same row in another run when its labels (every cell that is not a figure) match. */
const rowKey = (row) => row.filter((cell) => !isFigure(cell)).join('|');

/**
 * The result with each figure followed by the previous run's in brackets ("(=)" when unchanged),
 * and each budget with the previous measurement. Rows without a match in the previous run (a new
 * route, a renamed file) stay as they are.
 */
function besidePrevious(result, previousRecord) {
  const before = previousRecord?.results?.find((old) => old.id === result.id);
  if (!before || before.ranAt === result.ranAt) return result;
  const oldRows = new Map(before.rows.map((row) => [rowKey(row), row]));
  const rows = result.rows.map((row) => {
    const old = oldRows.get(rowKey(row));
    if (!old) return row;
    return row.map((cell, index) => {
      // By column name: a scenario may have gained or lost a column since.
      const was = old[before.columns.indexOf(result.columns[index])];
      if (!isFigure(cell) || was === undefined || !isFigure(was)) return cell;
      return String(was) === String(cell) ? `${cell} (=)` : `${cell} (${was})`;
    });
  });
  const oldChecks = new Map((before.checks ?? []).map((check) => [check.label, check.actual]));
  const checks = (result.checks ?? []).map((check) => ({ ...check, previous: oldChecks.get(check.label) }));
  return { ...result, rows, checks, previousRanAt: before.ranAt };
}

/** A result: { title, columns, rows (arrays of cells), checks: [{ label, target, actual, pass }], notes }. */
function textTable(columns, rows) {
  const cells = [columns, ...rows].map((row) => row.map((cell) => String(cell)));
  const widths = columns.map((_, index) => Math.max(...cells.map((row) => row[index]?.length ?? 0)));
  const line = (row) => row.map((cell, index) => cell.padEnd(widths[index])).join('  ');
  return [
    line(cells[0]),
    widths.map((width) => '-'.repeat(width)).join('  '),
    ...cells.slice(1).map(line),
  ].join('\n');
}

function markdownTable(columns, rows) {
  const escape = (cell) => String(cell).replaceAll('|', '\\|');
  return [
    `| ${columns.map(escape).join(' | ')} |`,
    `| ${columns.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.map(escape).join(' | ')} |`),
  ].join('\n');
}

const mark = (check) => (check.pass ? 'PASS' : 'FAIL');

const previousCell = (check) => check.previous ?? '—';

export function printResult(raw, previousRecord) {
  const result = besidePrevious(raw, previousRecord);
  console.log(`\n## ${result.title}\n`);
  if (result.previousRanAt) console.log(`(in brackets: the run of ${result.previousRanAt})`);
  if (result.rows.length) console.log(textTable(result.columns, result.rows));
  for (const note of result.notes ?? []) console.log(`note: ${note}`);
  for (const check of result.checks ?? []) {
    console.log(
      `${mark(check)}  ${check.label}: ${check.actual} (target ${check.target}; before ${previousCell(check)})`,
    );
  }
}

/** The whole report: the record of this run (scenarios not run keep their last figures). */
export function markdownReport(record, previousRecord) {
  const { startedAt, machine, settings, ceilings } = record;
  const results = record.results.map((result) => besidePrevious(result, previousRecord));
  const checks = results.flatMap((result) => result.checks ?? []);
  const failed = checks.filter((check) => !check.pass);
  const lines = [
    '# Benchmark results',
    '',
    'Written by `npm run bench` (bench/run.mjs) from `bench/results.json`, the record of the runs. ' +
      'A figure in brackets is the previous run of that scenario ("=": unchanged).',
    '',
    `- Date: ${startedAt}`,
    ...Object.entries(machine).map(([key, value]) => `- ${key}: ${value}`),
    `- Workload: ${settings}`,
    `- Health-check ceiling (\`GET /api/health\` of the bench server, this run): ${
      ceilings?.length ? ceilings.map((c) => `${c.database} ${c.rps} req/s`).join(', ') : 'not measured'
    }`,
    `- Budgets: ${checks.length - failed.length} of ${checks.length} met${failed.length ? ` (${failed.length} missed)` : ''}`,
  ];
  for (const result of results) {
    lines.push('', `## ${result.title}`, '');
    if (result.ranAt !== startedAt)
      lines.push(`> Not run this time: figures of the run of ${result.ranAt}.`, '');
    else if (result.previousRanAt) lines.push(`In brackets: the run of ${result.previousRanAt}.`, '');
    if (result.description) lines.push(result.description, '');
    if (result.rows.length) lines.push(markdownTable(result.columns, result.rows), '');
    for (const note of result.notes ?? []) lines.push(`> ${note}`, '');
    if (result.checks?.length) {
      lines.push(
        markdownTable(
          ['Budget', 'Target', 'Measured', 'Before', ''],
          result.checks.map((check) => [
            check.label,
            check.target,
            check.actual,
            previousCell(check),
            mark(check),
          ]),
        ),
        '',
      );
    }
  }
  return `${lines.join('\n').trimEnd()}\n`;
}
