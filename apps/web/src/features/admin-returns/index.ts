// The part of admin-returns that other features (the staff's order sheet) may use; the rest is private.
export { OrderReturns } from './components/order-returns';
