// Turns scenario results into the console report and bench/RESULTS.md.

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

export function printResult(result) {
  console.log(`\n## ${result.title}\n`);
  if (result.rows.length) console.log(textTable(result.columns, result.rows));
  for (const note of result.notes ?? []) console.log(`note: ${note}`);
  for (const check of result.checks ?? []) {
    console.log(`${mark(check)}  ${check.label}: ${check.actual} (target ${check.target})`);
  }
}

export function markdownReport({ startedAt, machine, settings, results }) {
  const checks = results.flatMap((result) => result.checks ?? []);
  const failed = checks.filter((check) => !check.pass);
  const lines = [
    '# Benchmark results',
    '',
    'Written by `npm run bench` (bench/run.mjs); every run overwrites this file.',
    '',
    `- Date: ${startedAt.toISOString()}`,
    ...Object.entries(machine).map(([key, value]) => `- ${key}: ${value}`),
    `- Workload: ${settings}`,
    `- Budgets: ${checks.length - failed.length} of ${checks.length} met${failed.length ? ` (${failed.length} missed)` : ''}`,
  ];
  for (const result of results) {
    lines.push('', `## ${result.title}`, '');
    if (result.description) lines.push(result.description, '');
    if (result.rows.length) lines.push(markdownTable(result.columns, result.rows), '');
    for (const note of result.notes ?? []) lines.push(`> ${note}`, '');
    if (result.checks?.length) {
      lines.push(
        markdownTable(
          ['Budget', 'Target', 'Measured', ''],
          result.checks.map((check) => [check.label, check.target, check.actual, mark(check)]),
        ),
        '',
      );
    }
  }
  return `${lines.join('\n').trimEnd()}\n`;
}
