import { useMutation } from '@tanstack/react-query';
import type { ComplaintBody } from '@shop/domain';
import { apiCall } from '@/lib/api-client';

/** POST /api/complaints: its ticket number and deadlines (decision 048). */
export function useFileComplaint() {
  return useMutation({
    mutationFn: (body: ComplaintBody) =>
      apiCall('POST /api/complaints', { body }).then((data) => data.complaint),
  });
}
