/**
 * What other parts of the server may use of the catalogue (docs/architecture.md, "Module
 * entries"): product and category reads, stock taking and returning, the cache notice for
 * writers, an answer cache cleared with the catalogue's, and the search synonyms as stored. Its
 * routes are registered by app.ts.
 */
export {
  catalogChanged,
  getCatalogProductsByIds,
  getProductById,
  getProductsByIds,
  listCategories,
  visibleProductUrls,
  type CatalogProduct,
} from './service.js';
export { catalogAnswerCache } from './answer-cache.js';
export { productIdBySlug } from './slug-lookup.js';
export { readSynonymGroups } from './synonyms.js';
export { returnStock, takeStock, type TakenLine } from './stock-service.js';
