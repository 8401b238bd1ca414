// The part of payments the checkout uses; the payment page is its own route.
export { usePaymentMethods } from './api/payment-methods';
export { PaymentChoice } from './components/payment-choice';
