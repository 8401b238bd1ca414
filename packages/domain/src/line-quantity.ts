/**
 * The most of one product a cart line (and so an order line) may hold. Its own file, so the shopper
 * forms' words (shopper-form-words.ts) can say it without importing the cart's schemas, which use them.
 */
export const MAX_LINE_QUANTITY = 999;
