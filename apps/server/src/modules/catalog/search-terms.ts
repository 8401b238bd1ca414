import { latinOfDevanagari } from './devanagari.js';

const MAX_TERMS = 8;
const MAX_TERM_LENGTH = 40;

/**
 * Words of what a shopper typed: letters (with their marks: a Devanagari vowel sign is one) and
 * digits only, so nothing they type can become tsquery syntax (operators, weights, phrase marks).
 * A word in Devanagari is read in the Latin letters the catalogue uses ("झुमका" is "jhumka";
 * issue 28), so every search path after this one serves both scripts.
 */
export function searchTerms(input: string): string[] {
  return (input.toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? [])
    .slice(0, MAX_TERMS)
    .map((term) => latinOfDevanagari(term).slice(0, MAX_TERM_LENGTH))
    .filter((term) => /^[\p{L}\p{N}]+$/u.test(term));
}
