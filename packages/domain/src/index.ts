// The package entry: the one barrel the house rules allow.
export * from './api.js';
export * from './money.js';
export * from './pricing.js';
export * from './catalog.js';
export * from './variants.js';
export * from './shop.js';
export * from './roles.js';
export * from './auth.js';
export * from './cart.js';
export * from './orders.js';
export * from './catalog-admin.js';
export * from './search.js';
export * from './password-strength.js';
export * from './size-charts.js';
export * from './contract/index.js';
export * from './gst.js';
export * from './settings.js';
