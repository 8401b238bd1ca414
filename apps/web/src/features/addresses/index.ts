// The part of the address book that other features may use; the rest of the folder is private.
export { AddressBookCard } from './components/address-book-card';
export { addressesQuery } from './api/list-addresses';
export { CheckoutAddress } from './components/checkout-address';
export { useCheckoutAddress } from './hooks/use-checkout-address';
