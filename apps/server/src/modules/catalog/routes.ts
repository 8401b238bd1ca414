import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client.js';
import { cachedAnswer } from './cached-answer.js';
import { CatalogCache } from './catalog-cache.js';
import { categoryRoutes } from './category-routes.js';
import { productRoutes } from './product-routes.js';
import * as catalog from './service.js';
import { searchContextSource } from './search-context.js';

/**
 * The catalogue's public reads, answered from one in-process cache that any catalogue change clears
 * (docs/architecture.md, "Caching catalogue reads").
 */
export const catalogRoutes: FastifyPluginAsync<{
  database: Database;
  cacheSize?: number;
  /** Told in the same moment the cache is cleared (the server-rendered pages are built from it). */
  onChange?: () => void;
}> = async (app, options) => {
  const { db } = options.database;
  const cache = new CatalogCache(options.cacheSize ?? 1000);
  const searchContext = searchContextSource(db);
  // A product, category or synonym change (from any server) clears everything read from them.
  const stopWatching = await catalog.watchCatalogChanges(options.database, () => {
    searchContext.clear();
    cache.clear();
    options.onChange?.();
  });
  app.addHook('onClose', async () => stopWatching());

  const answer = cachedAnswer(cache);
  await app.register(categoryRoutes, { db, answer });
  await app.register(productRoutes, { db, answer, searchContext: () => searchContext.get() });
};

/** The catalogue's write side (admin/), registered by app.ts beside the public reads. */
export { catalogAdminRoutes } from './admin/routes.js';
