import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

const mailStatusQuery = queryOptions({
  queryKey: ['admin', 'mail-status'],
  queryFn: ({ signal }) => apiCall('GET /api/admin/mail', { signal }),
});

/** GET /api/admin/mail: whether the shop's mail really leaves, or only reaches the server log. */
export function useMailStatus() {
  return useQuery(mailStatusQuery);
}

/** POST /api/admin/mail/test: a test mail to the signed-in staff member's own address. */
export function useSendTestMail() {
  return useMutation({ mutationFn: () => apiCall('POST /api/admin/mail/test', {}) });
}
