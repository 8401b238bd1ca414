import type { ShopSettingsInput } from '@shop/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { shopSettingsQuery } from './get-shop-settings';

/** PUT /api/admin/settings: replaces the shop's settings and answers what now stands. */
export function useSaveShopSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ShopSettingsInput) =>
      apiCall('PUT /api/admin/settings', { body }).then((data) => data.settings),
    onSuccess: (settings) => queryClient.setQueryData(shopSettingsQuery.queryKey, settings),
  });
}
