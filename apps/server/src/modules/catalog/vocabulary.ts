import type { Db } from '../../db/client.js';
import { searchWords } from '../../db/schema/index.js';

/**
 * The words of the shop's product names, tags and category names (the search_words table), held in
 * memory: whether a typed word is one the shop uses is then known without asking the database, and
 * only a word it does not use is looked up by its spelling (decision 023).
 */
export class Vocabulary {
  private readonly words: Set<string>;
  private readonly sorted: string[];

  constructor(words: readonly string[]) {
    this.words = new Set(words);
    this.sorted = [...this.words].sort();
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
}

export async function readVocabulary(db: Db): Promise<Vocabulary> {
  const rows = await db.select({ word: searchWords.word }).from(searchWords);
  return new Vocabulary(rows.map((row) => row.word));
}
