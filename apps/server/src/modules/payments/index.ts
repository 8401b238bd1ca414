/**
 * What other modules may use of payments (decision 038): the terms a checkout starts an order on
 * (Cash on Delivery, or UPI awaiting its payment) and the UPI details of an order to pay.
 */
export { CASH_ON_DELIVERY, paymentTerms, type PaymentTerms } from './terms.js';
export { upiPaymentOf } from './upi-details.js';
