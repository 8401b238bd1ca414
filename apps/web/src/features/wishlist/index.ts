// The part of the wishlist that the app layer and other features may use; the rest of the folder is private.
export { WishlistButton } from './components/wishlist-button';
export { WishlistHeart } from './components/wishlist-heart';
export { useWishlist } from './hooks/use-wishlist';
export { mergeBrowserWishlist } from './merge-on-sign-in';
