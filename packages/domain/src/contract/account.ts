import { NoBodySchema, successEnvelope } from '../api.js';
import {
  AddressListSchema,
  AddressParamsSchema,
  AddressResponseSchema,
  SavedAddressBodySchema,
  WishlistItemParamsSchema,
  WishlistMergeBodySchema,
  WishlistSchema,
} from '../account.js';
import { endpoint } from './endpoint.js';
import { LanguageQuerySchema } from '../catalog.js';

const addressTags = ['addresses'];
const wishlistTags = ['wishlist'];
const addressList = { 200: successEnvelope(AddressListSchema) };
const wishlistAnswer = { 200: successEnvelope(WishlistSchema) };

/**
 * A customer's own address book and wishlist (decision 034). Another customer's address answers
 * 404, as if it did not exist; every wishlist answer is the whole list as the shopper may see it.
 */
export const accountContract = {
  listAddresses: endpoint({
    method: 'GET',
    path: '/api/addresses',
    access: 'signed-in',
    tags: addressTags,
    summary: 'My saved addresses, the default first',
    response: addressList,
  }),
  addAddress: endpoint({
    method: 'POST',
    path: '/api/addresses',
    access: 'signed-in',
    tags: addressTags,
    summary: 'Save an address (checked as checkout checks one; 409 when full or already saved)',
    body: SavedAddressBodySchema,
    response: { 201: successEnvelope(AddressResponseSchema) },
  }),
  updateAddress: endpoint({
    method: 'PUT',
    path: '/api/addresses/:id',
    access: 'signed-in',
    tags: addressTags,
    summary: 'Replace a saved address; isDefault: true makes it the default',
    params: AddressParamsSchema,
    body: SavedAddressBodySchema,
    response: { 200: successEnvelope(AddressResponseSchema) },
  }),
  deleteAddress: endpoint({
    method: 'DELETE',
    path: '/api/addresses/:id',
    access: 'signed-in',
    tags: addressTags,
    summary: 'Delete a saved address (the newest remaining one becomes the default)',
    params: AddressParamsSchema,
    response: addressList,
  }),
  getWishlist: endpoint({
    method: 'GET',
    path: '/api/wishlist',
    querystring: LanguageQuerySchema,
    access: 'signed-in',
    tags: wishlistTags,
    summary: 'My wishlist: the saved products the shop still shows, in the order they were saved',
    response: wishlistAnswer,
  }),
  addToWishlist: endpoint({
    method: 'PUT',
    path: '/api/wishlist/items/:productId',
    querystring: LanguageQuerySchema,
    access: 'signed-in',
    tags: wishlistTags,
    summary: 'Save a product (saving it again changes nothing)',
    params: WishlistItemParamsSchema,
    body: NoBodySchema,
    response: wishlistAnswer,
  }),
  removeFromWishlist: endpoint({
    method: 'DELETE',
    path: '/api/wishlist/items/:productId',
    querystring: LanguageQuerySchema,
    access: 'signed-in',
    tags: wishlistTags,
    summary: 'Remove a product (removing one not saved changes nothing)',
    params: WishlistItemParamsSchema,
    response: wishlistAnswer,
  }),
  clearWishlist: endpoint({
    method: 'DELETE',
    path: '/api/wishlist',
    querystring: LanguageQuerySchema,
    access: 'signed-in',
    tags: wishlistTags,
    summary: 'Empty my wishlist',
    response: wishlistAnswer,
  }),
  mergeWishlist: endpoint({
    method: 'POST',
    path: '/api/wishlist/merge',
    querystring: LanguageQuerySchema,
    access: 'signed-in',
    tags: wishlistTags,
    summary:
      "Add the browser's list on sign-in (idempotent; unknown or hidden products and those past the limit are skipped)",
    body: WishlistMergeBodySchema,
    response: wishlistAnswer,
  }),
};
