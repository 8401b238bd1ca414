import type { Db } from '../../db/client.js';
import { readSynonymGroups, SynonymIndex } from './synonyms.js';
import { readVocabulary, Vocabulary } from './vocabulary.js';

/** What a search reads besides the products: the staff's synonym groups and the shop's words. */
export interface SearchContext {
  synonyms: SynonymIndex;
  vocabulary: Vocabulary;
}

/** No synonyms, and no word known: every word of three letters or more may be respelt. */
export const EMPTY_SEARCH_CONTEXT: SearchContext = {
  synonyms: new SynonymIndex([]),
  vocabulary: new Vocabulary([]),
};

/**
 * The search context of one app server, read once and kept until the catalogue changes (products,
 * categories and synonym groups all notify: see the triggers). A read that a change overtook is not
 * kept.
 */
export function searchContextSource(db: Db): { get(): Promise<SearchContext>; clear(): void } {
  let current: Promise<SearchContext> | undefined;
  return {
    get() {
      if (current) return current;
      const loading = Promise.all([readSynonymGroups(db), readVocabulary(db)]).then(
        ([groups, vocabulary]) => ({ synonyms: new SynonymIndex(groups), vocabulary }),
      );
      current = loading;
      loading.catch(() => {
        if (current === loading) current = undefined;
      });
      return loading;
    },
    clear() {
      current = undefined;
    },
  };
}
