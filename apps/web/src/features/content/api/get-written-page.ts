import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentPageSlug } from '@shop/domain';
import { apiCall } from '@/lib/api-client';
import { catalogueLanguage } from '@/lib/language';

/**
 * GET /api/pages/:slug: a page the owner writes, rendered and made safe by the server, in the
 * page's language (its Hindi where the owner wrote one; decision 075).
 */
export const writtenPageQuery = (slug: ContentPageSlug) =>
  queryOptions({
    queryKey: ['pages', slug],
    queryFn: ({ signal, meta }) =>
      apiCall('GET /api/pages/:slug', { params: { slug }, query: catalogueLanguage(meta), signal }).then(
        (data) => data.page,
      ),
    staleTime: 60 * 1000,
  });

export const useWrittenPage = (slug: ContentPageSlug) => useQuery(writtenPageQuery(slug));
