/**
 * What other modules may use of notifications (docs/architecture.md, "Module entries"): the calls
 * that write an order’s mails, a cart reminder and a complaint's mails, into the outbox inside the caller’s transaction.
 */
export { notifyCartReminder, notifyComplaint, notifyOrderPlaced, notifyOrderStatus } from './outbox.js';
export { notifyReturnStep, type ReturnMail } from './return-mail-placeholder.js';
