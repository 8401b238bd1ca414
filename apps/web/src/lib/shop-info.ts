import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_SHOP_INFO, formatRupees, type ShopInfo } from '@shop/domain';
import { apiCall } from './api-client';

export const shopInfoQuery = queryOptions({
  queryKey: ['shop'],
  queryFn: ({ signal }) => apiCall('GET /api/shop', { signal }).then((data) => data.shop),
  staleTime: 30 * 60 * 1000,
});

/** The shop's identity and delivery rule; shows the built-in defaults until the server has answered. */
export function useShopInfo(): ShopInfo {
  const { data } = useQuery({ ...shopInfoQuery, placeholderData: DEFAULT_SHOP_INFO });
  return data ?? DEFAULT_SHOP_INFO;
}

/** The one delivery promise every screen makes (decision 005). */
export function deliveryRuleText(shop: Pick<ShopInfo, 'freeDeliveryThreshold'>): string {
  return `Free delivery on orders above ${formatRupees(shop.freeDeliveryThreshold)}`;
}
