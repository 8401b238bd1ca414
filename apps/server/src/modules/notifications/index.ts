/**
 * What other modules may use of notifications (docs/architecture.md, "Module entries"): the calls
 * that write an order’s mails, and a cart reminder, into the outbox inside the caller’s transaction.
 */
export { notifyCartReminder, notifyOrderPlaced, notifyOrderStatus } from './outbox.js';
