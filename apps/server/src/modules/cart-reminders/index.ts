/**
 * What other parts of the server may use of carts left behind (docs/architecture.md, "Module
 * entries"): a cart's lines at today's prices, for the reminder mail. Its routes are registered by app.ts.
 */
export { cartLinesOf } from './cart-lines.js';
