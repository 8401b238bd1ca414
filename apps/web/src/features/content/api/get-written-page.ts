import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentPageSlug } from '@shop/domain';
import { apiCall } from '@/lib/api-client';

/** GET /api/pages/:slug: a page the owner writes, rendered and made safe by the server. */
export const writtenPageQuery = (slug: ContentPageSlug) =>
  queryOptions({
    queryKey: ['pages', slug],
    queryFn: ({ signal }) =>
      apiCall('GET /api/pages/:slug', { params: { slug }, signal }).then((data) => data.page),
    staleTime: 60 * 1000,
  });

export const useWrittenPage = (slug: ContentPageSlug) => useQuery(writtenPageQuery(slug));
