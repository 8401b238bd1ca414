export * from './users.js';
export * from './catalog.js';
export * from './orders.js';
