// The part of returns that other features (the order page and /track) use; the rest is private.
export { OrderReturns } from './components/order-returns';
export type { GuestPair } from './api/keys';
