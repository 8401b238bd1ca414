import { z } from 'zod';
import { strictBody } from './api.js';
import { ProductSearchQuerySchema } from './catalog.js';

/**
 * Search that forgives spelling (decision 023): the synonym groups the staff edit, and the closest
 * spellings offered when a search finds nothing.
 */

export const SYNONYM_TERM_MAX = 40;
export const SYNONYM_GROUPS_MAX = 200;
export const SYNONYM_GROUP_TERMS_MAX = 30;
/** How many closest spellings a search with no results offers. */
export const SPELLINGS_MAX = 3;

/** Letters and digits, words apart by single spaces or hyphens: what a shopper can type into search. */
const TERM_SHAPE = /^[\p{L}\p{M}\p{N}]+(?:[ -][\p{L}\p{M}\p{N}]+)*$/u;

const SynonymTermSchema = z
  .string()
  .trim()
  .toLowerCase()
  .transform((term) => term.replace(/\s+/g, ' '))
  .pipe(
    z
      .string()
      .min(1, 'A word cannot be empty')
      .max(SYNONYM_TERM_MAX, `Keep each word to ${SYNONYM_TERM_MAX} characters`)
      .regex(TERM_SHAPE, 'Use letters and digits only (words may be joined by a space or a hyphen)'),
  );

/** One group of words a shopper may use for the same thing; the same word twice counts once. */
const SynonymGroupSchema = z
  .array(SynonymTermSchema)
  .max(SYNONYM_GROUP_TERMS_MAX, `A group may hold up to ${SYNONYM_GROUP_TERMS_MAX} words`)
  .transform((terms) => [...new Set(terms)])
  .refine((terms) => terms.length >= 2, 'A group needs at least 2 different words');

/** A word in two groups would make them one: the staff are asked to merge them instead. */
function refuseSharedTerms(groups: string[][], context: z.RefinementCtx): void {
  const groupOf = new Map<string, number>();
  groups.forEach((terms, index) => {
    for (const term of terms) {
      const earlier = groupOf.get(term);
      if (earlier === undefined) {
        groupOf.set(term, index);
        continue;
      }
      context.addIssue({
        code: 'custom',
        path: [index],
        message: `“${term}” is already in group ${earlier + 1}: keep each word in one group`,
        input: terms,
      });
    }
  });
}

export const SearchSynonymsBodySchema = strictBody({
  groups: z
    .array(SynonymGroupSchema)
    .max(SYNONYM_GROUPS_MAX, `Up to ${SYNONYM_GROUPS_MAX} groups`)
    .superRefine(refuseSharedTerms),
});
export type SearchSynonymsBody = z.input<typeof SearchSynonymsBodySchema>;

/** The synonym groups as stored: lower-case words, in the order the staff gave them. */
export const SearchSynonymsSchema = z.object({ groups: z.array(z.array(z.string())) });
export type SearchSynonyms = z.infer<typeof SearchSynonymsSchema>;

/** What was searched, read as the search itself reads it. */
export const SpellingsQuerySchema = ProductSearchQuerySchema.pick({ q: true });

/** Searches close to what was typed, best first, each of words the shop's names use. */
export const SpellingsSchema = z.object({ spellings: z.array(z.string()) });
