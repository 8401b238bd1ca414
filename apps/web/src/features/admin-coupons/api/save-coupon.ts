import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CouponBody } from '@shop/domain';
import { apiCall } from '@/lib/api-client';
import { couponsQuery } from './get-coupons';

/** POST /api/coupons for a new code, PUT /api/coupons/:id for an edit. */
export function useSaveCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: CouponBody }) =>
      (id
        ? apiCall('PUT /api/coupons/:id', { params: { id }, body })
        : apiCall('POST /api/coupons', { body })
      ).then((data) => data.coupon),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: couponsQuery.queryKey }),
  });
}
