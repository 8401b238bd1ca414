import type { ShopSettingsInput } from '@shop/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { shopInfoQuery } from '@/lib/shop-info';
import { shopSettingsQuery } from './get-shop-settings';

/** PUT /api/admin/settings: replaces the shop's settings and answers what now stands. */
export function useSaveShopSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    // Only the administrator sends the security section: other staff leave it as saved, so an old
    // copy of it in their form never stands in the way of their own changes (issue 29).
    mutationFn: ({ security, ...rest }: ShopSettingsInput & { isAdministrator: boolean }) => {
      const { isAdministrator, ...settings } = rest;
      const body = isAdministrator ? { ...settings, security } : settings;
      return apiCall('PUT /api/admin/settings', { body }).then((data) => data.settings);
    },
    onSuccess: async (settings) => {
      queryClient.setQueryData(shopSettingsQuery.queryKey, settings);
      // The storefront's header, footer and WhatsApp links read the shop from /api/shop (issue 26).
      await queryClient.invalidateQueries({ queryKey: shopInfoQuery.queryKey });
    },
  });
}
