import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { searchSynonyms } from './tables.js';
import { searchTerms } from './search-terms.js';

/**
 * The staff's synonym groups as search uses them: each word typed finds its group's other words
 * (decision 023). A term of several words ("maang tikka") is kept as its words, searched as a phrase.
 */
export class SynonymIndex {
  private readonly groupOf = new Map<string, string[][]>();

  constructor(groups: readonly (readonly string[])[]) {
    for (const group of groups) {
      const terms = group.map((term) => searchTerms(term)).filter((words) => words.length > 0);
      for (const words of terms) {
        // A word typed alone matches a one-word term; several-word terms are only ever expanded to.
        if (words.length === 1) this.groupOf.set(words[0] as string, terms);
      }
    }
  }

  /** The terms (each as its words) a typed word stands for, itself included; undefined when none. */
  alternatives(word: string): string[][] | undefined {
    return this.groupOf.get(word);
  }
}

export async function readSynonymGroups(db: Db): Promise<string[][]> {
  const rows = await db
    .select({ terms: searchSynonyms.terms })
    .from(searchSynonyms)
    .orderBy(asc(searchSynonyms.position));
  return rows.map((row) => row.terms);
}
