import type { ErrorDetail, ImportProblem } from '@shop/domain';
import { plural } from '@/lib/plural';

/**
 * The problems of a refused apply (422, details `{ field: 'line 5, price', message }`) as the dry
 * run lists them, so both show in the same table. A detail of another shape keeps its words.
 */
export function problemsOfDetails(details: readonly ErrorDetail[]): ImportProblem[] {
  return details.map((detail) => {
    const match = /^line (\d+)(?:, (.+))?$/.exec(detail.field);
    return match
      ? { line: Number(match[1]), column: match[2] ?? '', message: detail.message }
      : { line: 0, column: detail.field, message: detail.message };
  });
}

/** "2 new products and 3 updated, from 9 rows". */
export function importSummary(result: { rows: number; created: number; updated: number }): string {
  const created = plural(result.created, { one: 'new product', other: 'new products' });
  const rows = plural(result.rows, { one: 'row', other: 'rows' });
  return `${created} and ${result.updated.toLocaleString('en-IN')} updated, from ${rows}`;
}
