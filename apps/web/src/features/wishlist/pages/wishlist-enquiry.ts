import { formatRupees } from '@shop/domain';
import type { Translate } from '@/lib/i18n/i18n';
import type { WishlistItem } from '../hooks/use-wishlist';

/** 'Contact for Custom Orders': a WhatsApp enquiry naming every saved piece, in the page's language. */
export function wishlistEnquiryMessage(
  items: readonly WishlistItem[],
  shopName: string,
  t: Translate,
): string {
  const lines = items.map((item, index) => {
    const price = typeof item.price === 'number' ? ` (${formatRupees(item.price)})` : '';
    return `${index + 1}. ${item.name}${price}`;
  });
  return [
    t('whatsapp.wishlist.hello', { shop: shopName }),
    '',
    ...lines,
    '',
    t('whatsapp.wishlist.ask'),
  ].join('\n');
}
