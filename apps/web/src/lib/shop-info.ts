import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_SHOP_INFO, formatRupees, type GstMode, type StorefrontShop } from '@shop/domain';
import { apiCall } from './api-client';
import type { Translate } from './i18n/i18n';
import { catalogueLanguage } from './language';

/** The shop's identity, its tagline and hours in the page's language (decision 075). */
export const shopInfoQuery = queryOptions({
  queryKey: ['shop'],
  queryFn: ({ signal, meta }) =>
    apiCall('GET /api/shop', { query: catalogueLanguage(meta), signal }).then((data) => data.shop),
  // How prices carry GST is a setting (decision 050): asked again after five minutes.
  staleTime: 5 * 60 * 1000,
});

/**
 * Until the server has answered: the built-in identity, and no claim about GST or returns (a window
 * of 0: screens that promise returns wait for the real answer, see `useReturnWindow`).
 */
const PLACEHOLDER_SHOP: StorefrontShop = {
  ...DEFAULT_SHOP_INFO,
  gstMode: 'none',
  returnWindowDays: 0,
  social: { instagram: '', facebook: '', youtube: '' },
  logoUrl: null,
  faviconUrl: null,
  publicUrl: '',
};

/** The shop's identity and delivery rule; shows the built-in defaults until the server has answered. */
export function useShopInfo(): StorefrontShop {
  const { data } = useQuery({ ...shopInfoQuery, placeholderData: PLACEHOLDER_SHOP });
  return data ?? PLACEHOLDER_SHOP;
}

/**
 * The shop's return window in days (decision 054), once the server has said it; undefined until
 * then, so no page promises a window the shop does not give.
 */
export function useReturnWindow(): number | undefined {
  return useQuery(shopInfoQuery).data?.returnWindowDays;
}

/**
 * What a price says about GST (decision 050): the price is what is paid ("Inclusive of all taxes"),
 * or GST comes on top at checkout; nothing when the shop charges none.
 */
export function priceTaxNote(gstMode: GstMode, t: Translate): string | null {
  if (gstMode === 'inclusive') return t('shop.taxIncluded');
  return gstMode === 'exclusive' ? t('shop.gstAtCheckout') : null;
}

/** The one delivery promise every screen makes (decision 005), in the page's language. */
export function deliveryRuleText(shop: Pick<StorefrontShop, 'freeDeliveryThreshold'>, t: Translate): string {
  return t('shop.freeDelivery', { amount: formatRupees(shop.freeDeliveryThreshold) });
}
