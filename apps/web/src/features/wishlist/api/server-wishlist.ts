import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { pageLanguage } from '@/lib/language';
import type { WishlistItem } from '../hooks/wishlist-store';

/**
 * The signed-in shopper's wishlist on the server (decision 034). Every answer is the whole list as
 * the shop shows it now, so each call's answer replaces the cached one.
 */
const toItems = (data: { products: WishlistItem[] }): WishlistItem[] => data.products;

/** Per user: `forgetUserQueries` drops it when who is signed in changes. */
export const serverWishlistQuery = queryOptions({
  queryKey: ['wishlist'],

  queryFn: ({ signal }) => apiCall('GET /api/wishlist', { query: pageLanguage(), signal }).then(toItems),
});

export const saveOnServer = (productId: string) =>
  apiCall('PUT /api/wishlist/items/:productId', { params: { productId }, query: pageLanguage() }).then(
    toItems,
  );

export const removeOnServer = (productId: string) =>
  apiCall('DELETE /api/wishlist/items/:productId', { params: { productId }, query: pageLanguage() }).then(
    toItems,
  );

export const clearOnServer = () => apiCall('DELETE /api/wishlist', { query: pageLanguage() }).then(toItems);

export const mergeIntoServer = (productIds: string[]) =>
  apiCall('POST /api/wishlist/merge', { body: { productIds }, query: pageLanguage() }).then(toItems);
