import type { Db } from '../../db/client.js';
import { searchWords } from './tables.js';
import { trigrams, trigramSimilarity } from './trigrams.js';

/**
 * How alike (pg_trgm's similarity of two words' trigrams, 0 to 1) a word of the shop must be to a
 * typed word to be searched for in its place. "jumka" and "jhmka" score 0.44 against "jhumka",
 * "payel" 0.33 against "payal", "earrngs" 0.55 against "earrings"; "kada" only 0.15 against
 * "kalamkari". pg_trgm's own `%` threshold (pg_trgm.similarity_threshold) is 0.3 too.
 */
export const SPELLING_SIMILARITY = 0.3;
/** Words of the shop a typed word may stand for, the most alike first. */
const SPELLINGS_PER_WORD = 5;
/** Typed words whose spellings are remembered; a shop's searches repeat the same few misspellings. */
const REMEMBERED_SPELLINGS = 2000;

/**
 * The words of the shop's product names, tags and category names (the search_words table), held in
 * memory: whether a typed word is one the shop uses is then known without asking the database, and
 * so are the words spelt like one it does not use (decision 023), so a search sends constant words
 * that the full-text index answers.
 */
export class Vocabulary {
  private readonly words: Set<string>;
  private readonly sorted: string[];
  private readonly grams: { word: string; grams: Set<string> }[];
  private readonly spellings = new Map<string, string[]>();

  constructor(words: readonly string[]) {
    this.words = new Set(words);
    this.sorted = [...this.words].sort();
    this.grams = this.sorted.map((word) => ({ word, grams: trigrams(word) }));
  }

  /** Whether the shop uses the word; as a prefix (still being typed), whether a word starts with it. */
  knows(word: string, prefix: boolean): boolean {
    if (this.words.has(word)) return true;
    if (!prefix) return false;
    // The first word not before it in sorted order is the one that would start with it.
    let low = 0;
    let high = this.sorted.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((this.sorted[middle] as string) < word) low = middle + 1;
      else high = middle;
    }
    return this.sorted[low]?.startsWith(word) ?? false;
  }

  /**
   * The shop's words spelt like `word` (similarity ≥ SPELLING_SIMILARITY), the most alike first
   * (then in alphabetical order), at most five: what search_words answered by its trigram index.
   */
  alike(word: string): string[] {
    const remembered = this.spellings.get(word);
    if (remembered) return remembered;
    const typed = trigrams(word);
    const found: { word: string; similarity: number }[] = [];
    for (const candidate of this.grams) {
      const similarity = trigramSimilarity(typed, candidate.grams);
      if (similarity >= Math.fround(SPELLING_SIMILARITY)) found.push({ word: candidate.word, similarity });
    }
    // Stable, and the candidates are in alphabetical order: equal similarities stay so.
    found.sort((a, b) => b.similarity - a.similarity);
    const alike = found.slice(0, SPELLINGS_PER_WORD).map((entry) => entry.word);
    if (this.spellings.size >= REMEMBERED_SPELLINGS) this.spellings.clear();
    this.spellings.set(word, alike);
    return alike;
  }
}

export async function readVocabulary(db: Db): Promise<Vocabulary> {
  const rows = await db.select({ word: searchWords.word }).from(searchWords);
  return new Vocabulary(rows.map((row) => row.word));
}
