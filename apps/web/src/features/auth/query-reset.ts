import type { QueryClient } from '@tanstack/react-query';

/** Cached answers that are the same for everybody; every other query belongs to the signed-in user. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- query keys, not words
const SHARED_QUERY_ROOTS = new Set<unknown>(['products', 'categories', 'shop']);

/**
 * Drops every user-specific answer (cart, orders, user lists…) when who is signed in changes, so the
 * next screen asks again as the new user and a signed-out visitor sees nothing of the last one.
 */
export function forgetUserQueries(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => !SHARED_QUERY_ROOTS.has(query.queryKey[0]) });
}
