/**
 * What other parts of the server may use of the shop's settings (docs/architecture.md, "Module
 * entries"): reading them, for invoices, tracking links, delivery estimates and Cash on Delivery
 * rules. Its routes are registered by app.ts.
 */
export {
  pricingOf,
  readPricingSettings,
  readSecuritySettings,
  readShopSettings,
  saveShopSettings,
  shopPublicUrl,
} from './service.js';
export { shopTermsOf } from './terms-service.js';
export { seedShopSettings } from './seed.js';
