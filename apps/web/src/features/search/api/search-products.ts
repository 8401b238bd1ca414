import { queryOptions, useQuery } from '@tanstack/react-query';
import { SEARCH_DROPDOWN_LIMIT, SEARCH_MIN_CHARS, type Product } from '@shop/domain';
import { apiCall } from '@/lib/api-client';

export function searchProducts(q: string, signal?: AbortSignal): Promise<Product[]> {
  return (
    apiCall('GET /api/products/search', { query: { q, limit: SEARCH_DROPDOWN_LIMIT }, signal })
      .then((data) => data.products)
      // A failed search gives an empty result list, never an error screen.
      .catch((error: unknown) => {
        if (signal?.aborted) throw error;
        return [];
      })
  );
}

export const searchProductsQuery = (q: string) =>
  queryOptions({
    queryKey: ['products', 'search', q],
    queryFn: ({ signal }) => searchProducts(q, signal),
    staleTime: 60 * 1000,
  });

/** Runs only for a term of at least SEARCH_MIN_CHARS trimmed characters. */
export function useSearchProducts(term: string) {
  const q = term.trim();
  return useQuery({ ...searchProductsQuery(q), enabled: q.length >= SEARCH_MIN_CHARS });
}
