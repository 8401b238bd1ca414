import { queryOptions, useQuery } from '@tanstack/react-query';
import { SEARCH_DROPDOWN_LIMIT, SEARCH_MIN_CHARS, type Suggestion } from '@shop/domain';
import { apiCall } from '@/lib/api-client';
import { catalogueLanguage } from '@/lib/language';

/**
 * The search box's products: GET /api/products/suggestions, which finds by name, SKU, category
 * and tag, their synonyms and spellings alike, but not by a word of a description the box never shows.
 */
export function getSuggestions(
  q: string,
  signal?: AbortSignal,
  language: { lang?: 'hi' } = {},
): Promise<Suggestion[]> {
  return (
    apiCall('GET /api/products/suggestions', {
      query: { q, limit: SEARCH_DROPDOWN_LIMIT, ...language },
      signal,
    })
      .then((data) => data.suggestions)
      // A failed search gives an empty result list, never an error screen.
      .catch((error: unknown) => {
        if (signal?.aborted) throw error;
        return [];
      })
  );
}

const suggestionsQuery = (q: string) =>
  queryOptions({
    queryKey: ['products', 'suggestions', q],
    queryFn: ({ signal, meta }) => getSuggestions(q, signal, catalogueLanguage(meta)),
    staleTime: 60 * 1000,
  });

/** Runs only for a term of at least SEARCH_MIN_CHARS trimmed characters. */
export function useSuggestions(term: string) {
  const q = term.trim();
  return useQuery({ ...suggestionsQuery(q), enabled: q.length >= SEARCH_MIN_CHARS });
}
