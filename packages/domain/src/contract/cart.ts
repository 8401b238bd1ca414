import { successEnvelope } from '../api.js';
import {
  AddCartItemBodySchema,
  CartItemParamsSchema,
  CartMergeResponseSchema,
  CartQuoteResponseSchema,
  CartResponseSchema,
  GuestCartBodySchema,
  UpdateCartItemBodySchema,
} from '../cart.js';
import { ApplyCouponBodySchema } from '../coupons.js';
import { LanguageQuerySchema } from '../catalog.js';
import { endpoint } from './endpoint.js';

const tags = ['cart'];
const cartAnswer = { 200: successEnvelope(CartResponseSchema) };

/** A customer's own cart; every answer is the whole updated cart, priced by the server. */
export const cartContract = {
  get: endpoint({
    method: 'GET',
    path: '/api/cart',
    querystring: LanguageQuerySchema,
    access: 'signed-in',
    tags,
    summary: 'My cart, priced now, with delivery and GST totals',
    response: cartAnswer,
  }),
  addItem: endpoint({
    method: 'POST',
    path: '/api/cart/items',
    querystring: LanguageQuerySchema,
    access: 'signed-in',
    tags,
    summary: 'Add a product (merges with its existing line)',
    body: AddCartItemBodySchema,
    response: cartAnswer,
  }),
  updateItem: endpoint({
    method: 'PUT',
    path: '/api/cart/items/:itemId',
    querystring: LanguageQuerySchema,
    access: 'signed-in',
    tags,
    summary: 'Set a line quantity (below 1 removes the line)',
    params: CartItemParamsSchema,
    body: UpdateCartItemBodySchema,
    response: cartAnswer,
  }),
  removeItem: endpoint({
    method: 'DELETE',
    path: '/api/cart/items/:itemId',
    querystring: LanguageQuerySchema,
    access: 'signed-in',
    tags,
    summary: 'Remove a line',
    params: CartItemParamsSchema,
    response: cartAnswer,
  }),
  applyCoupon: endpoint({
    method: 'POST',
    path: '/api/cart/coupon',
    querystring: LanguageQuerySchema,
    access: 'signed-in',
    tags,
    summary: 'Apply a coupon code (replaces any other); a refusal is a 422 saying why in words',
    body: ApplyCouponBodySchema,
    response: cartAnswer,
  }),
  removeCoupon: endpoint({
    method: 'DELETE',
    path: '/api/cart/coupon',
    querystring: LanguageQuerySchema,
    access: 'signed-in',
    tags,
    summary: 'Take the coupon code off my cart',
    response: cartAnswer,
  }),
  quote: endpoint({
    method: 'POST',
    path: '/api/cart/quote',
    querystring: LanguageQuerySchema,
    access: 'public',
    tags,
    summary:
      "A guest's browser cart priced now, in the signed-in cart's shape; lines whose product or variant no longer exists come back in `dropped` (decision 040)",
    body: GuestCartBodySchema,
    response: { 200: successEnvelope(CartQuoteResponseSchema) },
  }),
  merge: endpoint({
    method: 'POST',
    path: '/api/cart/merge',
    querystring: LanguageQuerySchema,
    access: 'signed-in',
    tags,
    summary:
      "Add the browser's guest cart to my cart on sign-in, each line capped by stock; `changes` lists what did not go in as asked (decision 040)",
    body: GuestCartBodySchema,
    response: { 200: successEnvelope(CartMergeResponseSchema) },
  }),
  clear: endpoint({
    method: 'DELETE',
    path: '/api/cart',
    querystring: LanguageQuerySchema,
    access: 'signed-in',
    tags,
    summary: 'Empty my cart',
    response: cartAnswer,
  }),
};
