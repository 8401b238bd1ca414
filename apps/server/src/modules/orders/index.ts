/**
 * What other parts of the server may use of the orders module (docs/architecture.md, "Module
 * entries"): whether a customer received a product, for the reviews module, and an order line's
 * words in a shopper's language, for the return form. Its routes are registered by app.ts.
 */
export { latestDeliveredOrderWith } from './delivered.js';
export { lineWords } from './order-view.js';
export {
  orderForReturn,
  orderIdByTrackingPair,
  placeReplacementOrder,
  type ReturnableLine,
  type ReturnableOrder,
} from './for-returns.js';
