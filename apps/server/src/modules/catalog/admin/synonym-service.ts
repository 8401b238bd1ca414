import type { SearchSynonyms } from '@shop/domain';
import type { Db } from '../../../db/client.js';
import { searchSynonyms } from '../tables.js';
import { catalogChanged } from '../service.js';
import { readSynonymGroups } from '../synonyms.js';
import { recordOneSummaryOnly, recordStaffChange } from '../../audit/index.js';
import { isDeepStrictEqual } from 'node:util';

/**
 * Replaces every synonym group at once (the body was validated by the contract: words trimmed,
 * lower-cased, each in one group). Every server's catalogue cache clears, since cached searches
 * were expanded with the old groups: here at once, elsewhere through the table's notification.
 */
export async function replaceSynonymGroups(db: Db, groups: string[][]): Promise<SearchSynonyms> {
  await db.transaction(async (tx) => {
    // The list is replaced whole: the activity log keeps it before and after, in one entry.
    const before = await readSynonymGroups(tx);
    await recordOneSummaryOnly(tx);
    await tx.delete(searchSynonyms);
    if (groups.length > 0) {
      await tx.insert(searchSynonyms).values(groups.map((terms, position) => ({ position, terms })));
    }
    if (!isDeepStrictEqual(before, groups)) {
      await recordStaffChange(tx, {
        action: 'replaced',
        entity: 'synonyms',
        changes: { groups: { from: before, to: groups } },
      });
    }
  });
  catalogChanged(db);
  return { groups: await readSynonymGroups(db) };
}
