import {
  DEFAULT_GST_RATE,
  gstModeOf,
  shopWordsIn,
  type Language,
  type ShopSettings,
  type StorefrontShop,
} from '@shop/domain';
import { imageUrl } from '../images/index.js';
import { shopPublicUrl } from '../settings/index.js';

/** The stored picture variant the header's logo shows (the smallest of decision 004's widths). */
const LOGO_WIDTH = 320;

/**
 * What `GET /api/shop` tells the storefront (issue 26), all from Shop Settings: the identity from
 * `shop`, the address from `business`, the delivery charge from `delivery`. The tagline and hours
 * are the owner's words, in the page's language where given (decision 075).
 */
export function storefrontShopOf(
  settings: ShopSettings,
  localUrl: string,
  language: Language = 'en',
): StorefrontShop {
  const { shop, business, delivery } = settings;
  const words = shopWordsIn(settings, language);
  const cityLine = `${business.city}, ${business.state} ${business.pincode}`;
  return {
    name: shop.name,
    tagline: words.tagline,
    addressLines: [...business.addressLines, cityLine],
    phones: shop.phones,
    email: shop.email,
    whatsappNumber: shop.whatsapp,
    hours: words.hours,
    mapsQuery: [...business.addressLines, cityLine].join(', '),
    freeDeliveryThreshold: delivery.freeAbove,
    deliveryFee: delivery.fee,
    gstPercent: DEFAULT_GST_RATE,
    gstMode: gstModeOf(settings.tax),
    returnWindowDays: settings.returns.windowDays,
    social: shop.social,
    logoUrl: shop.logoImageId ? imageUrl(shop.logoImageId, LOGO_WIDTH) : null,
    // The id in the address: a new icon is a new address, so browsers do not keep the old one.
    faviconUrl: shop.faviconImageId ? `/favicon.ico?v=${shop.faviconImageId.slice(0, 8)}` : null,
    publicUrl: shopPublicUrl(settings, localUrl),
  };
}
