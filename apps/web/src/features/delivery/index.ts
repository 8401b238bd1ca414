// "Check delivery" (decision 032): what the product page and checkout use; the rest is private.
export { CheckDelivery } from './components/check-delivery';
export { CheckoutDelivery } from './components/checkout-delivery';
