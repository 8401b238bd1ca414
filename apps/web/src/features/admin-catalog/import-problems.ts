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

/** "1 new product, 1 updated and 43 unchanged, from 46 rows": unchanged products are not "updated". */
export function importSummary(result: {
  rows: number;
  created: number;
  updated: number;
  unchanged: number;
}): string {
  const created = plural(result.created, { one: 'new product', other: 'new products' });
  const rows = plural(result.rows, { one: 'row', other: 'rows' });
  const count = (value: number) => value.toLocaleString('en-IN');
  return `${created}, ${count(result.updated)} updated and ${count(result.unchanged)} unchanged, from ${rows}`;
}

/**
 * The new products the file gave no picture, saved hidden from shoppers: what the owner does next.
 * null when there are none.
 */
export function hiddenWithoutPicturesNote(
  hidden: readonly { line: number; handle: string }[],
  dryRun: boolean,
): string | null {
  if (hidden.length === 0) return null;
  const named = hidden.map((product) => `${product.handle} (line ${product.line})`).join(', ');
  const verb = dryRun ? 'will be saved' : 'were saved';
  return `${plural(hidden.length, { one: 'new product has', other: 'new products have' })} no picture yet and ${verb} hidden from shoppers: ${named}. Add a picture in Product Management, then tick "Active" to show it.`;
}
