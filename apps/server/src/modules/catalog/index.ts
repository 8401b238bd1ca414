/**
 * What other parts of the server may use of the catalogue (docs/architecture.md, "Module
 * entries"): product and category reads, stock taking and returning, and the cache notice for
 * writers. Its routes are registered by app.ts.
 */
export {
  catalogChanged,
  getProductById,
  getProductsByIds,
  listCategories,
  visibleProductUrls,
} from './service.js';
export { productIdBySlug } from './slug-lookup.js';
export { returnStock, takeStock, type TakenLine } from './stock-service.js';
