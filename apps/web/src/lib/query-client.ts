import { QueryClient } from '@tanstack/react-query';
import { DEFAULT_LANGUAGE, type Language } from '@shop/domain';
import { ApiError } from './api-client';

/** One page render's data cache; its language is every query's meta (see `catalogueLanguage`). */
export function createQueryClient(language: Language = DEFAULT_LANGUAGE): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        meta: { language },
        staleTime: 5 * 60 * 1000,
        refetchOnWindowFocus: false,
        // A missing thing or a refused request will not change by asking again.
        retry: (failureCount, error) =>
          failureCount < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      },
    },
  });
}
