import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { couponsQuery } from './get-coupons';

/** POST /api/coupons/:id/activate or /deactivate. */
export function useSetCouponActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) =>
      (active
        ? apiCall('POST /api/coupons/:id/activate', { params: { id } })
        : apiCall('POST /api/coupons/:id/deactivate', { params: { id } })
      ).then((data) => data.coupon),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: couponsQuery.queryKey }),
  });
}
