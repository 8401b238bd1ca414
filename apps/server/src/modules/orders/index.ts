/**
 * What other parts of the server may use of the orders module (docs/architecture.md, "Module
 * entries"): whether a customer received a product, for the reviews module. Its routes are
 * registered by app.ts.
 */
export { latestDeliveredOrderWith } from './delivered.js';
export {
  orderForReturn,
  orderIdByTrackingPair,
  placeReplacementOrder,
  type ReplacementLine,
  type ReturnableLine,
  type ReturnableOrder,
} from './for-returns.js';
