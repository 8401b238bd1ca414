// The part of the cart that the app layer and other features may use; the rest of the folder is private.
export { cartCount, cartQuery, EMPTY_CART, useCart, useExpectedGuestLines } from './api/get-cart';
export { CardCartButtons } from './components/card-cart-buttons';
export { CartButton } from './components/cart-button';
export { EmptyCart } from './components/empty-cart';
export { OrderSummary } from './components/order-summary';
export { useAddToCart } from './hooks/use-add-to-cart';
export { mergeGuestCart } from './merge-on-sign-in';
export { guestCart } from './lib/guest-cart-store';
