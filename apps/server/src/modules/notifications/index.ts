/**
 * What other modules may use of notifications (docs/architecture.md, "Module entries"): the calls
 * that write an order's mails into the outbox inside the caller's transaction.
 */
export { notifyOrderPlaced, notifyOrderStatus } from './outbox.js';
