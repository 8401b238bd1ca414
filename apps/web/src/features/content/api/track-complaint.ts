import { useMutation } from '@tanstack/react-query';
import type { ComplaintTrackBody } from '@shop/domain';
import { apiCall } from '@/lib/api-client';

/** POST /api/complaints/track: the complaint's status and replies, by ticket number and e-mail. */
export function useTrackComplaint() {
  return useMutation({
    mutationFn: (body: ComplaintTrackBody) =>
      apiCall('POST /api/complaints/track', { body }).then((data) => data.complaint),
  });
}
