import { useMutation } from '@tanstack/react-query';
import type { TrackOrderBody } from '@shop/domain';
import { apiCall } from '@/lib/api-client';

/** An order by its number and the mobile number used (decision 040): its public view. */
export function useTrackOrder() {
  return useMutation({
    mutationFn: (body: TrackOrderBody) =>
      apiCall('POST /api/orders/track', { body }).then((data) => data.order),
  });
}
