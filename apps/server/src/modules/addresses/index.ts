/**
 * What other parts of the server may use of the address book (docs/architecture.md, "Module
 * entries"): checkout keeps the address it shipped to. Its routes are registered by app.ts.
 */
export { keepAddress } from './service.js';
