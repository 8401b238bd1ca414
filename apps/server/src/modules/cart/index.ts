/**
 * What other parts of the server may use of the cart (docs/architecture.md, "Module entries"):
 * the lines checkout orders. Its routes are registered by app.ts.
 */
export { takeCartForCheckout } from './service.js';
