/**
 * Every table, for drizzle-kit (drizzle.config.ts) and the typed client (db/client.ts). Each table
 * lives with the module that owns it, in `modules/<module>/tables.ts` (decision 052); a module uses
 * its own tables only, and this file is no way around that (eslint.config.js forbids modules to
 * import it).
 */
export * from '../../modules/auth/tables.js';
export * from '../../modules/images/tables.js';
export * from '../../modules/catalog/tables.js';
export * from '../../modules/size-charts/tables.js';
export * from '../../modules/settings/tables.js';
export * from '../../modules/promotions/tables.js';
export * from '../../modules/cart/tables.js';
export * from '../../modules/cart-reminders/tables.js';
export * from '../../modules/orders/tables.js';
export * from '../../modules/reviews/tables.js';
export * from '../../modules/returns/tables.js';
export * from '../../modules/invoicing/tables.js';
export * from '../../modules/notifications/tables.js';
export * from '../../modules/addresses/tables.js';
export * from '../../modules/wishlist/tables.js';
export * from '../../modules/complaints/tables.js';
export * from '../../modules/setup/tables.js';
export * from '../../modules/demo-data/tables.js';
export * from '../../modules/content-pages/tables.js';
export * from '../../modules/audit/tables.js';
