import { sql } from 'drizzle-orm';
import { SPELLINGS_MAX } from '@shop/domain';
import type { Db } from '../../db/client.js';
import { rows } from '../../db/rows.js';
import { PRODUCT_FROM, VISIBLE } from './product-row.js';
import { SPELLING_MIN_CHARS } from './search-query.js';
import { searchTerms } from './search-terms.js';

/**
 * How alike a word must be to be offered ("Did you mean …?") for a search that found nothing:
 * less than to be searched for unasked, since the shopper chooses. "necles" is 0.23 from "necklace".
 * Below pg_trgm's `%` threshold, so the few hundred words are compared one by one.
 */
const OFFER_SIMILARITY = 0.2;

/**
 * "Did you mean …?" for a search that found nothing (decision 023): each typed word the shop does
 * not use is replaced by a word it does, spelt alike and found in a product on show. The first
 * spelling takes the most alike word for each, the next the second most alike where there is one,
 * and so on; the typed search itself is never offered.
 */
export async function closestSpellings(db: Db, q: string): Promise<string[]> {
  const terms = searchTerms(q);
  if (terms.length === 0) return [];
  const found = await rows<{ ord: number; word: string }>(
    db,
    sql`select t.ord::int as ord, s.word
        from unnest(array[${sql.join(
          terms.map((term) => sql`${term}`),
          sql`, `,
        )}]::text[]) with ordinality as t(term, ord)
        cross join lateral (
          select word from search_words
          where similarity(word, t.term) >= ${OFFER_SIMILARITY}
            and exists (
              select 1 from ${PRODUCT_FROM}
              where ${VISIBLE} and p.search_vector @@ to_tsquery('english', word || ':AB')
            )
          order by similarity(word, t.term) desc, word
          limit ${SPELLINGS_MAX}
        ) s
        where length(t.term) >= ${SPELLING_MIN_CHARS}
          and not exists (select 1 from search_words known where known.word = t.term)
        order by t.ord, similarity(s.word, t.term) desc, s.word`,
  );
  const candidates = terms.map((term, index) => {
    const alike = found.filter((row) => row.ord === index + 1).map((row) => row.word);
    return alike.length > 0 ? alike : [term];
  });
  const typed = terms.join(' ');
  const spellings = new Set<string>();
  for (let choice = 0; choice < SPELLINGS_MAX; choice += 1) {
    const spelling = candidates.map((words) => words[Math.min(choice, words.length - 1)]).join(' ');
    if (spelling !== typed) spellings.add(spelling);
  }
  return [...spellings];
}
