/**
 * What other modules may use of notifications (docs/architecture.md, "Module entries"): the calls
 * that write an order’s mails, a cart reminder, a complaint's and a return's mails, into the outbox inside the
 * caller’s transaction.
 */
export {
  notifyCartReminder,
  notifyComplaint,
  notifyOrderPlaced,
  notifyOrderStatus,
  notifyReturnStep,
} from './outbox.js';
