/**
 * What other parts of the server may use of the catalogue (docs/architecture.md, "Module
 * entries"): product reads, stock taking and returning, the cache notice for writers, an answer
 * cache cleared with the catalogue's, a product's rating as the reviews module sets it, and the SKU
 * the write side (admin/) makes for a variant, and the Hindi of a variant title a return kept. Its
 * routes, public reads and admin writes, are registered by app.ts.
 */
export {
  catalogChanged,
  getCatalogProductsByIds,
  getProductById,
  getProductsByIds,
  visibleProductUrls,
  type CatalogProduct,
} from './service.js';
export { catalogAnswerCache } from './answer-cache.js';
export { lockShownProduct, productRating, setProductRatings } from './ratings.js';
export { productIdBySlug } from './slug-lookup.js';
export { returnStock, takeStock, type TakenLine } from './stock-service.js';
export { returnPolicyOf, type ReturnPolicy } from './return-policy.js';
export { keptTitlesInHindi } from './variant-hindi.js';
export { madeSku } from './admin/variant-writer.js';
export { anyProductExists } from './any-product.js';
export { categoryTranslationColumns, keptText, productTranslationColumns } from './translations.js';
export { storedOptions } from './option-translations.js';
export { namesInEachLanguage, optionNames, productNames } from './shopper-names.js';
