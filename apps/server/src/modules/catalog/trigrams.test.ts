import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { createTestDatabase } from '../../../test/support/test-database.js';
import { rows } from '../../db/rows.js';
import { trigrams, trigramSimilarity } from './trigrams.js';
import { SPELLING_SIMILARITY, Vocabulary } from './vocabulary.js';

/**
 * Search finds the shop's words spelt like a typed one in memory (decision 023): the figures and
 * the words must be those pg_trgm answers, or a search would find other products than its index.
 */
let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

const PAIRS: [string, string][] = [
  ['jumka', 'jhumka'],
  ['jhmka', 'jhumka'],
  ['payel', 'payal'],
  ['earrngs', 'earrings'],
  ['kada', 'kalamkari'],
  ['silk', 'silver'],
  ['necles', 'necklace'],
  ['kurta', 'kurti'],
  ['aaaa', 'aa'],
  ['ab', 'ba'],
  ['24', '2410'],
  ['chandbali', 'chandbali'],
  ['xyz', 'jhumka'],
];

describe('trigram similarity', () => {
  it('is the figure pg_trgm gives, to the last bit of its single precision', async () => {
    const found = await rows<{ similarity: number }>(
      database.db,
      sql`select similarity(a, b)::float8 as similarity
          from unnest(array[${sql.join(
            PAIRS.map(([a]) => sql`${a}`),
            sql`, `,
          )}]::text[], array[${sql.join(
            PAIRS.map(([, b]) => sql`${b}`),
            sql`, `,
          )}]::text[]) with ordinality as pair(a, b, n)
          order by n`,
    );
    const ours = PAIRS.map(([a, b]) => trigramSimilarity(trigrams(a), trigrams(b)));
    expect(ours).toEqual(found.map((row) => row.similarity));
    // The decision's own examples.
    expect(ours[0]).toBeCloseTo(0.44, 2);
    expect(ours[2]).toBeCloseTo(0.33, 2);
    expect(ours[3]).toBeCloseTo(0.55, 2);
  });

  it("finds the shop's words spelt alike as search_words' trigram index does", async () => {
    const words = ['jhumka', 'jhumki', 'jumkha', 'earrings', 'earring', 'payal', 'silver', 'silk', 'kurti'];
    await database.db.execute(sql`insert into search_words (word)
      select unnest(array[${sql.join(
        words.map((word) => sql`${word}`),
        sql`, `,
      )}]::text[]) on conflict do nothing`);
    const vocabulary = new Vocabulary(words);
    for (const typed of ['jumka', 'jhmka', 'earrngs', 'payel', 'kurta', 'zzz']) {
      const alike = await rows<{ word: string }>(
        database.db,
        sql`select word from search_words
            where word = any(array[${sql.join(
              words.map((word) => sql`${word}`),
              sql`, `,
            )}]::text[])
              and word % ${typed} and similarity(word, ${typed}) >= ${SPELLING_SIMILARITY}
            order by similarity(word, ${typed}) desc, word collate "C" limit 5`,
      );
      expect(vocabulary.alike(typed), typed).toEqual(alike.map((row) => row.word));
    }
    expect(vocabulary.alike('zzz')).toEqual([]);
  });
});
