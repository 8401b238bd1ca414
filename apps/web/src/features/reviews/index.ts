// The part of reviews that other features may use; the rest of the folder is private.
export { ProductReviews } from './components/product-reviews';
export { ReviewForm } from './components/review-form';
