export * from './users.js';
export * from './catalog.js';
export * from './orders.js';
export * from './size-charts.js';
export * from './search.js';
export * from './settings.js';
export * from './invoices.js';
export * from './notifications.js';
