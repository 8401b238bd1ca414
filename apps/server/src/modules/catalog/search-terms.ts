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
