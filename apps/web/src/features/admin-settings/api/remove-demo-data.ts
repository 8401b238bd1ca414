import { REMOVE_DEMO_PHRASE } from '@shop/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

/**
 * POST /api/admin/demo-data/remove (decision 056): the demo's products, orders, accounts and the
 * rest go, after a backup. Every cached answer is stale then (the catalogue, orders, carts,
 * dashboards), so all of them load afresh.
 */
export function useRemoveDemoData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall('POST /api/admin/demo-data/remove', { body: { confirm: REMOVE_DEMO_PHRASE } }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
