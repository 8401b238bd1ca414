/**
 * What other parts of the server may use of the cart (docs/architecture.md, "Module entries"):
 * the lines checkout orders, and the cart as its owner sees it (priced now) for delivery
 * estimates. Its routes are registered by app.ts.
 */
export { getCart, takeCartForCheckout, type CheckoutCart } from './service.js';
