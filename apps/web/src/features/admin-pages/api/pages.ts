import type { ContentPageInput, ContentPageSlug } from '@shop/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

/** GET /api/admin/pages: the six pages, when each was saved, and the placeholders with their values. */
export const adminPagesQuery = queryOptions({
  queryKey: ['admin', 'pages'],
  queryFn: ({ signal }) => apiCall('GET /api/admin/pages', { signal }),
});
export const useAdminPages = () => useQuery(adminPagesQuery);

/**
 * GET /api/admin/pages/:slug: the page as written (its Markdown, placeholders unfilled) and its
 * Hindi beside it, for the editor.
 */
export const editedPageQuery = (slug: ContentPageSlug) =>
  queryOptions({
    queryKey: ['admin', 'pages', slug],
    queryFn: ({ signal }) =>
      apiCall('GET /api/admin/pages/:slug', { params: { slug }, signal }).then((data) => data.page),
  });
export const useEditedPage = (slug: ContentPageSlug) => useQuery(editedPageQuery(slug));

/** PUT /api/admin/pages/:slug: saves the title and Markdown, and their Hindi; the shop shows them at once. */
export function useSavePage(slug: ContentPageSlug) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ContentPageInput) =>
      apiCall('PUT /api/admin/pages/:slug', { params: { slug }, body }).then((data) => data.page),
    onSuccess: async (page) => {
      queryClient.setQueryData(editedPageQuery(slug).queryKey, page);
      // The storefront's copy of the page, should the owner go and look.
      queryClient.setQueryData(['pages', slug], page);
      await queryClient.invalidateQueries({ queryKey: adminPagesQuery.queryKey, exact: true });
    },
  });
}
