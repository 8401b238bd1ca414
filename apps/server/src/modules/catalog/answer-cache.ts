import type { Database } from '../../db/client.js';
import { cachedAnswer, type Answer } from './cached-answer.js';
import { CatalogCache } from './catalog-cache.js';
import { watchCatalogChanges } from './service.js';

/**
 * A cache of serialized answers for another module's public reads of catalogue content (size
 * charts), cleared by the same notice as the catalogue's own: any change, by any server.
 */
export async function catalogAnswerCache(
  database: Database,
  maxEntries: number,
): Promise<{ answer: Answer; stop: () => Promise<void> }> {
  const cache = new CatalogCache(maxEntries);
  const stop = await watchCatalogChanges(database, () => cache.clear());
  return { answer: cachedAnswer(cache), stop };
}
