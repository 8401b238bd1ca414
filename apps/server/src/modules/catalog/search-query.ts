import { sql, type SQL } from 'drizzle-orm';

const MAX_TERMS = 8;
const MAX_TERM_LENGTH = 40;

/**
 * Words of what a shopper typed: letters and digits only, so nothing they type can become
 * tsquery syntax (operators, weights, phrase marks).
 */
export function searchTerms(input: string): string[] {
  return (input.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])
    .slice(0, MAX_TERMS)
    .map((term) => term.slice(0, MAX_TERM_LENGTH));
}

/**
 * A tsquery that ANDs every word and matches the last one as a prefix, so results follow the
 * typing ('neckl' finds necklaces). The prefix is tried stemmed (english) and as typed (simple):
 * stemming drops stop words such as 'an', which must still find 'anklet'. Returns null when
 * nothing searchable is left. Terms travel as bound parameters.
 */
export function tsQuery(input: string): SQL | null {
  const terms = searchTerms(input);
  const last = terms.pop();
  if (last === undefined) return null;
  const prefix = `${last}:*`;
  const parts = terms.map((term) => sql`to_tsquery('english', ${term})`);
  parts.push(sql`(to_tsquery('english', ${prefix}) || to_tsquery('simple', ${prefix}))`);
  return sql`(${sql.join(parts, sql` && `)})`;
}
