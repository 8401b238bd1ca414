/**
 * What other modules may use of notifications (docs/architecture.md, "Module entries"): the calls
 * that write an order’s mails, a cart reminder, a complaint's and a return's mails, a staff sign-in from a new device, into the outbox inside the
 * caller’s transaction.
 */
export {
  notifyCartReminder,
  notifyComplaint,
  notifyNewDeviceSignIn,
  notifyOrderPlaced,
  notifyOrderStatus,
  notifyReturnStep,
} from './outbox.js';
