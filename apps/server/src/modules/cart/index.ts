/**
 * What other parts of the server may use of the cart (docs/architecture.md, "Module entries"):
 * the lines checkout orders, the cart as its owner sees it (priced now) for delivery estimates,
 * and customers' carts priced by the cart's one pricer, in paise, for the reminders and their mail
 * (decision 053). Its routes are registered by app.ts.
 */
export { pricedCart, takeCartForCheckout, type CheckoutCart } from './service.js';
export { pricedCartsOf, type PricedLines } from './priced-lines.js';
