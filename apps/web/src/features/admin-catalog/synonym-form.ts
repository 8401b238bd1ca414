import { SearchSynonymsBodySchema, type ErrorDetail } from '@shop/domain';
import { ApiError } from '@/lib/api-client';

/**
 * The synonym groups as the back office edits them: each group one line of words separated by
 * commas ("jhumka, jumka, jhumki"), with a key that stays while lines are added and removed.
 */
export interface GroupLine {
  key: number;
  text: string;
}

let nextKey = 0;
export const newLine = (text = ''): GroupLine => ({ key: (nextKey += 1), text });

export const linesOf = (groups: string[][]): GroupLine[] => groups.map((terms) => newLine(terms.join(', ')));

/** The words of a line, as the server will read them: trimmed, lower-cased, blanks dropped. */
export function termsOf(text: string): string[] {
  return text
    .split(',')
    .map((term) => term.trim().toLowerCase().replace(/\s+/g, ' '))
    .filter(Boolean);
}

/**
 * What is sent: every line's words, and the line each group came from (a line left empty is a group
 * the staff removed by clearing it, and is not sent), so the server's errors find their lines.
 */
export function groupsOf(lines: GroupLine[]): { groups: string[][]; keys: number[] } {
  const sent = lines
    .map((line) => ({ key: line.key, terms: termsOf(line.text) }))
    .filter((line) => line.terms.length > 0);
  return { groups: sent.map((line) => line.terms), keys: sent.map((line) => line.key) };
}

export interface SaveErrors {
  /** By line key: the first message for each group refused. */
  groups: Map<number, string>;
  /** About the list as a whole (too many groups), or a failure that names no group. */
  form: string | null;
}

/** Field details (`groups.3`, `groups.3.1`) as messages under the lines they are about. */
function errorsOfDetails(details: readonly ErrorDetail[], keys: number[]): SaveErrors {
  const groups = new Map<number, string>();
  let form: string | null = null;
  for (const detail of details) {
    const index = /^groups\.(\d+)/.exec(detail.field)?.[1];
    const key = index === undefined ? undefined : keys[Number(index)];
    if (key === undefined) form ??= detail.message;
    else if (!groups.has(key)) groups.set(key, detail.message);
  }
  return { groups, form };
}

/**
 * The groups checked here by the server's own rules (the contract's schema) before they are sent,
 * so a slip is shown at once, under its line; null when they pass. `keys` are from groupsOf.
 */
export function checkGroups(groups: string[][], keys: number[]): SaveErrors | null {
  const result = SearchSynonymsBodySchema.safeParse({ groups });
  if (result.success) return null;
  const details = result.error.issues.map((issue) => ({
    field: issue.path.join('.'),
    message: issue.message,
  }));
  return errorsOfDetails(details, keys);
}

/** A refused save: the server's 422 details under their lines, anything else above the form. */
export function saveErrorsOf(error: unknown, keys: number[], fallback: string): SaveErrors {
  if (!(error instanceof ApiError)) return { groups: new Map(), form: fallback };
  const errors = errorsOfDetails(error.details, keys);
  if (errors.groups.size === 0) errors.form ??= error.message || fallback;
  return errors;
}
