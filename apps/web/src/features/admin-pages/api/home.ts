import { UPLOAD_FIELD, type HomeContentInput } from '@shop/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

/** GET /api/admin/storefront/home: the hero and announcement as written, for editing. */
export const adminHomeQuery = queryOptions({
  queryKey: ['admin', 'storefront', 'home'],
  queryFn: ({ signal }) => apiCall('GET /api/admin/storefront/home', { signal }),
});
export const useAdminHome = () => useQuery(adminHomeQuery);

/** PUT /api/admin/storefront/home. The shop's own copy (placeholders filled) is fetched again. */
export function useSaveHome() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: HomeContentInput) => apiCall('PUT /api/admin/storefront/home', { body }),
    onSuccess: async (home) => {
      queryClient.setQueryData(adminHomeQuery.queryKey, home);
      await queryClient.invalidateQueries({ queryKey: ['storefront', 'home'] });
    },
  });
}

/** Pictures take longer than the usual 10 s on a slow phone connection. */
const UPLOAD_TIMEOUT_MS = 60_000;

/** POST /api/upload/product with one picture (stored like a product's): its id and address. */
export async function uploadHeroPicture(file: File): Promise<{ id: string; url: string }> {
  const form = new FormData();
  form.append(UPLOAD_FIELD, file);
  const data = await apiCall('POST /api/upload/product', { body: form, timeoutMs: UPLOAD_TIMEOUT_MS });
  const image = data.images[0];
  if (!image) throw new Error('The picture could not be uploaded');
  return image;
}
