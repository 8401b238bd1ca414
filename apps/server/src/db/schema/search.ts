import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.js';

/**
 * Words shoppers use for the same thing ("jhumka", "jumka", "jhumki"): a search for one finds
 * products named with another (decision 023). Staff replace the whole list at once; `position`
 * keeps their order.
 */
export const searchSynonyms = pgTable(
  'search_synonyms',
  {
    id: id(),
    position: integer('position').notNull(),
    /** Lower-case, trimmed words; a word belongs to one group only (checked by the API). */
    terms: text('terms').array().notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('search_synonyms_two_terms', sql`cardinality(${t.terms}) >= 2`)],
);

/**
 * Every word (three letters or more) of the shop's product names, tags and category names, kept by
 * triggers (see the migrations): the words a misspelt search is corrected to, by trigram similarity
 * (pg_trgm; decision 023). Words of renamed or deleted products stay: one that no product has any
 * more just finds nothing.
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
]);
